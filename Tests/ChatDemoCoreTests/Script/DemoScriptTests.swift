import Foundation
import Testing
@testable import ChatDemoCore
import OutputFiles
import TestSupport

@Suite struct DemoScriptTests {
    @Test func documentedExample() throws {
        let script = try DemoScript.parse("tap input\nwait 600\nquit\n", file: "demo.txt")
        #expect(script.steps == [
            DemoScript.Step(line: 1, column: 5, command: .tapInput),
            DemoScript.Step(line: 2, column: 1, command: .wait(milliseconds: 600)),
            DemoScript.Step(line: 3, column: 1, command: .quit),
        ])
    }

    @Test func everyCommand() throws {
        let text = """
        tap input
        tap list
        tap send
        tap jump
        tap key q
        type hello
        send
        wait 0
        wait 600000
        keyboard english
        keyboard pinyin
        keyboard emoji
        rotate
        drag list 0 -250.5 300
        drag list 1e1 40 0
        screenshot out/shot-1.png
        escape
        slow-motion 1
        slow-motion 10.5
        resize 390 844
        quit
        """
        #expect(try scriptCommands(text) == [
            .tapInput, .tapList, .tapSend, .tapJumpToLatest, .tapKey("q"), .type("hello"), .send,
            .wait(milliseconds: 0), .wait(milliseconds: 600_000),
            .keyboard(.english), .keyboard(.pinyin), .keyboard(.emoji), .rotate,
            .drag(dx: 0, dy: -250.5, milliseconds: 300), .drag(dx: 10, dy: 40, milliseconds: 0),
            .screenshot(path: "out/shot-1.png"), .escape, .slowMotion(1), .slowMotion(10.5 as Double),
            .resize(width: 390, height: 844), .quit,
        ])
    }

    @Test func commentsAndBlankLinesKeepLineNumbers() throws {
        let text = "# demo\n\n   \ntap input   # raise it\n\t\n  wait 600\t\n# done\nquit"
        #expect(try DemoScript.parse(text, file: "s.txt").steps == [
            DemoScript.Step(line: 4, column: 5, command: .tapInput),
            DemoScript.Step(line: 6, column: 3, command: .wait(milliseconds: 600)),
            DemoScript.Step(line: 8, column: 1, command: .quit),
        ])
    }

    @Test func windowsLineEndings() throws {
        #expect(try scriptCommands("tap input\r\ntype hi there\r\nquit\r\n") == [.tapInput, .type("hi there"), .quit])
    }

    @Test func emptyScript() throws {
        #expect(try scriptCommands("").isEmpty)
        #expect(try scriptCommands("# nothing\n\n").isEmpty)
    }

    @Test func typeKeepsHashAndSpaces() throws {
        #expect(try scriptCommands("type issue #42 is  fixed") == [.type("issue #42 is  fixed")])
        #expect(try scriptCommands("  type # not a comment") == [.type("# not a comment")])
        #expect(try scriptCommands("type\tC# and F#") == [.type("C# and F#")])
        #expect(try scriptCommands("type trailing  ") == [.type("trailing  ")])
        #expect(try scriptCommands("type  two leading") == [.type(" two leading")])
        #expect(try scriptCommands("type 你好 👋") == [.type("你好 👋")])
    }

    /// `\n` in a typed text is a line break, `\\` a backslash.
    @Test func typeUnderstandsLineBreaks() throws {
        #expect(try scriptCommands(#"type one\ntwo"#) == [.type("one\ntwo")])
        #expect(try scriptCommands(#"type a\\n and C:\\dir\\"#) == [.type(#"a\n and C:\dir\"#)])
        #expect(try scriptCommands(#"type \n"#) == [.type("\n")])
    }

    /// Any other backslash would type something the author did not write: it is refused where
    /// it stands (the column counts scalars), before a window opens.
    @Test func anUnknownEscapeIsRefusedWithItsColumn() {
        let hint = "(type takes \\n for a line break and \\\\ for a backslash)"
        #expect(scriptProblem(#"type a\x"#) == "s.txt:1:7: unknown escape '\\x' \(hint)")
        #expect(scriptProblem("tap input\n" + #"type C:\dir"#) == "s.txt:2:8: unknown escape '\\d' \(hint)")
        #expect(scriptProblem("type e\u{301}\\x") == "s.txt:1:8: unknown escape '\\x' \(hint)")
        #expect(scriptProblem(#"type b\"#) == "s.txt:1:7: a lone '\\' ends the text \(hint)")
        #expect(scriptProblem(#"receive-stream C:\dir 300"#) == "s.txt:1:18: unknown escape '\\d' \(hint)")
        #expect(scriptProblem(#"receive-stream a\ 300"#) == "s.txt:1:17: a lone '\\' ends the text \(hint)")
    }

    /// `receive-stream TEXT MS`. The text owns the line up to the duration ('#' and
    /// inner spaces are text) and takes `type`'s escapes.
    @Test func receiveStream() throws {
        #expect(try scriptCommands("receive-stream Sure, here it is. 1500") == [.receiveStream("Sure, here it is.", milliseconds: 1500)])
        #expect(try scriptCommands("  receive-stream Step #1\\nStep  #2\t0") == [.receiveStream("Step #1\nStep  #2", milliseconds: 0)])
        #expect(scriptProblem("receive-stream") == "s.txt:1:1: usage: receive-stream TEXT MS (the reply's text, then how long it takes to arrive in milliseconds)")
        #expect(scriptProblem("tap input\nreceive-stream 1200") == "s.txt:2:1: usage: receive-stream TEXT MS (the reply's text, then how long it takes to arrive in milliseconds)")
        #expect(scriptProblem("receive-stream hello soon") == "s.txt:1:22: expected a duration of 0…600000 milliseconds, got 'soon'")
        #expect(scriptProblem("receive-stream hello 700000") == "s.txt:1:22: expected a duration of 0…600000 milliseconds, got '700000'")
    }

    @Test func panelIsShownHiddenOrToggled() throws {
        #expect(try scriptCommands("panel show\npanel hide # away\n  panel toggle") == [.panel(.show), .panel(.hide), .panel(.toggle)])
        #expect(scriptProblem("panel") == "s.txt:1:1: 'panel' takes one of show, hide, toggle, got ''")
        #expect(scriptProblem("tap input\npanel up") == "s.txt:2:7: 'panel' takes one of show, hide, toggle, got 'up'")
        #expect(scriptProblem("panel show now") == "s.txt:1:12: 'panel' takes one of show, hide, toggle, got 'show now'")
    }

    @Test func overlayIsOnOrOff() throws {
        #expect(try scriptCommands("overlay on\noverlay off # back") == [.overlay(true), .overlay(false)])
        #expect(scriptProblem("overlay") == "s.txt:1:1: 'overlay' takes 'on' or 'off', got ''")
        #expect(scriptProblem("overlay yes") == "s.txt:1:9: 'overlay' takes 'on' or 'off', got 'yes'")
    }

    @Test func typeNeedsText() {
        #expect(scriptProblem("type") == "s.txt:1:1: 'type' needs the text to type")
        #expect(scriptProblem("tap input\ntype ") == "s.txt:2:1: 'type' needs the text to type")
    }

    @Test func commandsThatStartLikeTypeAreNotType() {
        #expect(scriptProblem("typed hello # x") == "s.txt:1:1: unknown command 'typed'")
    }

    @Test func unknownCommand() {
        #expect(scriptProblem("tap input\n\njump 3\nquit") == "s.txt:3:1: unknown command 'jump'")
        #expect(scriptProblem("Quit") == "s.txt:1:1: unknown command 'Quit'")
    }

    @Test func badTap() {
        #expect(scriptProblem("tap") == "s.txt:1:1: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got ''")
        #expect(scriptProblem("\ntap button") == "s.txt:2:5: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'button'")
        #expect(scriptProblem("tap key") == "s.txt:1:5: 'tap' takes 'input', 'list', 'send', 'jump' or 'key LABEL', got 'key'")
    }

    @Test func holdKey() throws {
        #expect(try scriptCommands("hold key ⌫ 2000\nhold key q 0") == [.holdKey("⌫", milliseconds: 2000), .holdKey("q", milliseconds: 0)])
        #expect(try scriptCommands("hold key #+= 300 # the second symbols page") == [.holdKey("#+=", milliseconds: 300)])
        #expect(try scriptCommands("tap key #+=\ntap key q # a comment") == [.tapKey("#+="), .tapKey("q")])
        #expect(try scriptCommands("tap key q #") == [.tapKey("q")])
    }

    @Test func badHolds() {
        #expect(scriptProblem("hold key ⌫") == "s.txt:1:1: usage: hold key LABEL MS")
        #expect(scriptProblem("hold ⌫ 300") == "s.txt:1:6: usage: hold key LABEL MS")
        #expect(scriptProblem("\nhold key nope 300")?.hasPrefix("s.txt:2:10: no keyboard has a key labelled 'nope'") == true)
        #expect(scriptProblem("hold key q -1") == "s.txt:1:12: expected a duration of 0…600000 milliseconds, got '-1'")
    }

    @Test func argumentsWhereNoneBelong() {
        #expect(scriptProblem("send now") == "s.txt:1:6: 'send' takes no arguments")
        #expect(scriptProblem("wait 1\nquit please") == "s.txt:2:6: 'quit' takes no arguments")
    }

    @Test func badKeyboardName() {
        #expect(scriptProblem("tap input\nkeyboard french") == "s.txt:2:10: 'keyboard' takes one of english, pinyin, emoji, hebrew, arabic, got 'french'")
        #expect(scriptProblem("keyboard") == "s.txt:1:1: 'keyboard' takes one of english, pinyin, emoji, hebrew, arabic, got ''")
        #expect(scriptProblem("keyboard English") == "s.txt:1:10: 'keyboard' takes one of english, pinyin, emoji, hebrew, arabic, got 'English'")
    }

    @Test func badWaits() {
        #expect(scriptProblem("wait -5") == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '-5'")
        #expect(scriptProblem("\n\nwait NaN") == "s.txt:3:6: expected a duration of 0…600000 milliseconds, got 'NaN'")
        #expect(scriptProblem("wait 600001") == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '600001'")
        #expect(scriptProblem("wait 99999999999999999999") == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '99999999999999999999'")
        #expect(scriptProblem("wait 1.5") == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '1.5'")
        #expect(scriptProblem("wait") == "s.txt:1:1: 'wait' takes one duration in milliseconds")
        #expect(scriptProblem("wait 1 2") == "s.txt:1:8: 'wait' takes one duration in milliseconds")
    }

    @Test func emojiGridSteps() throws {
        let script = try DemoScript.parse("tap key 🐶\ntap key animals\ndrag keyboard -300.5 250\n", file: "s.txt")
        #expect(script.steps.map(\.command) == [.tapKey("🐶"), .tapKey("animals"), .dragKeyboard(dx: -300.5, milliseconds: 250)])
        #expect(scriptProblem("drag keyboard left 300") == "s.txt:1:15: 'drag keyboard' needs a numeric DX, got 'left'")
        #expect(scriptProblem("drag keyboard nan 300") == "s.txt:1:15: 'drag keyboard' needs a numeric DX, got 'nan'")
        #expect(scriptProblem("drag keyboard -30") == "s.txt:1:1: usage: drag keyboard DX MS")
        #expect(scriptProblem("drag keyboard -30 0 300") == "s.txt:1:21: usage: drag keyboard DX MS")
        #expect(scriptProblem("drag keyboard -30 -1") == "s.txt:1:19: expected a duration of 0…600000 milliseconds, got '-1'")
    }

    @Test func badDrags() {
        #expect(scriptProblem("drag list left 40 300") == "s.txt:1:11: 'drag list' needs a numeric DX, got 'left'")
        #expect(scriptProblem("tap input\ndrag list 0 nan 300") == "s.txt:2:13: 'drag list' needs a numeric DY, got 'nan'")
        #expect(scriptProblem("drag list inf 0 300") == "s.txt:1:11: 'drag list' needs a numeric DX, got 'inf'")
        #expect(scriptProblem("drag list 0 40 -1") == "s.txt:1:16: expected a duration of 0…600000 milliseconds, got '-1'")
        #expect(scriptProblem("drag list 0 40 fast") == "s.txt:1:16: expected a duration of 0…600000 milliseconds, got 'fast'")
        #expect(scriptProblem("drag list 0 40") == "s.txt:1:1: usage: drag list DX DY MS")
        #expect(scriptProblem("drag input 0 40 300") == "s.txt:1:6: usage: drag list DX DY MS")
    }

    @Test func badScreenshots() {
        #expect(scriptProblem("screenshot shot.jpg") == "s.txt:1:12: usage: screenshot FILE.png")
        #expect(scriptProblem("wait 1\nscreenshot") == "s.txt:2:1: usage: screenshot FILE.png")
        #expect(scriptProblem("screenshot .png") == "s.txt:1:12: usage: screenshot FILE.png")
        #expect(scriptProblem("screenshot out/.png") == "s.txt:1:12: usage: screenshot FILE.png")
        #expect(scriptProblem("screenshot a.png b.png") == "s.txt:1:18: usage: screenshot FILE.png")
    }

    @Test func badSlowMotionAndResize() {
        #expect(scriptProblem("slow-motion 0.5") == "s.txt:1:13: 'slow-motion' takes one factor of at least 1")
        #expect(scriptProblem("slow-motion nan") == "s.txt:1:13: 'slow-motion' takes one factor of at least 1")
        #expect(scriptProblem("resize 100 844") == "s.txt:1:8: usage: resize WIDTH HEIGHT (each 200…4000)")
        #expect(scriptProblem("resize 390") == "s.txt:1:1: usage: resize WIDTH HEIGHT (each 200…4000)")
    }

    @Test func slowMotionStopsWhereTheFlagDoes() throws {
        #expect(try scriptCommands("slow-motion 100") == [.slowMotion(100)])
        #expect(scriptProblem("slow-motion 100.5") == "s.txt:1:13: 'slow-motion' takes a factor of at most 100 (as --slow-motion does), got '100.5'")
        #expect(scriptProblem("tap input\nslow-motion 1e300") == "s.txt:2:13: 'slow-motion' takes a factor of at most 100 (as --slow-motion does), got '1e300'")
    }

    @Test func tapKeyNamesAKeyOfSomeKeyboard() throws {
        #expect(try scriptCommands("tap key q\ntap key ⇧\ntap key 空格\ntap key 😀\ntap key ABC\ntap key 🌐") == [
            .tapKey("q"), .tapKey("⇧"), .tapKey("空格"), .tapKey("😀"), .tapKey("ABC"), .tapKey("🌐"),
        ])
        let help = "(keys are named by what they show: q, ⇧, ⌫, space, return, 123, 🌐, 空格, …)"
        #expect(scriptProblem("tap input\ntap key shift") == "s.txt:2:9: no keyboard has a key labelled 'shift' " + help)
        #expect(scriptProblem("tap key Q") == "s.txt:1:9: no keyboard has a key labelled 'Q' " + help)
        #expect(scriptProblem("tap key \u{1B}[2J") == "s.txt:1:9: no keyboard has a key labelled '<U+001B>[2J' " + help)
    }

    @Test func invisibleAndControlCharactersAreShownEscaped() {
        // A non-breaking space joins the words: the message must not read
        // like the valid 'tap input'.
        #expect(scriptProblem("tap\u{A0}input") == "s.txt:1:1: unknown command 'tap<U+00A0>input'")
        #expect(scriptProblem("\u{FEFF}tap input") == "s.txt:1:1: unknown command '<U+FEFF>tap'")
        #expect(scriptProblem("jump\u{1B}[31m\u{0}") == "s.txt:1:1: unknown command 'jump<U+001B>[31m<U+0000>'")
        #expect(scriptProblem("keyboard \u{7}") == "s.txt:1:10: 'keyboard' takes one of english, pinyin, emoji, hebrew, arabic, got '<U+0007>'")
        #expect(scriptProblem("wait 1\u{200B}") == "s.txt:1:6: expected a duration of 0…600000 milliseconds, got '1<U+200B>'")
    }

    @Test func aScriptLargerThanTheLimitIsRefused() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/big.txt"
        let line = "wait 0\n"
        let lines = DemoScript.maximumFileBytes / line.utf8.count + 1
        try String(repeating: line, count: lines).write(toFile: path, atomically: false, encoding: .utf8)
        #expect(throws: InputError(file: path, "the file is larger than 1 MB, the limit for scripts")) {
            try DemoScript.load(path: path)
        }
        let fits = directory + "/fits.txt"
        try String(repeating: line, count: DemoScript.maximumFileBytes / line.utf8.count).write(toFile: fits, atomically: false, encoding: .utf8)
        #expect(try DemoScript.load(path: fits).steps.count == DemoScript.maximumFileBytes / line.utf8.count)
    }

    @Test func loadRefusesOtherEncodingsAndMissingFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/latin1.txt"
        try Data([0x74, 0x79, 0x70, 0x65, 0x20, 0xE9]).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError(file: path, line: 1, column: 6, "the script is not valid UTF-8")) { try DemoScript.load(path: path) }
        // The first bad byte is named where it is: line 2, after "wait 1" and a two-byte é.
        try Data(Array("tap input\nwait 1\u{E9}".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError(file: path, line: 2, column: 8, "the script is not valid UTF-8")) { try DemoScript.load(path: path) }
        #expect(throws: InputError(file: directory + "/none.txt", "no such file")) { try DemoScript.load(path: directory + "/none.txt") }
    }

    @Test func firstBadLineWins() {
        #expect(scriptProblem("tap input\nwait x\njump") == "s.txt:2:6: expected a duration of 0…600000 milliseconds, got 'x'")
    }

    @Test func errorsNameTheColumnOfTheOffendingWord() throws {
        #expect(throws: InputError(file: "s.txt", line: 1, column: 3, "unknown command 'jump'")) {
            try DemoScript.parse("  jump", file: "s.txt")
        }
    }
}

@Suite struct DemoScriptCaseCommandTests {
    @Test func caseSwitchesAFixtureAndRejectsOthers() throws {
        let script = try DemoScript.parse("case many\n", file: "s.txt")
        #expect(script.steps == [DemoScript.Step(line: 1, column: 1, command: .conversationCase(.many))])
        #expect(throws: InputError(file: "s.txt", line: 2, column: 6, "'case' takes one of few, some, many, got 'lots'")) {
            try DemoScript.parse("tap input\ncase lots\n", file: "s.txt")
        }
    }
}
