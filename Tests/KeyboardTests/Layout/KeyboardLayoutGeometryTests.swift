import TestSupport
import Testing
@testable import Keyboard

@Suite struct KeyboardLayoutGeometryTests {
    private func placed(_ label: String, _ kind: KeyboardLayoutKind = .english, width: Double = 390,
                        orientation: Orientation = .portrait) throws -> PlacedKey {
        try #require(try KeyboardResources.bundled().layout(kind).keys(width: width, orientation: orientation)
            .first { $0.key.label == label })
    }

    @Test func iPhoneGeometryAt390() throws {
        // iOS at 390 × 844 (docs/KEYBOARD.md): 33 × 42 pt letter keys, 6 pt apart,
        // 3 pt from the edges, on a 54 pt row pitch (12 pt between rows).
        #expect(try placed("q").frame == Rect(x: 3, y: 8, width: 33, height: 42))
        #expect(try placed("w").frame.minX == 42)                      // 6 pt key gap
        #expect(try placed("a").frame.minX == 22.5)                    // row indented by half a key
        #expect(try placed("a").frame.minY == 62)                      // 12 pt row gap
        #expect(try placed("space").frame == Rect(x: 100.5, y: 170, width: 189, height: 42))
        #expect(try placed("q", .pinyin).frame.minY == 53)             // below the 45 pt candidate bar
        // The last row ends 79 pt above the keyboard's bottom: iOS's band
        // below the keys (the home-indicator zone).
        #expect(291 - (try placed("space").frame.maxY) == 79)
    }

    /// Landscape at 844 pt (iPhone 12–15 on its side): 47 pt of safe area
    /// left and right stay clear of keys, the ten letter cells share the
    /// 750 pt between: 75 pt cells, 69 pt keys (docs/KEYBOARD.md).
    @Test func landscapeKeepsTheSafeAreaBesideTheNotch() throws {
        #expect(try placed("q", width: 844, orientation: .landscape).frame
            == Rect(x: 50, y: 8, width: 69, height: 32))
        #expect(try placed("p", width: 844, orientation: .landscape).frame.maxX == 844 - 50)
        #expect(try placed("q", .pinyin, width: 844, orientation: .landscape).frame.minX == 50)
        // Portrait has no side inset: q starts 3 pt from the edge.
        #expect(try placed("q").frame.minX == 3)
    }

    /// A window a little wider than tall is landscape too, but no phone on its side: its side
    /// margins shrink with its width, so its keys keep most of the width (at 306 pt, 17.04 pt
    /// a side, where the full 47 pt would leave the keys the middle 67 %).
    @Test func aNarrowLandscapeWindowKeepsProportionalSideMargins() throws {
        let metrics = try KeyboardResources.bundled().layout(.english).layoutMetrics(for: .landscape)
        #expect(metrics.sideInset(forWidth: 844) == 47)
        #expect(metrics.sideInset(forWidth: 1200) == 47)
        #expect(metrics.sideInset(forWidth: 422) == 23.5)
        let inset = 47.0 * 306 / 844
        #expect(metrics.sideInset(forWidth: 306) == inset)
        // Ten letter cells share what the margins leave: (306 − 2 × 17.04) / 10 = 27.19 pt each.
        let q = try placed("q", width: 306, orientation: .landscape).frame
        let p = try placed("p", width: 306, orientation: .landscape).frame
        #expect(q.minX == inset + 3)
        #expect(abs(p.maxX - (306 - inset - 3)) < 1e-9)
        #expect(abs(q.width - ((306 - 2 * inset) / 10 - 6)) < 1e-9)
        #expect((p.maxX - q.minX) / 306 > 0.86)   // 87 %; with 47 pt margins, 67 %
        // The emoji grid keeps the same margins.
        let emoji = try KeyboardResources.bundled().layout(.emoji).layoutMetrics(for: .landscape)
        #expect(EmojiGrid.keyboard(width: 306, metrics: emoji).left == inset)
    }

    /// Landscape keys at 844 pt have iOS's landscape figures (docs/KEYBOARD.md): 32 pt tall,
    /// 7 pt between rows, 6 pt between keys; the first row 8 pt below the top as in
    /// portrait, and the rest of the 209 pt keyboard (52 pt) below the last row.
    @Test func landscapeKeysHaveIOSHeightsAndGaps() throws {
        func key(_ label: String, _ kind: KeyboardLayoutKind = .english) throws -> Rect {
            try placed(label, kind, width: 844, orientation: .landscape).frame
        }
        #expect(try key("q") == Rect(x: 50, y: 8, width: 69, height: 32))
        #expect(try key("w").minX == 125)                    // 6 pt key gap after q's 119
        #expect(try key("a").minY == 47)                     // 7 pt row gap: 8 + 32 + 7
        #expect(try key("z").minY == 86)
        #expect(try key("space") == Rect(x: 237.5, y: 125, width: 369, height: 32))   // 2.5 cells in, 5 wide
        #expect(209 - (try key("space").maxY) == 52)
        // Pinyin: the same keys under its 36 pt candidate bar.
        #expect(try key("q", .pinyin) == Rect(x: 50, y: 44, width: 69, height: 32))
        #expect(245 - (try key("空格", .pinyin).maxY) == 52)
        for kind in [KeyboardLayoutKind.symbols, .moreSymbols] {
            let metrics = try KeyboardResources.bundled().layout(kind).layoutMetrics(for: .landscape)
            #expect(metrics == (try KeyboardResources.bundled().layout(.english).layoutMetrics(for: .landscape)), "\(kind)")
        }
    }

    /// Pinyin's candidate slots share the width between the side insets, like the keys:
    /// five 150 pt slots from 47 to 797 at 844 pt, the whole 390 pt in portrait.
    @Test func candidateBarKeepsTheSideInset() throws {
        let layout = try KeyboardResources.bundled().layout(.pinyin)
        func slots(_ width: Double, _ orientation: Orientation) -> [Rect] {
            layout.keys(width: width, orientation: orientation)
                .filter { if case .candidate = $0.key.action { true } else { false } }.map(\.frame)
        }
        let landscape = slots(844, .landscape)
        #expect(landscape.count == 5)
        #expect(landscape.first == Rect(x: 47, y: 0, width: 150, height: 36))
        #expect(landscape.last == Rect(x: 647, y: 0, width: 150, height: 36))
        #expect(landscape.allSatisfy { $0.minX >= 47 && $0.maxX <= 844 - 47 })
        let portrait = slots(390, .portrait)
        #expect(portrait.first == Rect(x: 0, y: 0, width: 78, height: 45))
        #expect(portrait.last?.maxX == 390)
    }

    @Test func keysStayInsideTheKeyboard() throws {
        for kind in KeyboardLayoutKind.allCases {
            let layout = try KeyboardResources.bundled().layout(kind)
            for (width, orientation) in [(390.0, Orientation.portrait), (844, .landscape), (320, .portrait)] {
                let bounds = Rect(x: 0, y: 0, width: width, height: layout.height(for: orientation))
                for key in layout.keys(width: width, orientation: orientation) {
                    #expect(key.frame.minX >= 0 && key.frame.maxX <= bounds.maxX + 1e-9, "\(kind) \(key.key.label)")
                    #expect(key.frame.minY >= 0 && key.frame.maxY <= bounds.maxY, "\(kind) \(key.key.label)")
                }
            }
        }
    }

    @Test(arguments: KeyboardLayoutKind.allCases)
    func centreOfEveryKeyHitsThatKey(kind: KeyboardLayoutKind) throws {
        let layout = try KeyboardResources.bundled().layout(kind)
        for width in [390.0, 844.0] {
            for orientation in Orientation.allCases {
                for key in layout.keys(width: width, orientation: orientation) {
                    #expect(layout.key(at: key.frame.center, width: width, orientation: orientation) == key,
                            "\(kind) \(width) \(orientation) \(key.key.label)")
                }
            }
        }
    }

    @Test func gapsGoToTheNearestKey() throws {
        let layout = try KeyboardResources.bundled().layout(.english)
        func label(_ x: Double, _ y: Double) -> String? {
            layout.key(at: Point(x: x, y: y), width: 390, orientation: .portrait)?.key.label
        }
        #expect(label(37, 30) == "q")       // 1 pt right of q, 5 pt left of w
        #expect(label(40, 30) == "w")
        #expect(label(39, 30) == "q")       // exact middle of the gap: tie goes to the earlier key
        #expect(label(0, 0) == "q")         // corner inset
        #expect(label(200, 290) == "space") // home-indicator zone
        #expect(label(-1, 10) == nil)
        #expect(label(390, 10) == nil)
        #expect(label(10, 291) == nil)
    }

    @Test func randomPointsGetTheNearestKey() throws {
        let seed: UInt64 = 0x5EED_0002
        var random = SplitMix64(seed: seed)
        for kind in KeyboardLayoutKind.allCases {
            let layout = try KeyboardResources.bundled().layout(kind)
            for (width, orientation) in [(390.0, Orientation.portrait), (844, .landscape)] {
                let keys = layout.keys(width: width, orientation: orientation)
                let height = layout.height(for: orientation)
                for _ in 0..<500 {
                    let point = Point(x: Double.random(in: 0..<width, using: &random),
                                      y: Double.random(in: 0..<height, using: &random))
                    let hit = try #require(layout.key(at: point, width: width, orientation: orientation),
                                           "no key at \(point), seed \(seed)")
                    let best = keys.map { $0.frame.distance(to: point) }.min()!
                    #expect(hit.frame.distance(to: point) == best, "\(kind) \(point) seed \(seed)")
                    if let containing = keys.first(where: { $0.frame.contains(point) }) {
                        #expect(hit == containing, "\(kind) \(point) seed \(seed)")
                    }
                }
            }
        }
    }
}
