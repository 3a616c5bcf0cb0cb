import Foundation
import Keyboard
import Testing

/// The Hebrew and Arabic keyboards type into the field: through a script's `tap key`, and
/// through real clicks (xdotool) on the drawn keys, each checked by the text the field holds
/// when it is sent (`KEYBOARDCHAT_REPORT_SENT`). The stage reads right to left meanwhile.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct RightToLeftTypingTests {
    static let words: [(keyboard: String, word: String, returnKey: String)] = [
        ("hebrew", "שלום, עולם.", "שליחה"),
        ("arabic", "سلام عليكم", "إرسال"),
    ]
    static let sent = ["KEYBOARDCHAT_REPORT_SENT": "1"]

    /// A key's label for a character of `word` (space is the space bar's own label).
    static func label(of character: Character, on kind: KeyboardLayoutKind) throws -> String {
        let keys = try KeyboardResources.bundled().layout(kind).allKeys
        if character == " " { return try #require(keys.first { $0.action == .space }).label }
        return try #require(keys.first { $0.action == .character(String(character)) }, "no key for \(character)").label
    }

    @Test(arguments: words.indices)
    func tapKeyTypesTheWord(index: Int) throws {
        let (keyboard, word, returnKey) = Self.words[index]
        let kind = try #require(KeyboardLayoutKind(rawValue: keyboard))
        let taps = try word.map { "tap key \(try Self.label(of: $0, on: kind))" }
        let run = try ScriptedRun(["tap input", "wait 600", "keyboard \(keyboard)", "wait 400"] + taps
                                  + ["tap key \(returnKey)", "wait 200", "quit"],
                                  arguments: ["--case", "few", "--direction", "rtl"], environment: Self.sent, name: "type-\(keyboard)")
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.sent == [word])
    }

    /// The globe reaches both from English: english → pinyin → hebrew → arabic.
    @Test func theGlobeCyclesToThem() throws {
        let run = try ScriptedRun(["tap input", "wait 600", "tap key 🌐", "wait 300", "tap key 🌐", "wait 300", "tap key ש",
                                   "tap key 🌐", "wait 300", "tap key س", "send", "wait 200", "quit"],
                                  arguments: ["--case", "few"], environment: Self.sent, name: "globe-rtl")
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.sent == ["שس"])
    }

    @Test(arguments: words.indices)
    func clicksTypeTheWord(index: Int) throws {
        let (keyboard, word, returnKey) = Self.words[index]
        let kind = try #require(KeyboardLayoutKind(rawValue: keyboard))
        let session = try AppSession(["--case", "few", "--keyboard", keyboard, "--direction", "rtl"], environment: Self.sent)
        let window = try session.windowFrame()
        let bottom = window.y + window.height
        try session.clickFieldUntilTheKeyboardMoves(origin: (window.x, window.y), restTop: bottom)
        try session.waitForRest("the \(keyboard) keyboard up")
        let layout = try KeyboardResources.bundled().layout(kind)
        let keyboardTop = bottom - Int(layout.height(for: .portrait))
        let keys = layout.keys(width: Double(window.width), orientation: .portrait)
        func click(_ label: String) throws {
            let key = try #require(keys.first { $0.key.label == label }, "no key \(label)")
            try session.click(x: window.x + Int(key.frame.midX), y: keyboardTop + Int(key.frame.midY))
        }
        for (typed, character) in word.enumerated() {
            let mark = session.mark
            try click(try Self.label(of: character, on: kind))
            try session.waitForDraft(length: typed + 1, since: mark)
        }
        let mark = session.mark
        try click(returnKey)
        try session.waitForDraft(length: 0, since: mark)
        #expect(session.terminate() == 0)
        let sent = session.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") }.map { String($0.dropFirst(6)) }
        #expect(sent == [word], "stderr: \(session.stderr)")
    }
}
