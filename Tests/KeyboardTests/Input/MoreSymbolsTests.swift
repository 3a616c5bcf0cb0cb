import Testing
@testable import Keyboard

/// The symbols keyboard's second page (`#+=`), as on iOS.
@Suite struct MoreSymbolsTests {
    @Test func hashPlusEqualsAndBack() throws {
        var input = KeyboardInput(pinyin: try KeyboardResources.bundled().pinyin)
        _ = input.press(.switchTo(.symbols), at: 0)
        let symbols = try KeyboardResources.bundled().layout(.symbols).allKeys
        let more = try #require(symbols.first { $0.label == "#+=" })
        #expect(input.press(more, at: 0) == [.switchLayout(.moreSymbols)])
        #expect(input.press(.character("€"), at: 0) == [.insert("€")])
        let back = try #require(try KeyboardResources.bundled().layout(.moreSymbols).allKeys.first { $0.label == "123" })
        #expect(input.press(back, at: 0) == [.switchLayout(.symbols)])
        _ = input.press(.switchTo(.moreSymbols), at: 0)
        #expect(input.press(.letters, at: 0) == [.switchLayout(.english)])
    }

    @Test func globeFromTheSecondPageGoesOnFromItsLetters() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = input.press(.switchTo(.moreSymbols), at: 0)
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(.hebrew)])
    }

    @Test func iOSPageTwoKeys() throws {
        let rows = try KeyboardResources.bundled().layout(.moreSymbols).keys(width: 390, orientation: .portrait)
        let labels = rows.filter { $0.row == 0 }.map(\.key.label)
        #expect(labels == ["[", "]", "{", "}", "#", "%", "^", "*", "+", "="])
        let second = rows.filter { $0.row == 1 }.map(\.key.label)
        #expect(second == ["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"])
    }

    /// Row three on both pages: the page key and backspace 1.5 wide, five wide
    /// punctuation keys of 1.4: at 390 pt the punctuation key is 390 · 1.4 / 10 − 6 = 48.6 pt.
    @Test func rowThreeProportions() throws {
        for kind: KeyboardLayoutKind in [.symbols, .moreSymbols] {
            let row = try KeyboardResources.bundled().layout(kind).keys(width: 390, orientation: .portrait).filter { $0.row == 2 }
            #expect(row.map(\.key.label) == [kind == .symbols ? "#+=" : "123", ".", ",", "?", "!", "'", "⌫"])
            #expect(abs(row[0].frame.width - 52.5) < 1e-9)
            #expect(abs(row[1].frame.width - 48.6) < 1e-9)
        }
    }
}
