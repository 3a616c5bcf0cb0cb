import Testing
@testable import Keyboard

/// Automatic capitals from the field's text before the caret, and how they
/// meet the Shift / Caps Lock state machine.
@Suite struct AutocapitalizationTests {
    @Test(arguments: [
        ("", true), ("   ", true), ("Hi", false), ("Hi.", false), ("Hi. ", true), ("Hi ", false),
        ("Hi!  ", true), ("Why? ", true), ("Hi,\n", true), ("e.g. x", false),
    ])
    func sentencesStartAfterATerminatorAndSpace(text: String, expected: Bool) {
        #expect(Autocapitalization.sentences.capitalizesNext(after: text) == expected)
        #expect(!Autocapitalization.none.capitalizesNext(after: text))
    }

    private func sentenceInput() throws -> KeyboardInput {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        input.autocapitalization = .sentences
        return input
    }

    @Test func firstLetterOfTheFieldIsCapital() throws {
        var input = try sentenceInput()
        #expect(input.isShifted && input.isShiftAutomatic)
        #expect(input.press(.character("h"), at: 0) == [.insert("H")])
        input.setTextBeforeCaret("H")
        #expect(input.press(.character("i"), at: 0) == [.insert("i")])
    }

    @Test func capitalAfterFullStopAndSpace() throws {
        var input = try sentenceInput()
        input.setTextBeforeCaret("Hi.")
        #expect(!input.isShifted)
        input.setTextBeforeCaret("Hi. ")
        #expect(input.isShifted && input.isShiftAutomatic)
        #expect(input.press(.character("t"), at: 0) == [.insert("T")])
    }

    @Test func backspacingOverTheSpaceTakesTheCapitalAway() throws {
        var input = try sentenceInput()
        input.setTextBeforeCaret("Hi. ")
        _ = input.press(.backspace, at: 0)
        #expect(input.textBeforeCaret == "Hi.")
        #expect(!input.isShifted)
    }

    @Test func aShiftTappedOffStaysOffUntilTheTextChanges() throws {
        var input = try sentenceInput()
        input.setTextBeforeCaret("Hi. ")
        _ = input.press(.shift, at: 0)
        #expect(!input.isShifted)
        input.setTextBeforeCaret("Hi. ")
        #expect(!input.isShifted)
        #expect(input.press(.character("t"), at: 0) == [.insert("t")])
    }

    @Test func aTappedShiftIsNotTakenAwayMidSentence() throws {
        var input = try sentenceInput()
        input.setTextBeforeCaret("Hi")
        _ = input.press(.shift, at: 0)
        input.setTextBeforeCaret("Hi ")
        #expect(input.isShifted && !input.isShiftAutomatic)
    }

    @Test func doubleTapOnAnAutomaticCapitalLocksCaps() throws {
        var input = try sentenceInput()
        #expect(input.isShifted && input.isShiftAutomatic)
        _ = input.press(.shift, at: 5)
        #expect(!input.isShifted)
        _ = input.press(.shift, at: 5.2)
        #expect(input.isCapsLocked && !input.isShifted)
        // A slow second tap is a plain Shift instead.
        var slow = try sentenceInput()
        _ = slow.press(.shift, at: 5)
        _ = slow.press(.shift, at: 5 + KeyboardInput.capsLockInterval + 0.01)
        #expect(slow.isShifted && !slow.isCapsLocked)
        // A letter typed between the taps: Shift for the next letter, not Caps Lock.
        var typed = try sentenceInput()
        _ = typed.press(.shift, at: 5)
        _ = typed.press(.character("a"), at: 5.1)
        _ = typed.press(.shift, at: 5.2)
        #expect(typed.isShifted && !typed.isCapsLocked)
    }

    @Test func capsLockIsLeftAlone() throws {
        var input = try sentenceInput()
        input.setTextBeforeCaret("Hi")
        _ = input.press(.shift, at: 1)
        _ = input.press(.shift, at: 1.1)
        #expect(input.isCapsLocked)
        input.setTextBeforeCaret("Hi. ")
        #expect(input.isCapsLocked && !input.isShifted)
    }

    @Test func pinyinAndSymbolsNeverCapitalise() throws {
        var pinyin = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        pinyin.autocapitalization = .sentences
        #expect(!pinyin.isShifted)
        var input = try sentenceInput()
        input.setTextBeforeCaret("Hi")
        _ = input.press(.switchTo(.symbols), at: 0)
        input.setTextBeforeCaret("Hi. ")
        #expect(!input.isShifted)
        // Back on the letters, the sentence start is seen.
        _ = input.press(.letters, at: 0)
        #expect(input.isShifted && input.isShiftAutomatic)
    }
}
