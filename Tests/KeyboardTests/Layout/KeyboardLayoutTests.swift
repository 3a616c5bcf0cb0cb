import Foundation
import Testing
@testable import Keyboard

@Suite struct KeyboardLayoutTests {
    @Test(arguments: KeyboardLayoutKind.allCases)
    func everyLayoutLoads(kind: KeyboardLayoutKind) throws {
        let layout = try KeyboardResources.bundled().layout(kind)
        #expect(layout.kind == kind)
        #expect(!layout.allKeys.isEmpty)
    }

    @Test func heightsPerOrientation() throws {
        let english = try KeyboardResources.bundled().layout(.english)
        let pinyin = try KeyboardResources.bundled().layout(.pinyin)
        let emoji = try KeyboardResources.bundled().layout(.emoji)
        let symbols = try KeyboardResources.bundled().layout(.symbols)
        #expect(english.height(for: .portrait) == 291)
        #expect(english.height(for: .landscape) == 209)
        #expect(pinyin.height(for: .portrait) == 336)
        #expect(pinyin.height(for: .landscape) == 245)
        #expect(pinyin.candidateBarHeight(for: .portrait) == 45)
        #expect(pinyin.height(for: .portrait) - pinyin.candidateBarHeight(for: .portrait) == 291)
        #expect(emoji.height(for: .portrait) == 301)
        #expect(emoji.height(for: .landscape) == 219)
        #expect(symbols.height(for: .portrait) == 291)
        #expect(english.candidateBarHeight(for: .portrait) == 0)
    }

    @Test func englishHasTheSpecialKeys() throws {
        let actions = Set(try KeyboardResources.bundled().layout(.english).allKeys.map(\.action))
        for action: KeyAction in [.shift, .backspace, .switchTo(.symbols), .nextLayout, .space, .returnKey] {
            #expect(actions.contains(action), "missing \(action)")
        }
        let letters = try KeyboardResources.bundled().layout(.english).allKeys.filter { !$0.isSpecial && $0.label.count == 1 }
        #expect(letters.count == 26)
    }

    @Test func symbolsAndEmojiGoBackWithABC() throws {
        #expect(try KeyboardResources.bundled().layout(.symbols).allKeys.contains { $0.action == .letters && $0.label == "ABC" })
        let emoji = try KeyboardResources.bundled().layout(.emoji).allKeys
        for action: KeyAction in [.letters, .nextLayout, .space, .backspace, .returnKey] {
            #expect(emoji.contains { $0.action == action }, "emoji lacks \(action)")
        }
        #expect(emoji.contains { $0.action == .character("😀") })
    }

    @Test func pinyinHasCandidateSlots() throws {
        let pinyin = try KeyboardResources.bundled().layout(.pinyin)
        #expect(pinyin.candidateSlots == 5)
        let slots = pinyin.keys(width: 390, orientation: .portrait).filter { $0.row == 0 }
        #expect(slots.map(\.key.action) == (0..<5).map(KeyAction.candidate))
        #expect(slots[0].frame == Rect(x: 0, y: 0, width: 78, height: 45))
    }

    @Test func malformedLayoutNamesTheFile() {
        #expect(throws: KeyboardLayoutError.self) {
            try KeyboardLayout(kind: .english, data: Data("{}".utf8), file: "Layouts/broken.json")
        }
        do {
            _ = try KeyboardLayout(kind: .english, data: Data("{}".utf8), file: "Layouts/broken.json")
        } catch {
            #expect("\(error)".contains("Layouts/broken.json"))
            #expect("\(error)".contains("metrics"))
        }
    }

    @Test func unknownActionIsReported() throws {
        let json = """
        {"metrics": {"portrait": {"height": 100, "candidateBar": 0, "topInset": 0, "bottomInset": 0, "keyGap": 6, "rowGap": 10},
                     "landscape": {"height": 100, "candidateBar": 0, "topInset": 0, "bottomInset": 0, "keyGap": 6, "rowGap": 10}},
         "rows": [[{"label": "x", "action": "explode"}]]}
        """
        #expect(throws: KeyboardLayoutError.malformed(file: "t.json", reason: "unknown action 'explode' on key 'x' at .rows[0][0]")) {
            try KeyboardLayout(kind: .english, data: Data(json.utf8), file: "t.json")
        }
    }

    @Test func actionCodes() {
        #expect(KeyAction(code: "switch:symbols") == .switchTo(.symbols))
        #expect(KeyAction(code: "char:,") == .character(","))
        #expect(KeyAction(code: "globe") == .nextLayout)
        #expect(KeyAction(code: "return") == .returnKey)
        #expect(KeyAction(code: "switch:klingon") == nil)
    }
}
