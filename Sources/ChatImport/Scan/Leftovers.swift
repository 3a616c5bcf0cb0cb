import Foundation

/// What a reader kept only to join its two halves — the bodies a reply may quote, the ids of
/// the messages shown, the replies left for the join — freed on another thread once the halves
/// are joined. In a Telegram export of a gigabyte that is hundreds of thousands of strings,
/// 10–25 ms of freeing them one at a time, which the window need not wait for: the thread
/// that joined goes on to choose "me", and the other core, idle then, frees them.
///
///     let chat = joined(&first, &second)
///     Leftovers.free((first, second))   // returns at once
///
/// - Complexity: O(1) on the caller's thread.
enum Leftovers {
    static func free<Value>(_ value: consuming Value) {
        let held = Held(value)
        // The block, and the value it holds, is let go of on the queue's thread after it ran.
        DispatchQueue.global(qos: .utility).async { held.drop() }
    }

    /// The value, moved to the queue's thread; nothing else reaches it.
    private final class Held<Value>: @unchecked Sendable {
        private var value: Value?

        init(_ value: consuming Value) {
            self.value = value
        }

        func drop() {
            value = nil
        }
    }
}
