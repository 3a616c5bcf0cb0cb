@testable import StrictJSON
import Testing

/// The one string scanner both file readers use: where a string's body lies, its decoded length
/// and paragraphs worked out by hand, and nil wherever RFC 8259 refuses the string.
@Suite struct JSONStringBodyTests {
    /// Scans `text`'s UTF-8 (or `bytes`) from its first byte.
    private func scan(_ bytes: [UInt8], counting: Bool = true) -> (body: JSONStringBody?, index: Int, paragraphs: [ParagraphCounts]) {
        var index = 0
        var paragraphs: [ParagraphCounts] = []
        let body = bytes.withUnsafeBytes { JSONStringBody.scan($0, at: &index, counting: counting, paragraphs: &paragraphs) }
        return (body, index, paragraphs)
    }

    private func scan(_ text: String, counting: Bool = true) -> (body: JSONStringBody?, index: Int, paragraphs: [ParagraphCounts]) {
        scan(Array(text.utf8), counting: counting)
    }

    @Test func theWorkedExample() {
        let result = scan(#""Hi\n你好" "#)
        #expect(result.body == JSONStringBody(start: 1, end: 11, hasEscapes: true, decodedLength: 9, paragraphCount: 2))
        #expect(result.index == 12)
        #expect(result.paragraphs == [ParagraphCounts(narrow: 2), ParagraphCounts(wide: 2)])
    }

    /// Long plain ASCII goes eight bytes at a time; the count must still be exact at every length.
    @Test func plainASCIIOfEveryLengthUpToSeventeen() {
        for length in 0...17 {
            let text = String(repeating: "a", count: length)
            let result = scan("\"\(text)\"")
            #expect(result.body == JSONStringBody(start: 1, end: length + 1, hasEscapes: false, decodedLength: length, paragraphCount: 1))
            #expect(result.paragraphs == [ParagraphCounts(narrow: UInt32(length))])
        }
    }

    @Test func escapesDecodeToTheirLengths() {
        // \" \/ \t: one byte each; \u00e9 two; \u4f60 three; \ud83d\ude00 (😀) four; \u000a a line break.
        let result = scan(#""\"\/\t\u00e9\u4f60\ud83d\ude00\u000ax""#)
        #expect(result.body?.decodedLength == 3 + 2 + 3 + 4 + 1 + 1)
        #expect(result.body?.paragraphCount == 2)
        #expect(result.paragraphs == [ParagraphCounts(narrow: 3, medium: 1, wide: 2), ParagraphCounts(narrow: 1)])
    }

    @Test func countingOffLeavesTheParagraphsAlone() {
        let result = scan(#""a\nb""#, counting: false)
        #expect(result.body?.paragraphCount == 2)
        #expect(result.paragraphs.isEmpty)
    }

    @Test func nonASCIICharactersOfEveryWidth() {
        let result = scan("\"é你😀\"")
        #expect(result.body?.decodedLength == 2 + 3 + 4)
        #expect(result.paragraphs == [ParagraphCounts(medium: 1, wide: 2)])
    }

    @Test func whatJSONRefusesIsNil() {
        #expect(scan("\"a\u{01}b\"").body == nil, "a control byte")
        #expect(scan(#""\x""#).body == nil, "an unknown escape")
        #expect(scan(#""\u12G4""#).body == nil, "a bad hex digit")
        #expect(scan(#""\ude00""#).body == nil, "a lone low surrogate")
        #expect(scan(#""\ud83d x""#).body == nil, "a high surrogate alone")
        #expect(scan("\"open").body == nil, "no closing quote")
        #expect(scan("x\"\"").body == nil, "no opening quote")
        #expect(scan([0x22, 0xC0, 0xAF, 0x22]).body == nil, "an overlong form")
        #expect(scan([0x22, 0xED, 0xA0, 0x80, 0x22]).body == nil, "a surrogate in UTF-8")
        #expect(scan([0x22, 0xE4, 0xBD, 0x22]).body == nil, "a cut-off character")
        #expect(scan([0x22, 0x80, 0x22]).body == nil, "a stray continuation byte")
    }

    @Test func plainASCIIStringsGiveTheirBodyRange() {
        var index = 0
        let range = Array(#""sender": "#.utf8).withUnsafeBytes { JSONStringBody.scanPlainASCII($0, at: &index) }
        #expect(range == 1..<7)
        #expect(index == 8)
        for refused in [#""a\"b""#, "\"é\"", "\"open"] {
            var start = 0
            #expect(Array(refused.utf8).withUnsafeBytes { JSONStringBody.scanPlainASCII($0, at: &start) } == nil, "\(refused)")
        }
    }

    /// `scanPlainASCII` reads eight bytes at a time: on random strings with a stop byte (a
    /// quote, a backslash, a control byte, a byte of 0x80 or more) at every place in and across
    /// its words, and near the end of the bytes, it answers as reading a byte at a time does.
    @Test func plainASCIIScanAgreesWithAByteAtATime() {
        func bytewise(_ bytes: [UInt8]) -> (Range<Int>?, Int) {
            guard bytes.first == 0x22 else { return (nil, 0) }
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x22 { return (1..<index, index + 1) }
                guard byte >= 0x20, byte < 0x80, byte != 0x5C else { return (nil, index) }
                index += 1
            }
            return (nil, index)
        }
        let stops: [UInt8] = [0x22, 0x5C, 0x00, 0x1F, 0x0A, 0x7F, 0x80, 0xC3, 0xFF, 0x20, 0x21, 0x5B, 0x5D, 0x23]
        var state: UInt64 = 44
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<20_000 {
            var bytes: [UInt8] = [0x22]
            for _ in 0..<next(40) { bytes.append(next(4) == 0 ? stops[next(stops.count)] : UInt8(0x41 + next(26))) }
            if next(3) > 0 { bytes.append(0x22) }
            for _ in 0..<next(12) { bytes.append(UInt8(0x20 + next(90))) }
            var index = 0
            let range = bytes.withUnsafeBytes { JSONStringBody.scanPlainASCII($0, at: &index) }
            let expected = bytewise(bytes)
            #expect(range == expected.0, "\(bytes)")
            if let range = expected.0 { #expect(index == range.upperBound + 1, "\(bytes)") }
        }
    }
}
