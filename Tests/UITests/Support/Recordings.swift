import ChildProcesses
import Foundation
import TestSupport

/// Helpers for tests that look at what a run leaves on disk.
enum Recordings {
    /// Names in `directory`, sorted (empty when it is missing).
    static func names(in directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Every file of a folder with its bytes, to compare before and after.
    static func snapshot(_ directory: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in names(in: directory) { files[name] = FileManager.default.contents(atPath: directory + "/" + name) }
        return files
    }

    /// Partial files or folders (`.NAME.PID.TOKEN.partial`) of `name` in `directory`.
    static func partials(of name: String, in directory: String) -> [String] {
        names(in: directory).filter { $0.hasPrefix(".\(name).") && $0.hasSuffix(".partial") }
    }

    /// Waits until `condition` holds (the app got that far), or fails.
    static func waitUntil(_ what: String, timeout: TimeInterval = 60, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(Patience.stretched(timeout))
        while !condition() {
            guard Date() < deadline else { throw TestFailure("timed out waiting for \(what)") }
            usleep(20_000)
        }
    }

    /// The staging folder of a recording into `target` once it holds `frame`.
    static func waitForStagedFrame(_ frame: String, of target: String) throws -> String {
        let parent = URL(fileURLWithPath: target).deletingLastPathComponent().path
        let name = URL(fileURLWithPath: target).lastPathComponent
        var found: String?
        try waitUntil("\(frame) in the staging folder of \(target)") {
            found = partials(of: name, in: parent).map { parent + "/" + $0 }
                .first { FileManager.default.fileExists(atPath: $0 + "/" + frame) }
            return found != nil
        }
        return found!
    }

    /// The process id of a child that has already exited: a PID no live process has.
    static func deadProcessID() throws -> Int32 {
        let child = try SpawnedProcess("/bin/true")
        child.waitUntilExit()
        return child.processIdentifier
    }

    /// Makes a good recording of a short show into `target`.
    static func record(_ target: String, waitMilliseconds: Int, scratch: String) throws {
        let script = try writeScript(["tap input", "wait \(waitMilliseconds)", "quit"], in: scratch, name: "record-\(waitMilliseconds).txt")
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--record", target], display: display.name, timeout: 120)
        guard result.status == 0 else { throw TestFailure("recording exited \(result.status): \(result.stderr)") }
    }
}

/// Kills a child a failed test left running (a passing test has already
/// seen it exit).
func stopIfRunning(_ process: SpawnedProcess) {
    guard process.isRunning else { return }
    process.send(SIGKILL)
    process.waitUntilExit()
}
