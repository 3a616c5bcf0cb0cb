import Testing
@testable import Keyboard

@Suite struct KeyboardInputTests {
    private func letters(_ text: String, into input: inout KeyboardInput, at time: Double = 0) -> [KeyboardOutput] {
        text.flatMap { input.press(.character(String($0)), at: time) }
    }

    @Test func shiftIsOneShot() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        #expect(input.press(.shift, at: 0) == [])
        #expect(input.isShifted)
        #expect(letters("ab", into: &input, at: 1) == [.insert("A"), .insert("b")])
        #expect(!input.isShifted)
    }

    @Test func doubleShiftLocksCaps() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        _ = input.press(.shift, at: 10)
        _ = input.press(.shift, at: 10.2)
        #expect(input.isCapsLocked)
        #expect(!input.isShifted)
        #expect(letters("ab", into: &input, at: 11) == [.insert("A"), .insert("B")])
        _ = input.press(.shift, at: 12)
        #expect(!input.isCapsLocked && !input.isShifted)
        #expect(letters("c", into: &input) == [.insert("c")])
    }

    @Test func slowSecondShiftJustTurnsShiftOff() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        _ = input.press(.shift, at: 0)
        _ = input.press(.shift, at: KeyboardInput.capsLockInterval + 0.01)
        #expect(!input.isCapsLocked && !input.isShifted)
    }

    @Test func symbolsAndBack() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        #expect(input.press(.switchTo(.symbols), at: 0) == [.switchLayout(.symbols)])
        #expect(input.layout == .symbols)
        #expect(input.press(.character("1"), at: 0) == [.insert("1")])
        #expect(input.press(.letters, at: 0) == [.switchLayout(.english)])

        var pinyin = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = pinyin.press(.switchTo(.symbols), at: 0)
        #expect(pinyin.press(.letters, at: 0) == [.switchLayout(.pinyin)])
    }

    @Test func globeCycles() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.pinyin)])
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.hebrew)])
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.arabic)])
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.emoji)])
        #expect(input.press(.character("😀"), at: 0) == [.insert("😀")])
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.english)])
        _ = input.press(.switchTo(.symbols), at: 0)
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.pinyin)])
    }

    @Test func englishSpaceReturnBackspace() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        #expect(input.press(.space, at: 0) == [.insert(" ")])
        #expect(input.press(.returnKey, at: 0) == [.send])
        #expect(input.press(.backspace, at: 0) == [.deleteBackward])
        #expect(input.press(Key(label: "q", action: .character("q")), at: 0) == [.insert("q")])
    }

    @Test func pinyinNihao() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        #expect(letters("nihao", into: &input) == Array(repeating: .compositionChanged, count: 5))
        #expect(input.composition == "nihao")
        #expect(input.candidates.first == "你好")
        #expect(input.press(.space, at: 0) == [.insert("你好"), .compositionChanged])
        #expect(input.composition == "")
        #expect(input.candidates == [])
    }

    @Test func candidateCommitsThatCandidate() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = letters("nihao", into: &input)
        #expect(input.candidates[1] == "你")
        // 你 consumes "ni"; "hao" keeps composing.
        #expect(input.press(.candidate(1), at: 0) == [.insert("你"), .compositionChanged])
        #expect(input.composition == "hao")
        #expect(input.candidates.first == "好")
        #expect(input.press(.candidate(99), at: 0) == [])
    }

    @Test func returnCommitsRawLetters() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = letters("ni", into: &input)
        #expect(input.press(.returnKey, at: 0) == [.insert("ni"), .compositionChanged])
        #expect(input.press(.returnKey, at: 0) == [.send])
    }

    @Test func backspaceEditsComposition() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = letters("nih", into: &input)
        #expect(input.press(.backspace, at: 0) == [.compositionChanged])
        #expect(input.composition == "ni")
        #expect(input.candidates.first == "你")
        _ = input.press(.backspace, at: 0)
        _ = input.press(.backspace, at: 0)
        #expect(!input.isComposing)
        #expect(input.press(.backspace, at: 0) == [.deleteBackward])
    }

    @Test func spaceCommitsFirstCandidateAndKeepsTheRest() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = letters("nihaom", into: &input)
        #expect(input.press(.space, at: 0) == [.insert("你好"), .compositionChanged])
        #expect(input.composition == "m")
    }

    @Test func leavingPinyinCommitsRawLetters() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = letters("zhong", into: &input)
        #expect(input.press(.switchTo(.symbols), at: 0)
            == [.insert("zhong"), .compositionChanged, .switchLayout(.symbols)])
        #expect(input.setLayout(.symbols) == [])
    }

    @Test func shiftedLetterInPinyinIsTypedDirectly() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = input.press(.shift, at: 0)
        #expect(input.press(.character("a"), at: 0) == [.insert("A")])
        #expect(!input.isComposing)
    }
}
