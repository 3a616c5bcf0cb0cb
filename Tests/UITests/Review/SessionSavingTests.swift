import ChatDemoCore
import Foundation
import Testing
import TestSupport

/// A live session saved with `--save-session` replays, with `--script`, to the same
/// conversation, the same cases and the same final draft: the session is driven as a person
/// would (xdotool clicks, typing, Return, a shortcut, a tap on the list) and the two runs'
/// reports and traces are compared.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct SessionSavingTests {
    static let environment = ["KEYBOARDCHAT_REPORT_SENT": "1"]

    func xdotool(_ session: AppSession, _ arguments: [String]) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
    }

    /// The three-case column's values in frame order, each run of one value once.
    static func caseSequence(_ rows: [TraceRow]) -> [String] {
        rows.map(\.caseLabel).reduce(into: []) { sequence, label in
            if sequence.last != label { sequence.append(label) }
        }
    }

    /// A resize with its size left out: the X window's 500×800 is the window's size (what
    /// `resize` asks for) plus the client-side decorations.
    static func anySize(_ command: ScriptCommand) -> ScriptCommand {
        if case .resize = command { return .resize(width: 0, height: 0) }
        return command
    }

    static func lastDraft(_ stderr: String) -> String? {
        stderr.split(separator: "\n").last { $0.hasPrefix(AppSession.draftPrefix) }.map(String.init)
    }

    static func sent(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") }.map(String.init)
    }

    @Test func aLiveSessionReplaysToTheSameConversationCasesAndDraft() throws {
        let directory = try makeScratchDirectory("save-session")
        let saved = directory + "/session.txt"
        let liveTrace = directory + "/live.csv"
        let live = try AppSession(["--case", "some", "--save-session", saved, "--trace", liveTrace], environment: Self.environment)
        let origin = try live.windowOrigin()
        try live.settle("a click on the field") { try live.click(x: origin.x + 120, y: origin.y + 860) }
        var mark = live.mark
        try xdotool(live, ["type", "--delay", "20", "hello there"])
        try live.waitForDraft(length: 11, since: mark)
        mark = live.mark
        try xdotool(live, ["key", "Return"])
        try live.waitForDraft(length: 0, since: mark)
        mark = live.mark
        try xdotool(live, ["type", "--delay", "20", "left over"])
        try live.waitForDraft(length: 9, since: mark)
        try live.settle("Ctrl+3") { try xdotool(live, ["key", "ctrl+3"]) }
        try live.settle("a tap on the list") { try live.click(x: origin.x + 200, y: origin.y + 200) }
        try live.settle("Ctrl+1") { try xdotool(live, ["key", "ctrl+1"]) }
        try live.settle("the window resized") {
            try xdotool(live, ["search", "--onlyvisible", "--name", "^KeyboardChat$", "windowsize", "500", "800"])
        }
        #expect(live.terminate() == 0)
        #expect(!live.stderr.contains("CRITICAL") && !live.stderr.contains("WARNING"), "\(live.stderr)")

        let script = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(script.contains("\n# It started with: --case some\n"), "\(script)")
        // Keys typed frames apart are `type` lines of their own, at their own moments: joined here.
        let steps = try DemoScript.parse(script, file: saved).steps.map { Self.anySize($0.command) }.reduce(into: [ScriptCommand]()) { steps, step in
            if case .wait = step { return }
            if case .type(let text) = step, case .type(let before)? = steps.last {
                steps[steps.count - 1] = .type(before + text)
            } else {
                steps.append(step)
            }
        }
        #expect(steps == [.tapInput, .type("hello there"), .send, .type("left over"), .conversationCase(.many),
                          .tapList, .conversationCase(.few), .resize(width: 0, height: 0), .quit].map(Self.anySize), "\(script)")

        let replayTrace = directory + "/replay.csv"
        let replay = try AppSession(["--case", "some", "--script", saved, "--trace", replayTrace], environment: Self.environment)
        #expect(try replay.waitForExit() == 0, "\(replay.stderr)")
        #expect(Self.sent(replay.stdout) == Self.sent(live.stdout))
        #expect(Self.sent(live.stdout) == ["sent: hello there"])
        #expect(Self.lastDraft(replay.stderr) == Self.lastDraft(live.stderr))
        #expect(Self.lastDraft(live.stderr) == "\(AppSession.draftPrefix)9 characters")
        #expect(Self.caseSequence(try readTrace(replayTrace)) == Self.caseSequence(try readTrace(liveTrace)))

        // A recording of the replay (1/60 s a frame) shows the same.
        let recorded = try runApp(["--case", "some", "--script", saved, "--record", directory + "/recording"],
                                  display: replay.display.name, environment: Self.environment, timeout: 120)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(Self.sent(recorded.stdout) == Self.sent(live.stdout))
        #expect(Self.caseSequence(try readTrace(directory + "/recording/trace.csv")) == Self.caseSequence(try readTrace(liveTrace)))
    }

    @Test func aSessionFileInAMissingFolderIsRefusedBeforeAnyWindow() throws {
        let directory = try makeScratchDirectory("save-session-missing")
        let path = directory + "/no-such-folder/session.txt"
        let result = try runApp(["--save-session", path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(path) && result.stderr.contains("no-such-folder"), "\(result.stderr)")
    }
}
