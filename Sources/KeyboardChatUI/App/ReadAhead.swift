import Foundation

/// A value made on a thread of its own while the caller goes on with other work, and waited
/// for where it is needed: the conversation is read while GTK starts (`ApplicationStart`).
/// What the work throws is thrown where the value is asked for, so errors come in the order
/// they always did.
///
///     let reading = ReadAhead { try ChatImport.load(path: path, chat: nil, me: nil) }
///     let start = ApplicationStart(direction: nil)   // meanwhile
///     let opened = try reading.value()               // waits for the thread, or throws its error
///
/// - Complexity: O(1) to start; `value()` waits for the work.
package final class ReadAhead<Value: Sendable>: @unchecked Sendable {
    /// A main thread's usual stack: the JSON reader recurses once per nesting level, up to its
    /// limit, and must not run out sooner here than on the main thread.
    package static var stackBytes: Int { 8 << 20 }

    private let finished = DispatchSemaphore(value: 0)
    /// Written once by the work's thread before `finished` is signalled, read only after it.
    private var outcome: Result<Value, any Error>?

    package init(_ work: @escaping @Sendable () throws -> Value) {
        let thread = Thread { [self] in
            outcome = Result { try work() }
            finished.signal()
        }
        thread.stackSize = Self.stackBytes
        thread.name = "read-ahead"
        thread.start()
    }

    /// The work's value, once it is made; rethrows what it threw. Call it once.
    package func value() throws -> Value {
        finished.wait()
        return try outcome!.get()
    }
}
