import Foundation
import Testing
@testable import KeyboardChatUI

/// The conversation is read on a thread of its own while GTK starts on the caller's: the work
/// must run there, concurrently, with the main thread's stack, and hand back its value or its
/// error where the caller asks for it.
struct ReadAheadTests {
    private struct Refused: Error, Equatable {}

    /// Long enough for any machine to start a thread; the handshake ends far sooner.
    private static let handshake = 30.0

    @Test func theWorkRunsWhileTheCallerGoesOn() throws {
        let callerWentOn = DispatchSemaphore(value: 0)
        // The work can finish only once the caller has gone on past `init`: run in `init`
        // itself, it would time out and say so.
        let reading = ReadAhead { callerWentOn.wait(timeout: .now() + Self.handshake) == .success }
        callerWentOn.signal()
        #expect(try reading.value(), "the work waited for the caller to go on, and it never did")
    }

    @Test func theValueComesFromAnotherThread() throws {
        let caller = pthread_self()
        let reading = ReadAhead { pthread_equal(pthread_self(), caller) == 0 }
        #expect(try reading.value())
    }

    @Test func theErrorIsThrownWhereTheValueIsAsked() {
        let reading = ReadAhead<Int> { throw Refused() }
        #expect(throws: Refused()) { try reading.value() }
    }

    /// The JSON reader recurses once per nesting level: its thread has the main thread's
    /// 8 MiB, not a worker's smaller default.
    @Test func theThreadHasTheMainThreadsStack() throws {
        let reading = ReadAhead { Self.currentThreadStackBytes() }
        #expect(try reading.value() >= 8 << 20)
    }

    /// The calling thread's stack size, as `pthread_getattr_np` reports it (a GNU extension
    /// Swift's Glibc module leaves out, so it is looked up by name); 0 when unknown.
    private static func currentThreadStackBytes() -> Int {
        typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return 0 }
        var attributes = pthread_attr_t()
        guard unsafeBitCast(symbol, to: GetAttributes.self)(pthread_self(), &attributes) == 0 else { return 0 }
        defer { pthread_attr_destroy(&attributes) }
        var size = 0
        pthread_attr_getstacksize(&attributes, &size)
        return size
    }
}
