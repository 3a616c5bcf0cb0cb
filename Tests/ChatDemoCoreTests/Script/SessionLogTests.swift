import Testing
@testable import ChatDemoCore
import ChatLayout
import Curves

@Suite struct SessionLogTests {
    /// Every step of a saved session parses back to the command it was saved from.
    @Test func everyLineRoundTripsThroughTheScriptParser() throws {
        let commands: [ScriptCommand] = [
            .tapInput, .tapList, .tapSend, .tapJumpToLatest, .tapKey("q"), .tapKey("⇧"), .tapKey("#+="),
            .type("hello world"), .type("a\\nb"), .type("one\ntwo"), .type("  spaced  "), .type("# not a comment"),
            .type("tab\there"), .type("back\\"), .type("\\\\"), .type("日本語 🙂"),
            .send, .keyboard(.pinyin), .conversationCase(.few), .strategy(.never), .platform(.android),
            .rotate, .escape, .resize(width: 844, height: 390), .drag(dx: 0, dy: -250.5, milliseconds: 300),
            .dragKeyboard(dx: -120, milliseconds: 200), .panel(.toggle), .slowMotion(10), .slowMotion(2.5),
            .overlay(true), .overlay(false), .quit, .tuningPanel, .tune(.keyboardHeight(300)),
            .tune(.spring(response: 0.35, dampingFraction: 0.9)), .tune(.curve(UnitBezier(0.2, 0, 0.1, 1), duration: 0.25)),
            .tune(.caseTwoThreshold(120.5)), .tune(.resetToIOS),
            .compare([.always]), .compare([.always, .never]), .compare([]),
        ]
        for command in commands {
            let line = try #require(SessionLog.line(command), "\(command)")
            let script = try DemoScript.parse(line + "\n", file: "session.txt")
            #expect(script.steps.map(\.command) == [command], "\(line)")
        }
    }

    @Test func waitsAreRoundedToWholeFramesFromTheStart() throws {
        var log = SessionLog(framesPerSecond: 60)
        log.note(.tapInput, at: 0.504)       // frame 30: 500 ms
        log.note(.type("hi"), at: 1.01)      // frame 61: 1017 ms
        log.note(.send, at: 1.02)            // frame 61: no wait
        log.note(.tapList, at: 2.0)          // frame 120: 2000 ms
        #expect(log.scriptText == """
        # A live session saved by keyboard-chat; replay it with --script.
        wait 500
        tap input
        wait 517
        type hi
        send
        wait 983
        tap list

        """)
        let steps = try DemoScript.parse(log.scriptText, file: "s.txt").steps.map(\.command)
        #expect(steps == [.wait(milliseconds: 500), .tapInput, .wait(milliseconds: 517), .type("hi"), .send,
                          .wait(milliseconds: 983), .tapList])
    }

    @Test func theStartingOptionsAreACommentOfTheHeader() throws {
        let log = SessionLog(startingOptions: ["--case", "few", "--keyboard", "pinyin"])
        #expect(log.scriptText == "# A live session saved by keyboard-chat; replay it with --script.\n# It started with: --case few --keyboard pinyin\n")
        #expect(try DemoScript.parse(log.scriptText, file: "s.txt").steps.isEmpty)
    }

    @Test func framesFollowTheRunsRate() {
        var log = SessionLog(framesPerSecond: 120)
        log.note(.escape, at: 0.0126)  // frame 2 of 120: 17 ms
        #expect(log.scriptText.contains("wait 17\nescape\n"))
    }

    @Test func typingInOneFrameIsOneLineAndLaterTypingIsAnother() {
        var log = SessionLog()
        log.note(.type("h"), at: 0)
        log.note(.type("i"), at: 0.001)
        log.note(.type("!"), at: 0.5)
        #expect(log.scriptText.hasSuffix("type hi\nwait 500\ntype !\n"))
    }

    /// A live action with no script command is kept, as a comment that does not break the script.
    @Test func unscriptedActionsAreCommentLines() throws {
        var log = SessionLog()
        log.noteUnscripted("export chat\nas text", at: 0)
        log.note(.type("a\rb"), at: 0)
        log.note(.screenshot(path: "x.png"), at: 0)
        let text = log.scriptText
        #expect(text.contains("# not repeatable by a script: export chat as text\n"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("# not repeatable") }.count == 3)
        #expect(try DemoScript.parse(text, file: "s.txt").steps.isEmpty)
    }

    @Test func menuActionsMapToTheirScriptCommands() {
        #expect(SessionLog.command(forAction: "keyboard", parameter: "emoji", on: nil) == .keyboard(.emoji))
        #expect(SessionLog.command(forAction: ConversationCase.actionName, parameter: "many", on: nil) == .conversationCase(.many))
        #expect(SessionLog.command(forAction: Strategy.actionName, parameter: "always", on: nil) == .strategy(.always))
        #expect(SessionLog.command(forAction: "rotate", parameter: nil, on: nil) == .rotate)
        #expect(SessionLog.command(forAction: "hide-keyboard", parameter: nil, on: nil) == .escape)
        #expect(SessionLog.command(forAction: "slow-motion", parameter: nil, on: true) == .slowMotion(10))
        #expect(SessionLog.command(forAction: "slow-motion", parameter: nil, on: false) == .slowMotion(1))
        #expect(SessionLog.command(forAction: "debug-overlay", parameter: nil, on: true) == .overlay(true))
        #expect(SessionLog.command(forAction: "save-profile", parameter: nil, on: nil) == nil)
        #expect(SessionLog.command(forAction: ProfileMenuCommand.tuneMotion.actionName, parameter: nil, on: nil) == .tuningPanel)
        #expect(SessionLog.command(forAction: "keyboard", parameter: "klingon", on: nil) == nil)
    }

    /// A Recent Profiles entry (or "Load Profile…"'s file) is written as the step that loads the
    /// same file; a path a script word cannot hold is a comment line instead.
    @Test func aRecentProfileIsWrittenAsProfileLoad() {
        let command = SessionLog.command(forAction: RecentProfiles.actionName, parameter: "/p/a.json", on: nil)
        #expect(command == .profile(.load(path: "/p/a.json")))
        #expect(command.flatMap(SessionLog.line) == "profile load /p/a.json")
        #expect(SessionLog.line(.profile(.load(path: "/p/my profile.json"))) == nil)
        #expect(SessionLog.line(.profile(.recent(position: 1))) == nil)
    }

    /// A recording opened from the menu's chooser (or a script) is written as the step that
    /// opens the same file, so replaying the session shows it again.
    @Test func anOpenedRecordingIsWrittenAsOpenRecording() throws {
        let command = SessionLog.command(forAction: SessionMenuCommand.openRecordingPathAction, parameter: "/v/phone.mp4", on: nil)
        #expect(command == .openRecording(path: "/v/phone.mp4"))
        #expect(command.flatMap(SessionLog.line) == "open-recording /v/phone.mp4")
        #expect(try scriptCommands("open-recording /v/phone.mp4") == [.openRecording(path: "/v/phone.mp4")])
        #expect(SessionLog.line(.openRecording(path: "/v/my phone.mp4")) == nil)
    }
}
