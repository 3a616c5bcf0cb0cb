import Foundation
import Testing

/// From the real binary: top-level help lists every option, and every refusal exits 2 and
/// names what and where, with nothing invisible or raw in the message.
extension BadInputTests {
    @Test func topLevelHelpListsEveryDemoOption() throws {
        /// The options a help text lists: each option line's first `--name`.
        func listedOptions(_ help: String) -> Set<String> {
            Set(help.split(separator: "\n").filter { $0.hasPrefix("  -") }
                .compactMap { line in line.split(whereSeparator: { $0 == " " || $0 == "," }).first { $0.hasPrefix("--") } }
                .map(String.init))
        }
        let demo = listedOptions(try runApp(["demo", "--help"], display: nil).stdout)
        #expect(demo.isSuperset(of: ["--case", "--conversation", "--messages", "--script", "--record", "--slow-motion", "--help"]))
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try runApp(arguments, display: nil)
            #expect(result.status == 0)
            #expect(listedOptions(result.stdout) == demo, "\(arguments):\n\(result.stdout)")
            #expect(result.stdout.contains("curves"))
            #expect(!result.stdout.contains("bench"), "the benchmarks are keyboard-chat-bench, not a subcommand")
        }
    }

    @Test func schemaErrorsNameLineAndColumn() throws {
        let directory = try makeScratchDirectory("schema")
        let cases: [(text: String, expected: String)] = [
            (#"{"title": "t", "messages": [{"sender": "me", "text": 5}]}"#, "bad.json:1:54: messages[0].text should be a string"),
            ("{\"title\": \"t\",\n \"messages\": [{\"sender\": \"me\", \"text\": \"a\"},\n  {\"sender\": \"bob\", \"text\": \"b\"}]}",
             #"bad.json:3:14: messages[1].sender must be "me" or "them", found "bob""#),
            (#"{"title": "\uD800", "messages": []}"#, "bad.json:1:12: lone surrogate \\uD800"),
            (#"{"title": "a", "messages": [], "title": "b"}"#, #"bad.json:1:32: duplicate key "title" (first at 1:2)"#),
            ("\u{FEFF}\u{FEFF}{}", "bad.json:1:1: expected a value, found <U+FEFF> (a byte order mark)"),
        ]
        for (text, expected) in cases {
            let path = directory + "/bad.json"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            try Self.expectRejected(["--conversation", path], mentioning: [expected])
        }
    }

    @Test func aNamedPipeWithoutWriterIsRefusedInsteadOfWaitedFor() throws {
        let directory = try makeScratchDirectory("fifo")
        let pipe = directory + "/pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        try Self.expectRejected(["--conversation", pipe], mentioning: ["pipe: is a named pipe with nothing writing to it"])
        try Self.expectRejected(["--script", pipe], mentioning: ["pipe: is a named pipe with nothing writing to it"])
    }

    @Test func negativeNumbersGetTheirRangeNotMissingValue() throws {
        try Self.expectRejected(["--messages", "-1"], mentioning: ["--messages must be from 0 to 1000000, got -1"])
        try Self.expectRejected(["--slow-motion", "-3"], mentioning: ["--slow-motion must be a number from 0.01 to 100"])
    }

    @Test func badOptionValuesAreQuotedEscaped() throws {
        let result = try runApp(["--keyboard", "en\u{1B}[2J\u{A0}"], display: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("en<U+001B>[2J<U+00A0>"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "raw control character in: \(result.stderr)")
    }

    @Test func aRecordDirectoryUnderAFileSaysWhy() throws {
        let directory = try makeScratchDirectory("record-under-file")
        try "x".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        try "quit\n".write(toFile: directory + "/quit.script", atomically: true, encoding: .utf8)
        let result = try runApp(["--script", directory + "/quit.script", "--record", directory + "/notes.txt/frames"],
                                display: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(directory)/notes.txt is a file, not a directory"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test(arguments: [["--case", "few", "--case", "many"], ["--landscape", "--landscape"],
                      ["demo", "--slow-motion", "2", "--keyboard", "emoji", "--slow-motion=3"],
                      ["curves", "--csv", "--samples", "3", "--samples", "4"]])
    func repeatedOptionsAreRefusedByName(arguments: [String]) throws {
        let repeated = arguments.last { $0.hasPrefix("--") }!.split(separator: "=")[0]
        try Self.expectRejected(arguments, mentioning: ["\(repeated) is given more than once"])
    }

    /// Every option `demo --help` lists, flag or valued, is refused when
    /// repeated: a flag added later without telling the check fails here.
    @Test func everyDemoOptionIsRefusedWhenRepeated() throws {
        let help = try runApp(["demo", "--help"], display: nil).stdout
        let lines = help.split(separator: "\n").filter { $0.hasPrefix("  --") }
        #expect(lines.count >= 10, "\(help)")
        for line in lines {
            let words = line.split(separator: " ")
            let option = String(words[0])
            let takesValue = words.count > 1 && words[1].hasPrefix("<")
            let arguments = takesValue ? [option, "x", option, "x"] : [option, option]
            try Self.expectRejected(arguments, mentioning: ["\(option) is given more than once"])
        }
    }

    @Test func scriptLinesAreCheckedAndQuotedSafely() throws {
        let directory = try makeScratchDirectory("script-lines")
        let cases: [(lines: [String], expected: String)] = [
            (["tap input", "tap key shift"], "script.txt:2:9: no keyboard has a key labelled 'shift'"),
            (["tap\u{A0}input"], "script.txt:1:1: unknown command 'tap<U+00A0>input'"),
            (["jump\u{1B}[2J\u{7}"], "script.txt:1:1: unknown command 'jump<U+001B>[2J<U+0007>'"),
            (["slow-motion 1e300"], "script.txt:1:13: 'slow-motion' takes a factor of at most 100"),
        ]
        for (lines, expected) in cases {
            let script = try writeScript(lines, in: directory)
            try Self.expectRejected(["--script", script], mentioning: [expected])
            let result = try runApp(["--script", script], display: nil)
            #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "raw control character in: \(result.stderr)")
        }
    }

    @Test func aScriptOverTheSizeLimitIsRefused() throws {
        let directory = try makeScratchDirectory("big-script")
        let path = directory + "/big.txt"
        try String(repeating: "wait 0\n", count: (1 << 20) / 7 + 1).write(toFile: path, atomically: true, encoding: .utf8)
        try Self.expectRejected(["--script", path], mentioning: ["big.txt: the file is larger than 1 MB, the limit for scripts"])
    }
}

/// At run time: a `tap key` that cannot land stops the script with exit 2, its line and the
/// column of the key's label; one that can, lands, and one right after `tap input` waits for the
/// keyboard to come up and lands.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ScriptTapKeyTests {
    private func run(_ lines: [String], name: String) throws -> CommandResult {
        let directory = try makeScratchDirectory(name)
        let script = try writeScript(lines, in: directory, name: "s.txt")
        let display = try TestDisplay()
        return try runApp(["--script", script], display: display.name, environment: ["KEYBOARDCHAT_REPORT_SENT": "1"])
    }

    @Test func aTapWhileTheKeyboardIsHiddenIsExitTwoWithTheLine() throws {
        let result = try run(["wait 100", "tap key q", "wait 100", "quit"], name: "tap-hidden")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("s.txt:2:9: tap key 'q': the keyboard is hidden (use 'tap input' first)"), "\(result.stderr)")
    }

    /// Nothing waits for a keyboard that is going down: `escape` right before the tap.
    @Test func aTapWhileTheKeyboardGoesDownIsExitTwoWithTheLine() throws {
        let result = try run(["tap input", "wait 600", "escape", "  tap key q", "quit"], name: "tap-going")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("s.txt:4:11: tap key 'q': the keyboard is hidden (use 'tap input' first)"), "\(result.stderr)")
    }

    @Test func aKeyTheCurrentLayoutLacksIsExitTwoWithTheLine() throws {
        let result = try run(["tap input", "wait 100", "tap key 空格", "quit"], name: "tap-missing")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("s.txt:3:9: tap key '空格': the english keyboard has no such key"), "\(result.stderr)")
    }

    /// `tap key` straight after `tap input`, before the keyboard has moved: the taps wait for
    /// the keys to come up, as a person would, and land.
    @Test func aTapBeforeTheKeyboardHasMovedWaitsForIt() throws {
        let result = try run(["tap input", "tap key h", "tap key i", "send", "quit"], name: "tap-too-soon")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") } == ["sent: Hi"], "\(result.stdout)")
        #expect(!result.stderr.contains("CRITICAL"), "\(result.stderr)")
    }

    @Test func tapsOnAShownKeyboardLand() throws {
        let result = try run(["tap input", "wait 600", "tap key h", "tap key i", "send", "quit"], name: "tap-lands")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("no key"), "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") } == ["sent: Hi"], "\(result.stdout)")  // a capital starts the field (iOS sentences)
        #expect(!result.stderr.contains("CRITICAL"), "\(result.stderr)")
    }
}
