import Testing
@testable import Keyboard

/// The held-backspace timetable and what each repeat deletes.
@Suite struct KeyRepeatTests {
    @Test(arguments: [
        (0.0, 0), (0.49, 0), (0.5, 1), (0.59, 1), (0.6, 2), (0.65, 2), (1.0, 6),
        (2.4, 20), (2.64, 20), (2.65, 21), (2.89, 21), (2.9, 22), (3.4, 24),
    ])
    func repeatCountFollowsTheTimetable(hold: Double, expected: Int) {
        #expect(KeyRepeatSchedule.repeatCount(afterHolding: hold) == expected)
    }

    @Test func charactersThenWords() {
        #expect(abs(KeyRepeatSchedule.lastCharacterRepeatTime - 2.4) < 1e-9)
        #expect(KeyRepeatSchedule.unit(ofRepeat: 1) == .character)
        #expect(KeyRepeatSchedule.unit(ofRepeat: 20) == .character)
        #expect(KeyRepeatSchedule.unit(ofRepeat: 21) == .word)
    }

    @Test(arguments: [("hello world", 5), ("hello world  ", 7), ("hello", 5), ("", 0), ("  ", 2), ("a b.", 2)])
    func backwardWordLength(text: String, expected: Int) {
        #expect(BackwardWord.length(before: text) == expected)
    }

    @Test func touchDownDeletesThenRepeatsAfterHalfASecond() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        input.setTextBeforeCaret("see you")
        #expect(input.beginRepeat(at: 10) == [.deleteBackward])
        #expect(input.advance(to: 10.4) == [])
        #expect(input.advance(to: 10.5) == [.deleteBackward])
        #expect(input.advance(to: 10.5) == [])
        #expect(input.advance(to: 10.65) == [.deleteBackward])
        #expect(input.textBeforeCaret == "see ")
        input.endRepeat()
        #expect(!input.isRepeating)
        #expect(input.advance(to: 20) == [])
    }

    @Test func afterTwentyCharactersWholeWordsGo() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        let text = "one two three four five six seven"   // 33 characters
        input.setTextBeforeCaret(text)
        _ = input.beginRepeat(at: 0)
        // Touch-down plus 20 character repeats: 21 characters, leaving "one two three".
        #expect(input.advance(to: 2.4).count == 20)
        #expect(input.textBeforeCaret == "one two thre")
        // Repeat 21 deletes the rest of the word before the caret ("thre"): four deletes.
        #expect(input.advance(to: 2.65) == Array(repeating: .deleteBackward, count: 4))
        #expect(input.textBeforeCaret == "one two ")
        // Repeat 22: "two " (the space and the word).
        #expect(input.advance(to: 2.9) == Array(repeating: .deleteBackward, count: 4))
        #expect(input.textBeforeCaret == "one ")
    }

    @Test func aHeldBackspaceEatsTheCompositionFirst() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        for letter in "nihao" { _ = input.press(.character(String(letter)), at: 0) }
        #expect(input.beginRepeat(at: 0) == [.compositionChanged])
        #expect(input.advance(to: 0.6) == [.compositionChanged, .compositionChanged])
        #expect(input.composition == "ni")
    }
}
