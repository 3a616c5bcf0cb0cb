import Testing
@testable import Keyboard

/// The Hebrew and Arabic keyboards, after iOS's: their letter rows, their own 123 pages,
/// typing, hit testing without dead zones, balloons, and their place in the globe's cycle.
@Suite struct RightToLeftKeyboardTests {
    private static func rows(_ kind: KeyboardLayoutKind) throws -> [[String]] {
        let placed = try KeyboardResources.bundled().layout(kind).keys(width: 390, orientation: .portrait)
        let rowIndices = Set(placed.map(\.row)).sorted()
        return rowIndices.map { row in placed.filter { $0.row == row }.map(\.key.label) }
    }

    @Test func hebrewHasThreeLetterRowsWithCommaAndFullStop() throws {
        let rows = try Self.rows(.hebrew)
        #expect(rows[0] == ["ק", "ר", "א", "ט", "ו", "ן", "ם", "פ", "⌫"])
        #expect(rows[1] == ["ש", "ד", "ג", "כ", "ע", "י", "ח", "ל", "ך", "ף"])
        #expect(rows[2] == [",", "ז", "ס", "ב", "ה", "נ", "מ", "צ", "ת", "ץ", "."])
        #expect(rows[3] == ["123", "רווח", "שליחה"])
        #expect(rows[4] == ["🌐", "🎤"])
        // Hebrew has no capitals: no Shift.
        #expect(try !KeyboardResources.bundled().layout(.hebrew).allKeys.contains { $0.action == .shift })
    }

    @Test func arabicHasItsLetterRows() throws {
        let rows = try Self.rows(.arabic)
        #expect(rows[0] == ["ض", "ص", "ث", "ق", "ف", "غ", "ع", "ه", "خ", "ح", "ج"])
        #expect(rows[1] == ["ش", "س", "ي", "ب", "ل", "ا", "ت", "ن", "م", "ك", "ط"])
        #expect(rows[2] == ["ذ", "ئ", "ء", "ؤ", "ر", "ى", "ة", "و", "ز", "ظ", "د", "⌫"])
        #expect(rows[3] == ["123", "مسافة", "إرسال"])
        // Every one of the 28 letters is on it.
        let letters = Set(rows.prefix(3).joined())
        for letter in "ابتثجحخدذرزسشصضطظعغفقكلمنهوي" { #expect(letters.contains(String(letter)), "\(letter)") }
    }

    /// 123 opens the keyboard's own page, #+= the shared second page, whose 123 comes back to
    /// the same own page; the letters key returns to Hebrew or Arabic.
    @Test(arguments: [(KeyboardLayoutKind.hebrew, KeyboardLayoutKind.hebrewSymbols, "אבג", "₪"),
                      (.arabic, .arabicSymbols, "أبج", "٣")])
    func ownSymbolsPage(letters: KeyboardLayoutKind, page: KeyboardLayoutKind, back: String, sample: String) throws {
        let resources = try KeyboardResources.bundled()
        var input = KeyboardInput(layout: letters, pinyin: resources.pinyin)
        let open = try #require(resources.layout(letters).allKeys.first { $0.label == "123" })
        #expect(input.press(open, at: 0) == [.switchLayout(page)])
        #expect(resources.layout(page).allKeys.contains { $0.label == sample })
        #expect(input.press(.character(sample), at: 0) == [.insert(sample)])
        #expect(input.press(.switchTo(.moreSymbols), at: 0) == [.switchLayout(.moreSymbols)])
        let again = try #require(resources.layout(.moreSymbols).allKeys.first { $0.label == "123" })
        #expect(input.press(again, at: 0) == [.switchLayout(page)])
        let abc = try #require(resources.layout(page).allKeys.first { $0.label == back })
        #expect(input.press(abc, at: 0) == [.switchLayout(letters)])
        // The globe from the page goes on from its letters.
        _ = input.press(open, at: 0)
        #expect(input.press(.nextLayout, at: 0) == [.switchLayout(letters.nextByGlobe)])
    }

    /// Each letter types its label from the layout file, unchanged (no case), and gets a balloon.
    @Test(arguments: [KeyboardLayoutKind.hebrew, .arabic])
    func everyLetterTypesItsLabel(kind: KeyboardLayoutKind) throws {
        let resources = try KeyboardResources.bundled()
        var input = KeyboardInput(layout: kind, pinyin: resources.pinyin)
        input.autocapitalization = .sentences
        input.setTextBeforeCaret("")
        for key in resources.layout(kind).allKeys {
            guard case .character(let text) = key.action else { continue }
            #expect(text == key.label)
            #expect(input.press(key, at: 0) == [.insert(key.label)], "\(key.label)")
            #expect(KeyPopup.shows(for: key, on: kind), "\(key.label)")
        }
    }

    /// Every point of the keyboard lands on a key, and each key's centre on that key.
    @Test(arguments: [KeyboardLayoutKind.hebrew, .arabic, .hebrewSymbols, .arabicSymbols])
    func noDeadZones(kind: KeyboardLayoutKind) throws {
        let layout = try KeyboardResources.bundled().layout(kind)
        for (width, orientation) in [(390.0, Orientation.portrait), (844, .landscape)] {
            let height = layout.height(for: orientation)
            for x in stride(from: 0.0, to: width, by: 2.5) {
                for y in stride(from: 0.0, to: height, by: 2.5) {
                    #expect(layout.key(at: Point(x: x, y: y), width: width, orientation: orientation) != nil, "\(kind) \(x),\(y)")
                }
            }
            for placed in layout.keys(width: width, orientation: orientation) {
                let hit = layout.key(at: placed.frame.center, width: width, orientation: orientation)
                #expect(hit?.frame == placed.frame, "\(kind) \(placed.key.label)")
            }
        }
    }

    @Test func theGlobeReachesBothAndTheEnglishKeyboardKeepsItsOrder() throws {
        #expect(KeyboardLayoutKind.pinyin.nextByGlobe == .hebrew)
        #expect(KeyboardLayoutKind.hebrew.nextByGlobe == .arabic)
        #expect(KeyboardLayoutKind.arabic.nextByGlobe == .emoji)
        #expect(try Self.rows(.english)[0] == ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"])
    }

    @Test func returnAndSpaceSayWhatTheFileSays() {
        #expect(ReturnKeyLabel.label(for: .hebrew, isComposing: false, fileLabel: "שליחה") == "שליחה")
        #expect(ReturnKeyLabel.label(for: .english, isComposing: false, fileLabel: "return") == "return")
        #expect(ReturnKeyLabel.label(for: .pinyin, isComposing: true, fileLabel: "发送") == "确认")
    }
}
