import Foundation
import Testing
import ChildProcesses
import TestSupport

/// The tests' child processes: how they end, what they print, what they are given.
@Suite struct SpawnedProcessTests {
    private let shell = "/bin/sh"

    @Test func anExitCodeIsReportedAsAnExit() throws {
        let child = try SpawnedProcess(shell, ["-c", "exit 3"])
        child.waitUntilExit()
        #expect(child.terminationReason == .exit)
        #expect(child.terminationStatus == 3)
        #expect(!child.isRunning)
    }

    @Test func aDeathBySignalIsReportedAsTheSignal() throws {
        let child = try SpawnedProcess(shell, ["-c", "kill -TERM $$; sleep 60"])
        child.waitUntilExit()
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGTERM)
    }

    @Test func aSignalSentReachesTheChild() throws {
        let child = try SpawnedProcess("/bin/sleep", ["60"])
        #expect(child.isRunning)
        #expect(!child.waitUntilExit(timeout: 0))
        child.send(SIGKILL)
        #expect(child.waitUntilExit(timeout: 60))
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGKILL)
        // Once reaped, its PID is no longer ours: sending again must not reach anyone.
        child.send(SIGKILL)
    }

    /// A thread that blocks SIGTERM must not pass the block on: SIGTERM still ends the child.
    @Test func theChildStartsWithNoSignalBlocked() throws {
        var terminate = sigset_t(), previous = sigset_t()
        sigemptyset(&terminate)
        sigaddset(&terminate, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &terminate, &previous)
        let started = Result { try SpawnedProcess("/bin/sleep", ["60"]) }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        let child = try started.get()
        child.terminate()
        #expect(child.waitUntilExit(timeout: 60), "SIGTERM did not end the child")
        child.send(SIGKILL)
        #expect(child.terminationReason == .uncaughtSignal)
        #expect(child.terminationStatus == SIGTERM)
    }

    /// More than a pipe holds on both streams, the second written only after the first: the
    /// child can only finish if both are read while it runs.
    @Test func bothStreamsAreCapturedInFullWhileTheChildRuns() throws {
        let script = "head -c 1500000 /dev/zero | tr '\\0' a; head -c 1200000 /dev/zero | tr '\\0' b >&2; echo done"
        let child = try SpawnedProcess(shell, ["-c", script], output: .capture, errors: .capture)
        child.waitUntilExit()
        #expect(child.terminationStatus == 0)
        let output = try #require(child.output).text(), errors = try #require(child.errors).text()
        #expect(output == String(repeating: "a", count: 1_500_000) + "done\n")
        #expect(errors == String(repeating: "b", count: 1_200_000))
    }

    @Test func standardErrorCanJoinStandardOutput() throws {
        let child = try SpawnedProcess(shell, ["-c", "echo out; echo err >&2; echo out again"],
                                       output: .capture, errors: .standardOutput)
        #expect(try #require(child.output).text() == "out\nerr\nout again\n")
        #expect(child.errors == nil)
    }

    @Test func aCapturedStreamCanBeWaitedOnWhileTheChildRuns() throws {
        let child = try SpawnedProcess(shell, ["-c", "echo ready; exec sleep 60"], output: .capture)
        let output = try #require(child.output)
        #expect(output.wait(timeout: 60) { $0.contains("ready\n") })
        #expect(!output.isClosed)
        child.send(SIGKILL)
        #expect(output.text() == "ready\n")
        #expect(output.isClosed)
    }

    @Test func theEnvironmentIsTheParentsWithTheOverrides() throws {
        let child = try SpawnedProcess(shell, ["-c", "printf '%s|%s|%s' \"$KEYBOARDCHAT_SPAWN_TEST\" \"${HOME-unset}\" \"$PATH\""],
                                       environment: ["KEYBOARDCHAT_SPAWN_TEST": "hello world", "HOME": nil],
                                       output: .capture)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        #expect(try #require(child.output).text() == "hello world|unset|\(path)")
    }

    @Test func theChildStartsInTheWorkingDirectoryGiven() throws {
        let directory = try makeTemporaryDirectory(prefix: "SpawnedProcessTests")
        defer { removeItem(directory) }
        let child = try SpawnedProcess("/bin/pwd", ["-P"], workingDirectory: directory, output: .capture)
        let expected = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        #expect(try #require(child.output).text() == expected + "\n")
    }

    @Test func aMissingProgramIsAThrownErrorNamingIt() {
        let missing = "/nonexistent/keyboardchat-no-such-program"
        #expect {
            _ = try SpawnedProcess(missing, [], output: .capture)
        } throws: { error in
            "\(error)" == "cannot start \(missing): No such file or directory"
        }
    }

    @Test func aMissingWorkingDirectoryIsAThrownErrorNamingIt() {
        let missing = "/nonexistent/keyboardchat-no-such-folder"
        #expect {
            _ = try SpawnedProcess("/bin/pwd", [], workingDirectory: missing)
        } throws: { error in
            "\(error)" == "cannot start /bin/pwd: no working directory \(missing)"
        }
    }

    /// A descriptor the test process left inheritable (not close-on-exec) stays out of the
    /// child: it sees its three streams and the one `ls` opens to list them. The stray one is
    /// moved to 100 or above: the lowest free number, which `open` gives, may be 3 when the
    /// other tests running beside this one hold few descriptors, and 3 is also the one `ls`
    /// opens, so the child would seem to have inherited it.
    @Test func theChildInheritsOnlyItsThreeStreams() throws {
        let opened = open("/dev/null", O_RDONLY)
        #expect(opened > 2)
        let stray = fcntl(opened, F_DUPFD, 100)
        close(opened)
        #expect(stray >= 100)
        defer { close(stray) }
        let child = try SpawnedProcess("/bin/ls", ["/proc/self/fd"], input: .null, output: .capture, errors: .null)
        let descriptors = try #require(child.output).text().split(separator: "\n").compactMap { Int32($0) }
        #expect(!descriptors.contains(stray), "\(descriptors)")
        #expect(descriptors == [0, 1, 2, 3])
    }

    @Test func anOutputFileReceivesWhatTheChildWrites() throws {
        let directory = try makeTemporaryDirectory(prefix: "SpawnedProcessTests")
        defer { removeItem(directory) }
        let child = try SpawnedProcess(shell, ["-c", "echo written"], output: .file(directory + "/out.txt"))
        child.waitUntilExit()
        #expect(try String(contentsOfFile: directory + "/out.txt", encoding: .utf8) == "written\n")
    }

    @Test func runReturnsTheExitAndBothStreams() throws {
        let done = try SpawnedProcess.run(shell, ["-c", "echo out; echo err >&2; exit 3"], timeout: 60)
        #expect(done.status == 3)
        #expect(done.output == "out\n")
        #expect(done.errors == "err\n")
    }

    /// More than a pipe holds (64 KiB) on both streams at once: a parent that read one stream to
    /// its end before the other would wait for ever on a child blocked writing the other.
    @Test func runDrainsBothStreamsWhileTheChildWrites() throws {
        let script = "head -c 300000 /dev/zero | tr '\\0' a; head -c 300000 /dev/zero | tr '\\0' b >&2"
        let done = try SpawnedProcess.run(shell, ["-c", script], timeout: 60)
        #expect(done.status == 0)
        #expect(done.output.count == 300_000 && done.output.allSatisfy { $0 == "a" })
        #expect(done.errors.count == 300_000 && done.errors.allSatisfy { $0 == "b" })
    }

    @Test func runKillsAChildThatOutlivesItsTimeLimitAndSaysWhatItPrinted() throws {
        #expect {
            _ = try SpawnedProcess.run(shell, ["-c", "echo started >&2; exec sleep 60"], timeout: 0.5)
        } throws: { error in
            let description = String(describing: error)
            return error is SpawnedProcess.TimedOut && description.contains("sleep 60") && description.contains("started")
        }
    }

    /// A signal is reported as shells report it: 128 + its number.
    @Test func runReportsADeathBySignalAsAShellDoes() throws {
        let done = try SpawnedProcess.run(shell, ["-c", "kill -KILL $$"], timeout: 60)
        #expect(done.status == 128 + SIGKILL)
    }

    /// The peak comes from the kernel at the child's exit: a child that touches 64 MiB reports at
    /// least that much.
    @Test func thePeakResidentSetIsTheKernelsHighWaterMark() throws {
        let big = try SpawnedProcess.run("/usr/bin/perl", ["-e", "my $x = 'a' x (64 * 1024 * 1024); print length $x"], timeout: 60)
        #expect(big.status == 0, "\(big.errors)")
        #expect(big.output == "67108864")
        #expect(try #require(big.peakResidentKibibytes) >= 64 * 1024)
    }
}
