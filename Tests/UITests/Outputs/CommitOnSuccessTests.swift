import ChildProcesses
import Foundation
import Testing

/// What a script writes along the way — an `export-video`, the `--save-session` file — is put
/// in place only when the run ends well, like the trace and the screenshots: a script that
/// fails at a later line, or a signal while it plays, leaves the user's earlier file whole.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct CommitOnSuccessTests {
    /// A show and a hide, so the export has frames and a later `tap key q` cannot act.
    static let showAndHide = ["wait 100", "tap input", "wait 600", "escape", "wait 600"]
    static let precious = Data("precious\n".utf8)

    /// A folder with the user's `keepme.mp4` and `session.txt` and a script of `lines`.
    struct Place {
        let directory: String
        let script: String
        var video: String { directory + "/keepme.mp4" }
        var session: String { directory + "/session.txt" }

        init(_ name: String, lines: (String) -> [String]) throws {
            directory = try makeScratchDirectory(name)
            try CommitOnSuccessTests.precious.write(to: URL(fileURLWithPath: directory + "/keepme.mp4"))
            try CommitOnSuccessTests.precious.write(to: URL(fileURLWithPath: directory + "/session.txt"))
            script = try writeScript(lines(directory), in: directory)
        }

        func expectKept(_ path: String) {
            #expect(FileManager.default.contents(atPath: path) == CommitOnSuccessTests.precious, "\(path) changed")
            let partials = Recordings.names(in: directory).filter { $0.hasSuffix(".partial") }
            #expect(partials.isEmpty, "\(partials)")
        }
    }

    static let reportExport = ["KEYBOARDCHAT_REPORT_EXPORT": "1"]

    @Test func aScriptThatFailsAfterAnExportKeepsTheEarlierFile() throws {
        let place = try Place("commit-export-failed") { Self.showAndHide + ["export-video \($0)/keepme.mp4", "tap key q", "quit"] }
        let display = try TestDisplay()
        let result = try runApp(["--script", place.script], display: display.name, environment: Self.reportExport, timeout: 300)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("export: finished \(place.video)"), "\(result.stderr)")
        #expect(result.stderr.contains("script.txt:7"), "\(result.stderr)")
        place.expectKept(place.video)
    }

    @Test func aScriptThatEndsWellPutsTheExportInPlace() throws {
        let place = try Place("commit-export-done") { Self.showAndHide + ["export-video \($0)/keepme.mp4", "quit"] }
        let display = try TestDisplay()
        let result = try runApp(["--script", place.script], display: display.name, environment: Self.reportExport, timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let video = try #require(FileManager.default.contents(atPath: place.video))
        #expect(video.count > 1000 && video.dropFirst(4).prefix(4) == Data("ftyp".utf8), "\(video.count) bytes")
    }

    @Test func sigtermAfterAnExportKeepsTheEarlierFile() throws {
        let place = try Place("commit-export-sigterm") { Self.showAndHide + ["export-video \($0)/keepme.mp4", "wait 60000", "quit"] }
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--script", place.script], display: display.name, environment: Self.reportExport)
        defer { stopIfRunning(process) }
        #expect(drained.wait(timeout: Patience.stretched(60)) { $0.contains("export: finished \(place.video)") }, "\(drained.textSoFar)")
        let status = terminateGracefully(process)
        #expect(status == 128 + SIGTERM, "exit \(status): \(drained.text())")
        place.expectKept(place.video)
    }

    @Test func aScriptThatFailsSavesNoSession() throws {
        let place = try Place("commit-session-failed") { _ in ["tap input", "wait 300", "escape", "wait 300", "tap key q", "quit"] }
        let display = try TestDisplay()
        let result = try runApp(["--script", place.script, "--save-session", place.session], display: display.name, timeout: 120)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("script.txt:5"), "\(result.stderr)")
        place.expectKept(place.session)
    }

    @Test func sigtermWhileTheScriptPlaysSavesNoSession() throws {
        let place = try Place("commit-session-sigterm") { _ in ["tap input", "wait 60000", "quit"] }
        let display = try TestDisplay()
        let trace = place.directory + "/t.csv"
        let (process, drained) = try startApp(["--script", place.script, "--save-session", place.session, "--trace", trace],
                                              display: display.name)
        defer { stopIfRunning(process) }
        try Recordings.waitUntil("trace rows in the partial trace") {
            Recordings.partials(of: "t.csv", in: place.directory).contains { name in
                (FileManager.default.contents(atPath: place.directory + "/" + name)?.count ?? 0) > 1000
            }
        }
        let status = terminateGracefully(process)
        #expect(status == 128 + SIGTERM, "exit \(status): \(drained.text())")
        place.expectKept(place.session)
    }

    /// A script that ends well writes its session, `quit` last.
    @Test func aScriptThatEndsWellSavesTheSession() throws {
        let place = try Place("commit-session-done") { _ in ["tap input", "wait 300", "escape", "wait 300", "quit"] }
        let display = try TestDisplay()
        let result = try runApp(["--script", place.script, "--save-session", place.session], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try String(contentsOfFile: place.session, encoding: .utf8)
        #expect(saved.hasSuffix("quit\n"), "\(saved)")
    }

    /// A profile saved by the script waits beside its path, yet a later line loads it: the
    /// load reads what was saved, and the file is in place once the run has succeeded.
    @Test func aProfileSavedInTheRunLoadsBeforeItIsInPlace() throws {
        let place = try Place("commit-profile-load") { ["wait 100", "profile save \($0)/saved.json", "profile load \($0)/saved.json", "wait 100", "quit"] }
        let display = try TestDisplay()
        let result = try runApp(["--script", place.script], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("saved.json"), "\(result.stderr)")
        let saved = try String(contentsOfFile: place.directory + "/saved.json", encoding: .utf8)
        #expect(saved.contains("\"motion\""), "\(saved)")
    }
}
