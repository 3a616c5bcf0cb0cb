import Foundation
import Testing

/// Runs each test of a UI suite on a thread of its own, a few tests at a time.
///
/// A UI test spends most of its life waiting for the app it started (a window mapped, a frame
/// painted, a file complete), and its waits block the calling thread. Swift Testing calls a
/// synchronous test on the concurrency pool, which has one thread per core: two blocked UI tests
/// on this 2-core machine held the whole pool, so no third test could start, the pure tests
/// queued behind them, and the cores sat half idle while the apps under test waited for frames.
///
/// With this trait a test case's body runs on a `DedicatedThreadExecutor`, so its waits block
/// only that thread. How many UI tests run at once is then `UITestWidth.current`, enough to
/// keep the cores busy with the apps' own drawing.
///
/// Swift Testing's own `.timeLimit` counts from when a test case is scheduled, so a case that
/// waits for its turn (or for a core, on a busy machine) would time out without having hung.
/// This trait's limit is a hang guard that counts only the case's own running time: a quiet
/// machine's need times `HangGuard.slack`.
struct RunsOnItsOwnThread: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }
    /// What one test case needs at most on a quiet machine.
    let quietMinutes: Int

    /// Only test cases get a thread; a suite itself has no body to run.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        // A suite nested in another that has the trait too: the outer one already gave the thread.
        if Self.isOnItsOwnThread {
            try await function()
            return
        }
        await UITestWidth.turns.take()
        let executor = DedicatedThreadExecutor(name: test.name)
        let guardian = HangGuard(test: "\(test.sourceLocation.fileName): \(test.name)", quietMinutes: quietMinutes)
        var failure: (any Error)?
        do {
            try await Self.$isOnItsOwnThread.withValue(true) {
                try await withTaskExecutorPreference(executor) { try await function() }
            }
        } catch {
            failure = error
        }
        guardian.disarm()
        executor.finish()
        await UITestWidth.turns.giveBack()
        if let failure { throw failure }
    }

    @TaskLocal static var isOnItsOwnThread = false
}

extension Trait where Self == RunsOnItsOwnThread {
    /// The test's blocking waits hold a thread of its own, not the shared pool's; each case
    /// needs at most `minutes` on a quiet machine (the hang guard allows `HangGuard.slack` times that).
    static func onItsOwnThread(minutes: Int = 5) -> Self { RunsOnItsOwnThread(quietMinutes: minutes) }
}

/// The last resort against a test that never ends: a wait in the test itself always has a
/// timeout, but a blocked call without one (a read from a child that never writes) would hold
/// the run until CI's own limit and say nothing. After `slack` times the case's quiet-machine
/// need, the guard names the case on standard error and ends the run with status 1.
final class HangGuard: @unchecked Sendable {
    /// Beyond `Patience.factor`, which stretches every wait inside the case: the guard fires
    /// only after the waits themselves would have.
    static let slack = Int(Patience.factor) + 1
    private let condition = NSCondition()
    private var armed = true

    init(test: String, quietMinutes: Int) {
        let seconds = TimeInterval(quietMinutes * Self.slack * 60)
        let deadline = Date(timeIntervalSinceNow: seconds)
        Thread.detachNewThread { [self] in
            condition.lock()
            while armed && condition.wait(until: deadline) {}
            let hung = armed
            condition.unlock()
            guard hung else { return }
            let message = "UITests: \(test) still runs after \(Int(seconds / 60)) min (\(Self.slack)× its "
                + "\(quietMinutes) min on a quiet machine): it hangs; ending the test run\n"
            FileHandle.standardError.write(Data(message.utf8))
            exit(1)
        }
    }

    func disarm() {
        condition.lock()
        armed = false
        condition.signal()
        condition.unlock()
    }
}

/// How many UI tests run at once: `KEYBOARDCHAT_UI_TEST_WIDTH`, else twice the cores.
///
/// Measured on a 2-core machine: two at a time (what the pool allowed) left the cores 56 % idle
/// over the UI phase; each app draws at 60 fps for a few seconds and then rests, so four at a
/// time keep both cores busy without starving any app of its frames.
enum UITestWidth {
    static let current: Int = {
        if let text = ProcessInfo.processInfo.environment["KEYBOARDCHAT_UI_TEST_WIDTH"], let width = Int(text), width > 0 {
            return width
        }
        return 2 * ProcessInfo.processInfo.activeProcessorCount
    }()

    static let turns = Turns(count: current)
}

/// A counting semaphore for tasks: `take` suspends (holding no thread) until a turn is free.
actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = count }

    func take() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the longest waiter, or frees it.
    func giveBack() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// A task executor with one thread of its own, which runs the jobs it is given in order until
/// `finish()`. A test's synchronous waits block this thread and no other.
final class DedicatedThreadExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false

    init(name: String) {
        let thread = Thread { [self] in serve() }
        thread.name = "UI test: \(name)"
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// The thread ends once the jobs given so far have run.
    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
