import Testing
@testable import Keyboard

/// The composing letters are the field's preedit, and a send
/// takes them as shown, leaving nothing composing for the next message.
@Suite struct PinyinCompositionTests {
    /// The input field as the app keeps it: committed text, then the
    /// underlined preedit at the caret (`InputBar+Preedit`); inserts go in
    /// front of the preedit, `compositionChanged` replaces it.
    struct Field {
        var committed = ""
        var preedit = ""
        var sent: [String] = []

        /// What the field shows, in order.
        var shown: String { committed + preedit }

        mutating func apply(_ outputs: [KeyboardOutput], from input: KeyboardInput) {
            for output in outputs {
                switch output {
                case .insert(let text): committed += text
                case .compositionChanged: preedit = input.composition
                case .send: send()
                case .deleteBackward: committed = String(committed.dropLast())
                case .switchLayout, .dictationUnavailable: break
                }
            }
        }

        /// `InputBar.sendIfPossible`: sends what the field shows and clears it.
        mutating func send() {
            sent.append(shown)
            committed = ""
            preedit = ""
        }
    }

    private func press(_ actions: [KeyAction], _ input: inout KeyboardInput, _ field: inout Field) {
        for action in actions {
            let outputs = input.press(action, at: 0)
            field.apply(outputs, from: input)
        }
    }

    private func letters(_ text: String) -> [KeyAction] {
        text.map { .character(String($0)) }
    }

    @Test func composingLettersAreThePreeditNotCommittedText() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        var field = Field()
        press(letters("ni"), &input, &field)
        #expect(field.committed == "")
        #expect(field.preedit == "ni")
        #expect(input.candidates.first == "你")
    }

    /// The case that went wrong: `x你好` committed, `ni` composing, Send. Before,
    /// `x你好` went out and `ni` stayed composing for the next message.
    @Test func sendingWhileComposingSendsExactlyWhatTheFieldShows() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        var field = Field(committed: "x")
        press(letters("nihao") + [.space], &input, &field)
        #expect(field.shown == "x你好")
        press(letters("ni"), &input, &field)
        #expect(field.shown == "x你好ni")

        // The Send button (or a real Return): commit the composition, then send.
        field.apply(input.commitComposition(), from: input)
        field.send()
        #expect(field.sent == ["x你好ni"])
        #expect(input.composition == "")
        #expect(input.candidates.isEmpty)
        #expect(field.preedit == "")

        // Nothing left over: the next message starts from scratch.
        press(letters("hao") + [.space], &input, &field)
        field.send()
        #expect(field.sent == ["x你好ni", "好"])
    }

    @Test func commitCompositionWithNothingComposingDoesNothing() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        #expect(input.commitComposition() == [])
        var english = KeyboardInput(layout: .english, pinyin: try KeyboardResources.bundled().pinyin)
        _ = english.press(.character("n"), at: 0)
        #expect(english.commitComposition() == [])
    }

    /// iOS: return while composing confirms the raw letters; it does not send.
    @Test func returnWhileComposingConfirmsTheLettersThenSends() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        var field = Field()
        press(letters("ni"), &input, &field)
        #expect(ReturnKeyLabel.label(for: input.layout, isComposing: input.isComposing) == "确认")
        press([.returnKey], &input, &field)
        #expect(field.shown == "ni" && field.preedit == "" && field.sent.isEmpty)
        #expect(ReturnKeyLabel.label(for: input.layout, isComposing: input.isComposing) == "发送")
        press([.returnKey], &input, &field)
        #expect(field.sent == ["ni"])
    }

    /// A candidate for the first syllable goes in front of the letters
    /// still composing: 你 then `h`, in the order typed.
    @Test func aPartialCandidateGoesBeforeTheRestOfTheComposition() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        var field = Field(committed: "x")
        press(letters("nih"), &input, &field)
        let index = try #require(input.matches.firstIndex { $0.text == "你" && $0.inputLength == 2 })
        press([.candidate(index)], &input, &field)
        #expect(field.committed == "x你")
        #expect(field.preedit == "h")
        field.apply(input.commitComposition(), from: input)
        field.send()
        #expect(field.sent == ["x你h"])
    }

    @Test func theReturnKeySaysWhatItDoes() {
        #expect(ReturnKeyLabel.label(for: .pinyin, isComposing: false) == "发送")
        #expect(ReturnKeyLabel.label(for: .pinyin, isComposing: true) == "确认")
        #expect(ReturnKeyLabel.label(for: .english, isComposing: false) == "return")
        #expect(ReturnKeyLabel.label(for: .symbols, isComposing: false) == "return")
        #expect(ReturnKeyLabel.label(for: .emoji, isComposing: false) == "return")
    }

    /// The layout file's label is the resting one, so scripts can `tap key 发送`.
    @Test func thePinyinLayoutNamesItsReturnKeyForSending() throws {
        let layout = try KeyboardResources.bundled().layout(.pinyin)
        let returnKey = try #require(layout.allKeys.first { $0.action == .returnKey })
        #expect(returnKey.label == ReturnKeyLabel.send)
    }
}
