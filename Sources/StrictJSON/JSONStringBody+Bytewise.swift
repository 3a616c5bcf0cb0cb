extension JSONStringBody {
    /// `scan` as it was before it read whole blocks: a byte, an escape or a character at a
    /// time (plain ASCII eight bytes a word). Kept as the reference the block scan is tested
    /// against, byte for byte (`JSONStringBodyBlockTests`): same verdict, same body, same counts.
    static func scanBytewise(_ bytes: UnsafeRawBufferPointer, at index: inout Int,
                             counting: Bool, paragraphs: inout [ParagraphCounts]) -> JSONStringBody? {
        let count = bytes.count
        guard index < count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        index += 1
        let start = index
        var current = ParagraphCounts()
        var paragraphCount = 0
        var hasEscapes = false
        var decodedLength = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        func endParagraph() {
            if counting { paragraphs.append(current) }
            paragraphCount += 1
            current = ParagraphCounts()
            decodedLength &+= 1
        }
        while true {
            // Eight plain ASCII bytes at a time: a word's high bit is set in `stop` by a byte
            // with its own high bit, a control byte (under 0x20), a quote or a backslash.
            while index + 8 <= count {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let quotes = word ^ (ones &* 0x22)
                let backslashes = word ^ (ones &* 0x5C)
                let stop = word | ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
                if stop & high != 0 { break }
                current.narrow &+= 8
                decodedLength &+= 8
                index += 8
            }
            guard index < count else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard index + 1 < count else { return nil }
                let escaped = bytes[index + 1]
                if escaped == UInt8(ascii: "n") {
                    endParagraph()
                    index += 2
                } else if escaped == UInt8(ascii: "u") {
                    guard let unit = JSONEscape.hexQuad(at: index + 2, in: bytes) else { return nil }
                    index += 6
                    // A low surrogate alone, or a high one not followed by a low one, is no character.
                    if JSONEscape.lowSurrogates.contains(unit) { return nil }
                    if JSONEscape.highSurrogates.contains(unit) {
                        guard index + 1 < count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                              let low = JSONEscape.hexQuad(at: index + 2, in: bytes), JSONEscape.lowSurrogates.contains(low) else { return nil }
                        index += 6
                        current.wide &+= 1
                        decodedLength &+= 4
                    } else if unit == 0x0A {
                        endParagraph()
                    } else if unit < 0x80 {
                        current.narrow &+= 1
                        decodedLength &+= 1
                    } else if unit < 0x800 {
                        current.medium &+= 1
                        decodedLength &+= 2
                    } else {
                        current.wide &+= 1
                        decodedLength &+= 3
                    }
                } else {
                    guard JSONEscape.simpleValue(of: escaped) != nil else { return nil }
                    current.narrow &+= 1
                    decodedLength &+= 1
                    index += 2
                }
                continue
            }
            if byte < 0x20 { return nil }
            if byte < 0x80 {
                current.narrow &+= 1
                decodedLength &+= 1
                index += 1
                continue
            }
            // A run of non-ASCII characters (Chinese, emoji) one character at a time, the
            // common three-byte form (U+1000…U+FFFF without the surrogates' 0xED) checked inline.
            var lead = byte
            while true {
                if lead >= 0xE1, lead != 0xED, lead <= 0xEF, index + 2 < count,
                   bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80 {
                    current.wide &+= 1
                    decodedLength &+= 3
                    index += 3
                } else {
                    guard let width = UTF8Validation.sequenceWidth(at: index, in: bytes) else { return nil }
                    current.add(leadByte: lead)
                    decodedLength &+= width
                    index += width
                }
                guard index < count, bytes[index] >= 0x80 else { break }
                lead = bytes[index]
            }
        }
        let end = index
        index += 1
        if counting { paragraphs.append(current) }
        return JSONStringBody(start: start, end: end, hasEscapes: hasEscapes, decodedLength: decodedLength,
                              paragraphCount: paragraphCount + 1)
    }
}
