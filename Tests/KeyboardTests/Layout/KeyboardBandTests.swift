import Testing
@testable import Keyboard

/// The band under the bottom row holds the globe and dictation keys, as on iPhones with Face ID,
/// inside the keyboard's unchanged height, on every keyboard.
@Suite struct KeyboardBandTests {
    private func keys(_ kind: KeyboardLayoutKind, width: Double, _ orientation: Orientation = .portrait) throws -> [PlacedKey] {
        try KeyboardResources.bundled().layout(kind).keys(width: width, orientation: orientation)
    }

    private func band(_ kind: KeyboardLayoutKind, width: Double, _ orientation: Orientation = .portrait) throws -> KeyboardBand {
        let metrics = try KeyboardResources.bundled().layout(kind).layoutMetrics(for: orientation)
        return KeyboardBand(width: width, metrics: metrics, orientation: orientation)
    }

    /// 390 pt portrait: the rows keep 2 … 218 of the 291 pt, the band is the 73 pt under them,
    /// the keys fill it down to the 34 pt home-indicator zone (218 … 257), 1.5 letter cells wide.
    @Test func portraitAt390() throws {
        let band = try band(.english, width: 390)
        #expect(band.frame == Rect(x: 0, y: 218, width: 390, height: 73))
        #expect(band.globe == Rect(x: 3, y: 218, width: 52.5, height: 39))
        #expect(band.dictation == Rect(x: 334.5, y: 218, width: 52.5, height: 39))
        let placed = try keys(.english, width: 390)
        #expect(placed.suffix(2).map(\.key) == [Key(label: "🌐", action: .nextLayout, isSpecial: true),
                                                 Key(label: "🎤", action: .dictation, isSpecial: true)])
        #expect(placed.suffix(2).map(\.frame) == [band.globe, band.dictation])
        #expect(placed.suffix(2).allSatisfy { $0.row == 4 })
        // Under Shift's and backspace's centres, as iOS draws them.
        let shift = try #require(placed.first { $0.key.action == .shift })
        let backspace = try #require(placed.first { $0.key.action == .backspace })
        #expect(band.globe.midX == shift.frame.midX && band.dictation.midX == backspace.frame.midX)
    }

    @Test func portraitAt320() throws {
        // Letter cells of 32 pt: keys 1.5 × 32 − 6 = 42 pt wide.
        let band = try band(.english, width: 320)
        #expect(band.frame == Rect(x: 0, y: 218, width: 320, height: 73))
        #expect(band.globe == Rect(x: 3, y: 218, width: 42, height: 39))
        #expect(band.dictation == Rect(x: 275, y: 218, width: 42, height: 39))
    }

    /// 844 pt landscape: rows in 4.5 … 160.5 of 209 pt, a 48.5 pt band whose keys stop at the
    /// 21 pt landscape home-indicator zone (27.5 pt tall) and keep clear of the 47 pt side insets.
    @Test func landscapeAt844() throws {
        let band = try band(.english, width: 844, .landscape)
        #expect(band.frame == Rect(x: 0, y: 160.5, width: 844, height: 48.5))
        #expect(band.globe == Rect(x: 50, y: 160.5, width: 106.5, height: 27.5))
        #expect(band.dictation == Rect(x: 687.5, y: 160.5, width: 106.5, height: 27.5))
        let placed = try keys(.english, width: 844, .landscape)
        #expect(placed.suffix(2).map(\.frame) == [band.globe, band.dictation])
        let lastRow = placed.filter { $0.row == 3 }.map(\.frame.maxY).max() ?? 0
        #expect(lastRow == 157 && lastRow < band.globe.minY)
    }

    /// The bottom row is 123 (ABC on the symbol pages), space and return, with no globe: 123
    /// takes the globe's room (2.5 cells, as wide as return) and space stays where it was.
    @Test(arguments: [KeyboardLayoutKind.english, .symbols, .moreSymbols, .pinyin])
    func theBottomRowHasNoGlobe(kind: KeyboardLayoutKind) throws {
        let placed = try keys(kind, width: 390)
        let bottomRow = (kind == .pinyin ? 4 : 3)
        let row = placed.filter { $0.row == bottomRow }
        #expect(row.map(\.key.action) == [kind.isLetters ? .switchTo(.symbols) : .letters, .space, .returnKey])
        let top = kind == .pinyin ? 215.0 : 170
        #expect(row.map(\.frame) == [Rect(x: 3, y: top, width: 91.5, height: 42), Rect(x: 100.5, y: top, width: 189, height: 42),
                                     Rect(x: 295.5, y: top, width: 91.5, height: 42)])
        #expect(placed.filter { $0.key.action == .nextLayout }.map(\.row) == [bottomRow + 1])
        #expect(placed.filter { $0.key.action == .dictation }.map(\.row) == [bottomRow + 1])
    }

    /// Every keyboard of an orientation has the same band, measured from its bottom edge, so
    /// the globe does not move when it swaps keyboards of different heights (Pinyin's candidate
    /// bar, emoji's taller body), and every height is what it was.
    @Test(arguments: Orientation.allCases)
    func theBandIsTheSameOnEveryKeyboard(orientation: Orientation) throws {
        let resources = try KeyboardResources.bundled()
        let width = orientation == .portrait ? 390.0 : 844
        let heights: [KeyboardLayoutKind: Double] = orientation == .portrait
            ? [.english: 291, .symbols: 291, .moreSymbols: 291, .pinyin: 336, .emoji: 301,
               .hebrew: 291, .hebrewSymbols: 291, .arabic: 291, .arabicSymbols: 291]
            : [.english: 209, .symbols: 209, .moreSymbols: 209, .pinyin: 245, .emoji: 219,
               .hebrew: 209, .hebrewSymbols: 209, .arabic: 209, .arabicSymbols: 209]
        for kind in KeyboardLayoutKind.allCases {
            let height = resources.layout(kind).height(for: orientation)
            #expect(height == heights[kind], "\(kind)")
            let band = try band(kind, width: width, orientation)
            let english = try self.band(.english, width: width, orientation)
            #expect(band.frame.height == english.frame.height, "\(kind)")
            #expect(height - band.frame.minY == (orientation == .portrait ? 73 : 48.5), "\(kind)")
            #expect(band.globe.maxY == height - KeyboardBand.homeIndicatorZone(for: orientation), "\(kind)")
            #expect(band.globe.width == english.globe.width && band.globe.minX == english.globe.minX, "\(kind)")
        }
    }

    /// The microphone types nothing and commits nothing: a Pinyin composition stays as it was.
    @Test func dictationTypesNothingAndKeepsTheComposition() throws {
        var input = KeyboardInput(layout: .pinyin, pinyin: try KeyboardResources.bundled().pinyin)
        _ = input.press(.character("n"), at: 0)
        _ = input.press(.character("i"), at: 0)
        #expect(input.press(.dictation, at: 1) == [.dictationUnavailable])
        #expect(input.composition == "ni")
        #expect(input.layout == .pinyin)
        #expect(KeyAction(code: "dictation") == .dictation)
    }

    /// A band too short for its home-indicator zone gets keys of no height, never negative.
    @Test func aShortBandLeavesNoNegativeKeys() {
        let band = KeyboardBand(width: 390, height: 100, bandHeight: 20, sideInset: 0, keyGap: 6, orientation: .portrait)
        #expect(band.frame == Rect(x: 0, y: 80, width: 390, height: 20))
        #expect(band.globe.height == 0 && band.dictation.height == 0)
    }
}
