import Foundation
import Keyboard
import Testing
@testable import ChatDemoCore

/// The table of script commands is the language: every entry parses the syntax it documents,
/// performs exactly the commands it parses, and is the row of docs/CLI.md's script table.
@MainActor
@Suite struct ScriptCommandTableTests {
    /// A value for each placeholder of a syntax, as a script would write it.
    private static let samples = [
        "LABEL": "q", "MS": "300", "DX": "-30", "DY": "40", "TEXT": "hello", "FILE.png": "shot.png", "FILE": "clip.mp4",
        "W": "390", "H": "844", "FACTOR": "4", "NAME": "naive", "FRAME": "3", "N": "-3",
        "RESPONSE": "0.4", "DAMPING": "0.8", "PT": "300", "X1": "0.2", "Y1": "0", "X2": "0", "Y2": "1",
    ]

    /// The lines `syntax` stands for: one per alternative of an `a|b` word, placeholders filled
    /// (an alternative may be one: `compare NAME|off`).
    private static func lines(of syntax: String) -> [String] {
        syntax.split(separator: " ").reduce([""]) { lines, word in
            let choices = word.split(separator: "|").map { samples[String($0)] ?? String($0) }
            return lines.flatMap { line in choices.map { line.isEmpty ? $0 : line + " " + $0 } }
        }
    }

    /// The entries whose `perform` claims `command` (against a target that has everything).
    private func claimants(of command: ScriptCommand) -> [String] {
        let target = RecordingScriptTarget(frame: nil)
        return ScriptCommandEntry.all.filter { $0.perform(command, ScriptRun(target: target, wallTime: 0)) != nil }.map(\.syntax)
    }

    @Test func everyEntryParsesItsDocumentedSyntaxAndAloneClaimsWhatItParses() throws {
        for entry in ScriptCommandEntry.all {
            let lines = Self.lines(of: entry.syntax)
            #expect(!lines.isEmpty)
            for line in lines {
                let commands = try scriptCommands(line)
                #expect(commands.count == 1, "\(line)")
                for command in commands {
                    #expect(claimants(of: command) == [entry.syntax], "\(line) → \(command)")
                }
            }
        }
    }

    @Test func theDocumentedSpellingsAreTheseLines() {
        #expect(Self.lines(of: "tap key LABEL") == ["tap key q"])
        #expect(Self.lines(of: "keyboard english|pinyin|emoji|hebrew|arabic")
                == ["keyboard english", "keyboard pinyin", "keyboard emoji", "keyboard hebrew", "keyboard arabic"])
        #expect(Self.lines(of: "drag list DX DY MS") == ["drag list -30 40 300"])
    }

    /// Every kind of step has an entry: the documented spellings parse to all 40 of them (the
    /// five `tune` entries that change a value make one kind, as do the three `profile` entries).
    @Test func theTableCoversEveryKindOfStep() throws {
        let kinds = try ScriptCommandEntry.all.flatMap { try Self.lines(of: $0.syntax).flatMap(scriptCommands) }.map(Self.kind)
        #expect(Set(kinds).count == 40)
        #expect(ScriptCommandEntry.all.count == 46)
    }

    @Test func keywordsChooseOneEntryEach() {
        let keywords = ScriptCommandEntry.all.map(\.keywords)
        #expect(Set(keywords).count == keywords.count)
        #expect(keywords.prefix(6) == [["tap", "input"], ["tap", "list"], ["tap", "send"], ["tap", "jump"], ["tap", "key"], ["hold", "key"]])
        #expect(ScriptCommandEntry.all.filter(\.takesOtherWords).map(\.syntax) == ["hold key LABEL MS", "drag list DX DY MS"])
    }

    /// Which lines a `#` does not comment out follows from the table: a `TEXT` owns the rest
    /// of its line, and a `LABEL` may begin with `#`.
    @Test func commentRulesComeFromTheSyntaxes() {
        #expect(ScriptLine.lineOwners == ["type", "receive-stream"])
        #expect(ScriptLine.keyNamers == [["tap", "key"], ["hold", "key"]])
    }

    /// The `tap` family's message lists its entries, so a new `tap` target appears in it.
    @Test func aFamilysUsageListsItsEntries() {
        #expect(scriptProblem("tap it") == "s.txt:1:5: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'it'")
    }

    /// The first column of the script table in docs/CLI.md, in order, is the table's syntaxes.
    @Test func docsListExactlyTheTable() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "\n## Script language\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            let cells = row.dropFirst(3).components(separatedBy: "` | ")
            let summary = cells.dropFirst().joined(separator: "` | ").dropLast(2)
            return (cells[0].replacingOccurrences(of: "\\|", with: "|"), summary.replacingOccurrences(of: "\\|", with: "|"))
        }
        #expect(rows.map(\.0) == ScriptCommandEntry.all.map(\.syntax))
        // What each command does, word for word as `keyboard-chat help script` prints it.
        for (row, entry) in zip(rows, ScriptCommandEntry.all) {
            #expect(row.1 == entry.summary, "\(entry.syntax)")
        }
        #expect(ScriptCommandEntry.all.allSatisfy { !$0.summary.isEmpty })
    }

    /// The name of a step's case, whatever its arguments (exhaustive: a new case must be named).
    private static func kind(_ command: ScriptCommand) -> String {
        switch command {
        case .tapInput: "tapInput"
        case .tapList: "tapList"
        case .tapSend: "tapSend"
        case .tapJumpToLatest: "tapJumpToLatest"
        case .tapKey: "tapKey"
        case .holdKey: "holdKey"
        case .type: "type"
        case .send: "send"
        case .wait: "wait"
        case .keyboard: "keyboard"
        case .strategy: "strategy"
        case .compare: "compare"
        case .platform: "platform"
        case .tune: "tune"
        case .tuningPanel: "tuningPanel"
        case .profile: "profile"
        case .rotate: "rotate"
        case .conversationCase: "conversationCase"
        case .drag: "drag"
        case .dragKeyboard: "dragKeyboard"
        case .screenshot: "screenshot"
        case .escape: "escape"
        case .panel: "panel"
        case .slowMotion: "slowMotion"
        case .overlay: "overlay"
        case .receiveStream: "receiveStream"
        case .resize: "resize"
        case .timeline: "timeline"
        case .timelineFrame: "timelineFrame"
        case .timelineScreenshot: "timelineScreenshot"
        case .timelineZoom: "timelineZoom"
        case .exportVideo: "exportVideo"
        case .exportTrace: "exportTrace"
        case .openRecording: "openRecording"
        case .onionSkin: "onionSkin"
        case .quit: "quit"
        case .pause: "pause"
        case .resume: "resume"
        case .step: "step"
        case .seek: "seek"
        }
    }
}
