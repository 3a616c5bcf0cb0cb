import Testing
@testable import ChatImport

/// The header that opens each WhatsApp message, in the locales' own spellings.
@Suite struct WhatsAppHeaderTests {
    func header(_ line: String) -> WhatsAppHeader? {
        WhatsAppHeader.parse(Array(line.unicodeScalars))
    }

    func shape(_ bracketed: Bool, _ separator: Character, seconds: Bool, twelveHour: Bool) -> WhatsAppHeader.Shape {
        .init(bracketed: bracketed, dateSeparator: separator.unicodeScalars.first!.value, hasSeconds: seconds, twelveHour: twelveHour)
    }

    @Test func androidEnglishMonthFirstTwelveHour() {
        let found = header("12/31/23, 9:41 PM - Anna: hi")
        #expect(found == WhatsAppHeader(shape: shape(false, "/", seconds: false, twelveHour: true), restStart: 20))
        // Newer exports put a narrow no-break space before PM.
        #expect(header("12/31/23, 9:41\u{202F}PM - Anna: hi")?.restStart == 20)
    }

    @Test func androidGermanDayFirstWithDots() {
        #expect(header("31.12.23, 21:41 - Anna: hi") == WhatsAppHeader(shape: shape(false, ".", seconds: false, twelveHour: false), restStart: 18))
    }

    @Test func iOSBracketedWithSeconds() {
        #expect(header("[31/12/2023, 21:41:05] Anna: hi") == WhatsAppHeader(shape: shape(true, "/", seconds: true, twelveHour: false), restStart: 23))
        #expect(header("[12/31/23, 9:41:05 PM] Anna: hi") == WhatsAppHeader(shape: shape(true, "/", seconds: true, twelveHour: true), restStart: 23))
        // iOS puts a left-to-right mark before the lines of media and notes.
        #expect(header("\u{200E}[31/12/2023, 21:41:05] Anna: hi")?.restStart == 24)
    }

    @Test func chineseYearFirstWithThePeriodBeforeTheTime() {
        #expect(header("2023/12/31 下午9:41 - 安娜: 你好") == WhatsAppHeader(shape: shape(false, "/", seconds: false, twelveHour: true), restStart: 20))
        #expect(header("2023年12月31日 21:41 - 安娜: 你好")?.shape == shape(false, "年", seconds: false, twelveHour: false))
    }

    /// Arabic-Indic digits, right-to-left marks after the date's numbers, م for PM.
    @Test func arabicDigitsAndMarks() {
        let line = "٣١\u{200F}/١٢\u{200F}/٢٠٢٣ ٩:٤١ م - سارة: مرحبا"
        #expect(header(line) == WhatsAppHeader(shape: shape(false, "/", seconds: false, twelveHour: true), restStart: 22))
    }

    @Test func linesThatAreNotHeaders() {
        #expect(header("12/31/23 was the day") == nil)
        #expect(header("31/12/2023") == nil)
        #expect(header("12/31/23, 9:41 PM Anna: no dash") == nil)
        #expect(header("99/99/23, 9:41 PM - Anna: hi") == nil)
        #expect(header("12/31/23, 25:41 - Anna: hi") == nil)
        #expect(header("12/31/23, 13:41 PM - Anna: hi") == nil)
        #expect(header("[31/12/2023, 21:41:05 Anna: no bracket") == nil)
        #expect(header("1/2/3/4, 9:41 - Anna: hi") == nil)
        #expect(header("") == nil)
    }
}
