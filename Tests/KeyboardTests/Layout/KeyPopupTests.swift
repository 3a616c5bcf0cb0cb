import Testing
@testable import Keyboard

/// The balloon above a pressed letter key: its head, its one outline and which way it leans.
@Suite struct KeyPopupTests {
    private func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
    }

    private static func keys(_ kind: KeyboardLayoutKind = .english, width: Double = 390,
                             orientation: Orientation = .portrait) throws -> [PlacedKey] {
        try KeyboardResources.bundled().layout(kind).keys(width: width, orientation: orientation)
    }

    private static func popup(_ label: String, _ kind: KeyboardLayoutKind = .english, width: Double = 390) throws -> KeyPopup {
        let keys = try keys(kind, width: width)
        let index = try #require(keys.firstIndex { $0.key.label == label })
        return KeyPopup(keys: keys, index: index, keyboardWidth: width)
    }

    @Test func wAt390IsCentredAboveTheKeyAndWiderThanIt() throws {
        let keys = try Self.keys()
        let w = try #require(keys.first { $0.key.label == "w" })
        #expect(w.frame == Rect(x: 42, y: 8, width: 33, height: 42))
        let popup = try Self.popup("w")
        #expect(popup.lean == .centred)
        #expect(close(popup.head, Rect(x: 33.75, y: -52.2, width: 49.5, height: 46.2)))
        #expect(popup.key == w.frame)
        #expect(abs(popup.neckHeight - 14) < 1e-9)
        #expect(close(popup.bounds, Rect(x: 33.75, y: -52.2, width: 49.5, height: 102.2)))
        // The head reaches 52.2 pt above the keyboard's top, over the bar.
        #expect(popup.head.minY < 0)
    }

    /// One closed outline: it starts and ends at the key's bottom left, reaches the key's top on
    /// both sides and the head's full width, and every corner is a curve whose ends are tangent
    /// to the straight sides (vertical sides stay vertical into the neck).
    @Test func theOutlineIsOneShapeFromTheKeyIntoTheHead() throws {
        let popup = try Self.popup("d")
        let outline = popup.outline
        #expect(outline.filter { if case .move = $0 { true } else { false } }.count == 1)
        #expect(outline.last == .close)
        #expect(outline.first == .move(Point(x: popup.key.minX, y: popup.key.maxY - 5)))
        #expect(close(PathElement.bounds(of: outline), popup.bounds))
        let ends = outline.compactMap { element -> Point? in
            switch element {
            case .move(let p), .line(let p), .curve(_, _, to: let p): p
            case .close: nil
            }
        }
        #expect(ends.contains(Point(x: popup.key.minX, y: popup.key.minY)))
        #expect(ends.contains(Point(x: popup.key.maxX, y: popup.key.minY)))
        #expect(ends.contains(Point(x: popup.head.minX, y: popup.head.maxY)))
        #expect(ends.contains(Point(x: popup.head.maxX, y: popup.head.maxY)))
        // The left neck: an S-curve from the key's side to the head's, vertical at both ends.
        guard case .curve(let c1, let c2, let neckTop) = outline[2] else { Issue.record("no left neck"); return }
        #expect(c1 == Point(x: popup.key.minX, y: popup.key.minY - popup.neckHeight / 3))
        #expect(c2 == Point(x: popup.head.minX, y: popup.head.maxY + popup.neckHeight / 3))
        #expect(neckTop == Point(x: popup.head.minX, y: popup.head.maxY))
        #expect(popup.head.minX < popup.key.minX && popup.head.maxX > popup.key.maxX)
    }

    /// q, a and every row's first key lean right; p, l and every row's last lean left: the outer
    /// side runs straight up from the key, and no balloon leaves the keyboard.
    @Test func edgeKeysLeanInwards() throws {
        for (label, lean) in [("q", KeyPopup.Lean.right), ("a", .right), ("p", .left), ("l", .left),
                              ("z", .centred), ("m", .centred), ("g", .centred)] {
            let popup = try Self.popup(label)
            #expect(popup.lean == lean, "\(label)")
            switch lean {
            case .right: #expect(popup.head.minX == popup.key.minX, "\(label)")
            case .left: #expect(abs(popup.head.maxX - popup.key.maxX) < 1e-9, "\(label)")
            case .centred: #expect(abs(popup.head.midX - popup.key.midX) < 1e-9, "\(label)")
            }
        }
        #expect(try Self.popup("1", .symbols).lean == .right)
        #expect(try Self.popup("0", .symbols).lean == .left)
    }

    @Test(arguments: [(KeyboardLayoutKind.english, 390.0, Orientation.portrait), (.symbols, 390, .portrait),
                      (.english, 320, .portrait), (.english, 844, .landscape), (.pinyin, 390, .portrait)])
    func everyBalloonStaysInsideTheKeyboard(kind: KeyboardLayoutKind, width: Double, orientation: Orientation) throws {
        let keys = try Self.keys(kind, width: width, orientation: orientation)
        for index in keys.indices where KeyPopup.shows(for: keys[index].key, on: kind) {
            let popup = KeyPopup(keys: keys, index: index, keyboardWidth: width)
            #expect(popup.bounds.minX >= 0 && popup.bounds.maxX <= width, "\(keys[index].key.label): \(popup.bounds)")
            #expect(popup.head.width > popup.key.width, "\(keys[index].key.label)")
            #expect(popup.head.minX <= popup.key.minX && popup.head.maxX >= popup.key.maxX, "\(keys[index].key.label)")
        }
    }

    @Test func aKeyAloneInItsRowIsCentred() {
        let key = Key(label: "x", action: .character("x"))
        let keys = [PlacedKey(key: key, frame: Rect(x: 100, y: 0, width: 30, height: 40), row: 0)]
        #expect(KeyPopup.lean(of: 0, in: keys) == .centred)
    }

    @Test func onlyCharacterKeysGetOne() throws {
        let keys = try KeyboardResources.bundled().layout(.english).allKeys
        let shown = keys.filter { KeyPopup.shows(for: $0, on: .english) }.map(\.label)
        #expect(shown.count == 26)
        #expect(!shown.contains("space") && !shown.contains("⇧"))
        #expect(try KeyboardResources.bundled().layout(.symbols).allKeys.filter { KeyPopup.shows(for: $0, on: .symbols) }.count == 25)
        #expect(try KeyboardResources.bundled().layout(.emoji).allKeys.filter { KeyPopup.shows(for: $0, on: .emoji) }.isEmpty)
    }

    @Test func pathBoundsHoldEveryPoint() {
        let path: [PathElement] = [.move(Point(x: 1, y: 2)), .curve(Point(x: -3, y: 0), Point(x: 5, y: 9), to: Point(x: 4, y: 4)), .close]
        #expect(PathElement.bounds(of: path) == Rect(x: -3, y: 0, width: 8, height: 9))
        #expect(PathElement.bounds(of: []) == .zero)
    }
}
