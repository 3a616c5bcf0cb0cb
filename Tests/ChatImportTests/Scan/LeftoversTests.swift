import Foundation
import Synchronization
import Testing
@testable import ChatImport

/// A reader's leftovers are freed, and freed on another thread than the one that hands them
/// over: that thread goes on to the window.
struct LeftoversTests {
    /// Long enough for any machine to run the freeing; it ends far sooner.
    private static let patience = 30.0

    /// Says, when it is freed, on which thread.
    private final class Watched: @unchecked Sendable {
        let freed: DispatchSemaphore
        let freedOnThread: (pthread_t) -> Void
        init(freed: DispatchSemaphore, freedOnThread: @escaping (pthread_t) -> Void) {
            self.freed = freed
            self.freedOnThread = freedOnThread
        }
        deinit {
            freedOnThread(pthread_self())
            freed.signal()
        }
    }

    @Test func theLeftoversAreFreedOnAnotherThread() {
        let freed = DispatchSemaphore(value: 0)
        let thread = Mutex<pthread_t?>(nil)
        Leftovers.free([Watched(freed: freed) { freer in thread.withLock { $0 = freer } }])
        #expect(freed.wait(timeout: .now() + Self.patience) == .success, "the leftovers were never freed")
        let freer = thread.withLock { $0 }
        #expect(freer.map { pthread_equal($0, pthread_self()) == 0 } == true, "freed on the caller's thread")
    }
}
