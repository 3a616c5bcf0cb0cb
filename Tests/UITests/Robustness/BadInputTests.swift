import Foundation
import Testing

/// The exit codes scripts branch on, from the real binary: bad usage and bad files exit 2 with a
/// message that says what was wrong and where — before any window opens, so
/// none of these needs a display.
@Suite(.onItsOwnThread()) struct BadInputTests {
    static func expectRejected(_ arguments: [String], mentioning expected: [String]) throws {
        let result = try runApp(arguments, display: nil)
        #expect(result.status == 2, "\(arguments) exited \(result.status): \(result.stderr)")
        for fragment in expected {
            #expect(result.stderr.contains(fragment), "\(arguments): '\(fragment)' missing from: \(result.stderr)")
        }
        #expect(!result.stderr.contains("Fatal error"), "\(arguments) crashed: \(result.stderr)")
    }

    @Test func unknownFlagsAndValues() throws {
        try Self.expectRejected(["--bogus"], mentioning: ["--bogus"])
        try Self.expectRejected(["--case", "lots"], mentioning: ["lots"])
        try Self.expectRejected(["--strategy", "magic"], mentioning: ["magic"])
        try Self.expectRejected(["--keyboard", "klingon"], mentioning: ["klingon"])
        try Self.expectRejected(["--theme", "blue"], mentioning: ["blue", "light", "dark", "system"])
    }

    /// A bad value is quoted escaped: its line break cannot pass for one of the message's own.
    @Test func aValueWithALineBreakIsQuotedEscaped() throws {
        let result = try runApp(["--case", "x\ny"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("The value 'x<U+000A>y' is invalid for '--case <case>'"), "\(result.stderr)")
        #expect(!result.stderr.contains("x\ny"), "\(result.stderr)")
    }

    @Test func badNumbers() throws {
        try Self.expectRejected(["--slow-motion", "-3"], mentioning: ["--slow-motion"])
        try Self.expectRejected(["--slow-motion", "nan"], mentioning: ["--slow-motion"])
        try Self.expectRejected(["--messages", "-5"], mentioning: ["--messages"])
        try Self.expectRejected(["--messages", "ten"], mentioning: ["ten"])
        try Self.expectRejected(["--bottom-offset", "-1"], mentioning: ["--bottom-offset must be a whole number of points from 0 to 80", "got -1"])
        try Self.expectRejected(["--bottom-offset", "81"], mentioning: ["--bottom-offset must be a whole number of points from 0 to 80", "got 81"])
        try Self.expectRejected(["--bottom-offset", "2.5"], mentioning: ["2.5", "--bottom-offset"])
    }

    @Test func missingAndMalformedFiles() throws {
        let directory = try makeScratchDirectory("bad-files")
        try Self.expectRejected(["--conversation", directory + "/missing.json"], mentioning: ["missing.json", "no such file"])
        try Self.expectRejected(["--script", directory + "/missing.txt"], mentioning: ["missing.txt", "no such file"])
        let malformed = directory + "/broken.json"
        try "{\"title\": \"x\",\n  \"messages\": [\n    {\"sender\": \"me\" \"text\": \"hi\"}\n  ]\n}\n"
            .write(toFile: malformed, atomically: true, encoding: .utf8)
        try Self.expectRejected(["--conversation", malformed], mentioning: ["broken.json:3:21:"])
        let unknownSender = directory + "/sender.json"
        try #"{"title": "x", "messages": [{"sender": "bob", "text": "hi"}]}"#.write(toFile: unknownSender, atomically: true, encoding: .utf8)
        try Self.expectRejected(["--conversation", unknownSender], mentioning: ["messages[0].sender", "bob"])
        let notUTF8 = directory + "/latin1.json"
        try Data([0x7B, 0x22, 0x74, 0xE9, 0x22, 0x7D]).write(to: URL(fileURLWithPath: notUTF8))
        try Self.expectRejected(["--conversation", notUTF8], mentioning: ["latin1.json:1:", "UTF-8"])
    }

    @Test func anUnwritableRecordDirectoryIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try makeScratchDirectory("bad-record")
        let blocker = directory + "/a-file"
        try "x".write(toFile: blocker, atomically: true, encoding: .utf8)
        let script = try writeScript(["quit"], in: directory)
        try Self.expectRejected(["--script", script, "--record", blocker + "/frames"], mentioning: ["a-file/frames"])
        try Self.expectRejected(["--trace", directory + "/no/such/dir/trace.csv"], mentioning: ["trace.csv"])
    }
}

/// The C boundary: every closure box handed to GLib is released by its
/// destroy notifier by the time the app exits.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ClosureBoxTests {
    @Test func everyBoxIsReleasedAfterARealSession() throws {
        let directory = try makeScratchDirectory("boxes")
        let script = try writeScript(["tap input", "wait 300", "tap key h", "tap key i", "send", "keyboard pinyin",
                                      "wait 300", "drag list 0 400 300", "wait 600", "rotate", "wait 400", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script], display: display.name,
                                environment: ["KEYBOARDCHAT_REPORT_LIVE_BOXES": "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("live closure boxes: 0"), "\(result.stderr)")
    }
}
