import ChatDemoCore
import Foundation
import Testing

/// The Platform menu's Recent Profiles in the real app, read back from GTK's menu model by the
/// `KEYBOARDCHAT_REPORT_HEADER` report (a `header: menu "NAME — FOLDER" app.open-recent-profile …`
/// line per item at start-up, and `header: recent profiles: …` each time the list changes), with
/// the state directory pointed at the test's own folder (`XDG_STATE_HOME`).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct RecentProfilesTests {
    /// A profile whose motion is unmistakable in the trace: a 200-pt keyboard that appears at once.
    static let instantShort = "{\n  \"keyboardHeight\": 200,\n  \"motion\": \"instant\"\n}\n"

    func run(_ lines: [String], arguments: [String] = [], state: String, name: String) throws -> (run: ScriptedRun, header: [String]) {
        let run = try ScriptedRun(lines, arguments: arguments,
                                  environment: ["KEYBOARDCHAT_REPORT_HEADER": "1", "XDG_STATE_HOME": state], name: name)
        let header = run.result.stderr.split(separator: "\n").filter { $0.hasPrefix("header: ") }.map { String($0.dropFirst(8)) }
        return (run, header)
    }

    static func listed(_ header: [String]) -> [String] {
        header.filter { $0.hasPrefix("recent profiles: ") }.map { String($0.dropFirst("recent profiles: ".count)) }
    }

    /// `--profile A` and a save to B: the next launch lists B, then A, in the menu. Choosing A
    /// plays its motion (the trace's keyboard comes up 200 pt in one frame). B deleted meanwhile:
    /// choosing it says so in `--profile`'s words, drops it, and leaves the motion as it was.
    @Test func savedAndLoadedProfilesAreListedNewestFirstAndOpenFromTheMenu() throws {
        let directory = try makeScratchDirectory("recent-profiles")
        let state = directory + "/state", a = directory + "/a.json", b = directory + "/b.json"
        try Self.instantShort.write(toFile: a, atomically: true, encoding: .utf8)

        let (first, firstHeader) = try run(["wait 300", "profile save \(b)", "quit"], arguments: ["--profile", a], state: state,
                                           name: "recent-profiles-first")
        #expect(first.isClean, "\(first.result.stderr)")
        #expect(Self.listed(firstHeader) == [a, "\(b), \(a)"], "\(firstHeader)")
        #expect(try String(contentsOfFile: state + "/keyboard-chat/recent-profiles", encoding: .utf8) == "\(b)\n\(a)\n")

        try FileManager.default.removeItem(atPath: b)
        let trace = directory + "/trace.csv"
        let (second, header) = try run(["wait 300", "profile recent 1", "wait 100", "profile recent 1", "wait 100",
                                        "tap input", "wait 600", "quit"],
                                       arguments: ["--case", "few", "--trace", trace], state: state, name: "recent-profiles-second")
        #expect(second.isClean, "\(second.result.stderr)")
        // At start-up: one menu item per stored file, newest first; then B dropped.
        #expect(Self.listed(header) == [a], "\(header)")
        let items = header.filter { $0.contains("app.\(RecentProfiles.actionName)") }
        let home = ProcessInfo.processInfo.environment["HOME"]
        #expect(items == [b, a].map { "menu \"\(RecentProfiles.menuLabel(for: $0, home: home))\" app.\(RecentProfiles.actionName) enabled" },
                "\(header)")
        #expect(header.contains("menu \"\(ProfileMenuCommand.loadProfile.label)\" app.load-profile enabled"), "\(header)")
        // The gone file, in the words `--profile` uses for it.
        #expect(second.result.stderr.contains("keyboard-chat: \(b): no such file"), "\(second.result.stderr)")
        #expect(try String(contentsOfFile: state + "/keyboard-chat/recent-profiles", encoding: .utf8) == "\(a)\n")

        let rows = try readTrace(trace)
        let rest = try #require(rows.first?.keyboardTop)
        let moving = try #require(rows.firstIndex { $0.keyboardTop != rest }, "the keyboard never came up")
        #expect(rest - rows[moving].keyboardTop == 200, "keyboard top \(rest) → \(rows[moving].keyboardTop)")
        #expect(rows[moving...].allSatisfy { $0.keyboardTop == rows[moving].keyboardTop }, "not at once: \(rows[moving...].prefix(5).map(\.keyboardTop))")
    }

    /// An invalid file is refused with `--profile`'s message (file, line and column) and dropped.
    @Test func anInvalidProfileIsReportedAndDropped() throws {
        let directory = try makeScratchDirectory("recent-profiles-invalid")
        let state = directory + "/state", bad = directory + "/bad.json"
        try FileManager.default.createDirectory(atPath: state + "/keyboard-chat", withIntermediateDirectories: true)
        try "\(bad)\n".write(toFile: state + "/keyboard-chat/recent-profiles", atomically: true, encoding: .utf8)
        try "{\"motion\": \"wobble\"}\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let expected = try runApp(["--profile", bad])
        #expect(expected.status == 2)
        let message = try #require(expected.stderr.split(separator: "\n").first.map(String.init))
        let (run, header) = try run(["wait 300", "profile recent 1", "wait 100", "quit"], state: state, name: "recent-profiles-invalid")
        #expect(run.isClean, "\(run.result.stderr)")
        #expect(run.result.stderr.contains(message + "\n"), "expected \(message) in \(run.result.stderr)")
        #expect(Self.listed(header) == [""], "\(header)")
        #expect(FileManager.default.fileExists(atPath: bad), "the user's file was deleted")
    }

    /// A state directory that cannot be made (its parent is a file) costs only the memory: the
    /// save works, the menu lists it for the run, and the app says once why it will not be kept.
    @Test func anUnwritableStateDirectoryDoesNotStopTheApp() throws {
        let directory = try makeScratchDirectory("recent-profiles-unwritable")
        try "not a folder".write(toFile: directory + "/file", atomically: true, encoding: .utf8)
        let saved = directory + "/c.json", other = directory + "/d.json"
        let (run, header) = try run(["wait 300", "profile save \(saved)", "profile save \(other)", "quit"],
                                    state: directory + "/file/state", name: "recent-profiles-unwritable")
        #expect(run.isClean, "\(run.result.stderr)")
        #expect(FileManager.default.fileExists(atPath: saved))
        #expect(Self.listed(header) == [saved, "\(other), \(saved)"], "\(header)")
        let notices = run.result.stderr.split(separator: "\n").filter { $0.contains("Recent Profiles are not kept") }
        #expect(notices.count == 1, "\(run.result.stderr)")
    }

    /// Only a save whose file is put in place is kept among Recent Profiles: a script that fails
    /// after its `profile save` (exit 2 at a later line) commits nothing, so the next launch must
    /// not offer a file that was never written; a save to a folder, or beside a file that is no
    /// folder, is refused (exit 2) and never listed, not even for the run.
    @Test func aSaveIsKeptOnlyOnceItsFileIsInPlace() throws {
        let directory = try makeScratchDirectory("recent-profiles-failed")
        let state = directory + "/state", store = state + "/keyboard-chat/recent-profiles"
        let kept = directory + "/kept.json", lost = directory + "/lost.json", file = directory + "/file"
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        let (first, _) = try run(["wait 100", "profile save \(kept)", "quit"], state: state, name: "recent-profiles-kept")
        #expect(first.isClean, "\(first.result.stderr)")
        #expect(try String(contentsOfFile: store, encoding: .utf8) == "\(kept)\n")

        let (failed, failedHeader) = try run(["wait 100", "profile save \(lost)", "wait 100", "profile recent 9", "quit"],
                                             state: state, name: "recent-profiles-script-fails")
        #expect(failed.result.status == 2, "\(failed.result.stderr)")
        #expect(failed.result.stderr.contains("Recent Profiles has no entry 9"), "\(failed.result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: lost), "a failed run put its profile in place")
        // Listed for the run (a later step may load it), then dropped with the run's outputs.
        #expect(Self.listed(failedHeader) == ["\(lost), \(kept)", kept], "\(failedHeader)")
        #expect(try String(contentsOfFile: store, encoding: .utf8) == "\(kept)\n")

        for (target, name) in [(directory, "recent-profiles-folder"), (file + "/x.json", "recent-profiles-not-a-folder")] {
            let (refused, header) = try run(["wait 100", "profile save \(target)", "quit"], state: state, name: name)
            #expect(refused.result.status == 2, "\(target): \(refused.result.stderr)")
            #expect(refused.result.stderr.contains(target), "\(refused.result.stderr)")
            #expect(Self.listed(header).isEmpty, "\(target) was listed: \(header)")
            #expect(try String(contentsOfFile: store, encoding: .utf8) == "\(kept)\n", "\(target)")
        }
    }

    /// The popover menu follows the list as it changes at run time: a profile saved by the
    /// running app is the first item of Platform ▸ Recent Profiles, reached by keys.
    @Test func aProfileSavedWhileRunningIsInThePopoverMenu() throws {
        let directory = try makeScratchDirectory("recent-profiles-popover")
        let state = directory + "/state", saved = directory + "/saved.json", script = directory + "/s.txt"
        try "wait 200\nprofile save \(saved)\n".write(toFile: script, atomically: true, encoding: .utf8)
        let session = try AppSession(["--case", "few", "--script", script],
                                     environment: ["KEYBOARDCHAT_REPORT_HEADER": "1", "XDG_STATE_HOME": state])
        try session.waitFor("the saved profile listed") { session.errorLines.contains("header: recent profiles: \(saved)") }
        let menu = try PrimaryMenu.open(in: session)
        try menu.press("Down", reaching: CompareWith.menuTitle)
        try menu.press("Down", reaching: KeyboardChoice.menuTitle)
        try menu.press("Down", reaching: Platform.menuTitle)
        try menu.press("Return", reaching: Platform.menuTitle)
        for label in Platform.allCases.map(\.label) + ProfileMenuCommand.allCases.map(\.label) + [RecentProfiles.menuTitle] {
            try menu.press("Down", reaching: label)
        }
        try menu.press("Return", reaching: RecentProfiles.menuTitle)
        try menu.press("Down", reaching: RecentProfiles.menuLabel(for: saved, home: ProcessInfo.processInfo.environment["HOME"]))
        try menu.pressClosing("Escape")
        #expect(session.terminate() == 0)
    }
}
