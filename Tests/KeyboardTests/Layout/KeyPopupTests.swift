import Testing
@testable import Keyboard

/// The balloon above a pressed letter key.
@Suite struct KeyPopupTests {
    private func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    @Test func wAt390IsCentredAboveTheKey() throws {
        let keys = try KeyboardResources.bundled().layout(.english).keys(width: 390, orientation: .portrait)
        let w = try #require(keys.first { $0.key.label == "w" })
        #expect(w.frame == Rect(x: 42, y: 8, width: 33, height: 42))
        let popup = KeyPopup(key: w.frame, keyboardWidth: 390)
        #expect(close(popup.head, Rect(x: 33.75, y: -38.2, width: 49.5, height: 46.2)))
        #expect(popup.stem == w.frame)
        // The head reaches 38.2 pt above the keyboard's top, over the bar.
        #expect(popup.head.minY < 0)
    }

    @Test func edgeKeysLeanInwards() throws {
        let keys = try KeyboardResources.bundled().layout(.english).keys(width: 390, orientation: .portrait)
        let q = try #require(keys.first { $0.key.label == "q" })
        let p = try #require(keys.first { $0.key.label == "p" })
        #expect(KeyPopup(key: q.frame, keyboardWidth: 390).head.minX == 0)
        #expect(abs(KeyPopup(key: p.frame, keyboardWidth: 390).head.maxX - 390) < 1e-9)
    }

    @Test func onlyCharacterKeysGetOne() throws {
        let keys = try KeyboardResources.bundled().layout(.english).allKeys
        let shown = keys.filter { KeyPopup.shows(for: $0, on: .english) }.map(\.label)
        #expect(shown.count == 26)
        #expect(!shown.contains("space") && !shown.contains("⇧"))
        #expect(try KeyboardResources.bundled().layout(.symbols).allKeys.filter { KeyPopup.shows(for: $0, on: .symbols) }.count == 25)
        #expect(try KeyboardResources.bundled().layout(.emoji).allKeys.filter { KeyPopup.shows(for: $0, on: .emoji) }.isEmpty)
    }
}
