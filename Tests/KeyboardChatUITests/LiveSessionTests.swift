import ChatDemoCore
import Foundation
import Testing
@testable import KeyboardChatUI
import OutputFiles

/// The shell's side of a saved session: what a real key put in the field, the options a replay
/// needs, and writing through OutputFiles' rules (never over one of the run's inputs).
@MainActor
@Suite struct LiveSessionTests {
    @Test func aKeysTextIsWhatItInsertedAnywhereInTheDraft() {
        #expect(InputBar.insertion(from: "", to: "h") == "h")
        #expect(InputBar.insertion(from: "helo", to: "hello") == "l")
        #expect(InputBar.insertion(from: "ab", to: "a\nb") == "\n")
        #expect(InputBar.insertion(from: "abc", to: "ab") == nil)
        #expect(InputBar.insertion(from: "abc", to: "xbcd") == nil)
    }

    @Test func theStartingOptionsLeaveOutTheOutputs() {
        #expect(LiveSession.startingOptions(["--case", "few", "--save-session", "s.txt", "--trace", "t.csv",
                                             "--record=out", "--keyboard", "pinyin"])
                == ["--case", "few", "--keyboard", "pinyin"])
    }

    @Test func aRunsInputIsNeverWrittenOver() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("live-session-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/demo.txt"
        try "tap input\n".write(toFile: script, atomically: true, encoding: .utf8)
        #expect(throws: InputError(file: script, "is the --script input; refusing to overwrite it")) {
            try LiveSession.shared.write(to: script, inputs: [("--script", script)])
        }
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "tap input\n")
        let saved = directory + "/session.txt"
        try LiveSession.shared.write(to: saved, inputs: [("--script", script)], closing: true)
        let steps = try DemoScript.load(path: saved).steps.map(\.command)
        #expect(steps.last == .quit)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["demo.txt", "session.txt"])
    }
}
