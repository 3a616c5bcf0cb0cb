import ChatDemoCore

extension JSONCursor {
    /// A string at its opening quote: where its body lies, whether it holds escapes, its
    /// decoded length and paragraph count; `counting` also appends each paragraph's counts to
    /// `paragraphs` (what `ParagraphCounts.of` gives for the decoded text). Nil at a control
    /// byte, a bad escape, a lone surrogate or bytes that are not UTF-8.
    ///
    /// - Complexity: O(length of the string as written).
    mutating func string(counting: Bool) -> StringBody? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var current = ParagraphCounts()
        var paragraphCount = 0
        var hasEscapes = false
        var decodedLength = 0
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        while true {
            // Eight plain ASCII bytes at a time: no high bit, no control byte, no quote, no backslash.
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
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                guard index + 1 < count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                     UInt8(ascii: "r"), UInt8(ascii: "t"):
                    current.narrow &+= 1
                    decodedLength &+= 1
                    index += 2
                case UInt8(ascii: "n"):
                    if counting { paragraphs.append(current) }
                    paragraphCount += 1
                    current = ParagraphCounts()
                    decodedLength &+= 1
                    index += 2
                case UInt8(ascii: "u"):
                    guard let unit = hexQuad(at: index + 2) else { return nil }
                    index += 6
                    if (0xDC00...0xDFFF).contains(unit) { return nil }
                    if (0xD800...0xDBFF).contains(unit) {
                        guard index + 1 < count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                              let low = hexQuad(at: index + 2), (0xDC00...0xDFFF).contains(low) else { return nil }
                        index += 6
                        current.wide &+= 1
                        decodedLength &+= 4
                    } else if unit == 0x0A {
                        if counting { paragraphs.append(current) }
                        paragraphCount += 1
                        current = ParagraphCounts()
                        decodedLength &+= 1
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
                default:
                    return nil
                }
                continue
            }
            if byte < 0x80 {
                current.narrow &+= 1
                decodedLength &+= 1
                index += 1
                continue
            }
            // A character of two (medium) or three or four bytes (wide), checked here: the
            // pass is also the file's UTF-8 check (outside strings only ASCII is JSON).
            guard let width = UTF8Check.width(at: index, in: bytes) else { return nil }
            if width == 2 { current.medium &+= 1 } else { current.wide &+= 1 }
            decodedLength &+= width
            index += width
        }
        let end = index
        index += 1
        if counting { paragraphs.append(current) }
        return StringBody(start: start, end: end, hasEscapes: hasEscapes, decodedLength: decodedLength,
                          paragraphCount: paragraphCount + 1)
    }

    /// The four hex digits at `start` as a UTF-16 unit, nil if they are not four hex digits.
    private func hexQuad(at start: Int) -> UInt16? {
        guard start + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[start + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }
}
