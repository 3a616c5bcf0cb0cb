extension JSONStringBody {
    /// What `scan` has counted of a string so far: its current paragraph, the paragraphs before
    /// it, its decoded length and whether it held an escape.
    struct Tally {
        let counting: Bool
        var current = ParagraphCounts()
        var paragraphCount = 0
        var hasEscapes = false
        var decodedLength = 0

        init(counting: Bool) {
            self.counting = counting
        }

        /// Whole blocks from `index` while they hold no stop byte; then the plain text up to
        /// the first stop (`index` left at it) or, near the end of the bytes, to the last block's
        /// end. False where the bytes are not UTF-8.
        @inline(__always)
        mutating func takeBlocks(_ bytes: UnsafeRawBufferPointer, at index: inout Int) -> Bool {
            while index + StringBlock.size <= bytes.count {
                let block = StringBlock(bytes, at: index)
                if block.stops == 0 {
                    if block.nonASCII == 0 {
                        current.narrow &+= UInt32(StringBlock.size)
                        decodedLength &+= StringBlock.size
                        index += StringBlock.size
                        continue
                    }
                    let utf8 = UTF8Block(bytes, at: index)
                    guard utf8.errors(nonASCII: block.nonASCII) == 0 else { return false }
                    let taken = StringBlock.size - utf8.unfinishedLength(nonASCII: block.nonASCII)
                    add(utf8, nonASCII: block.nonASCII, lanes: (1 << taken) &- 1)
                    decodedLength &+= taken
                    index += taken
                    continue
                }
                let stop = block.stops.trailingZeroBitCount
                let before: UInt64 = (1 << stop) &- 1
                if block.nonASCII & before == 0 {
                    current.narrow &+= UInt32(stop)
                } else {
                    // The stop byte is checked too: a character cut short by it is an error.
                    let utf8 = UTF8Block(bytes, at: index)
                    guard utf8.errors(nonASCII: block.nonASCII) & (before | 1 << stop) == 0 else { return false }
                    add(utf8, nonASCII: block.nonASCII, lanes: before)
                }
                decodedLength &+= stop
                index += stop
                return true
            }
            return true
        }

        /// The characters among `lanes` of a block that is well-formed UTF-8, by their widths.
        @inline(__always)
        mutating func add(_ utf8: UTF8Block, nonASCII: UInt64, lanes: UInt64) {
            let wide = utf8.leadsOfThreeOrMore & lanes
            current.narrow &+= UInt32((~nonASCII & lanes).nonzeroBitCount)
            current.medium &+= UInt32((nonASCII & ~utf8.continuations & ~wide & lanes).nonzeroBitCount)
            current.wide &+= UInt32(wide.nonzeroBitCount)
        }

        /// The escape at `index` (its backslash), checked, counted and taken; false where JSON
        /// refuses it (an unknown escape, a bad `\u`, a lone surrogate).
        mutating func takeEscape(_ bytes: UnsafeRawBufferPointer, at index: inout Int, paragraphs: inout [ParagraphCounts]) -> Bool {
            let count = bytes.count
            hasEscapes = true
            guard index + 1 < count else { return false }
            let escaped = bytes[index + 1]
            if escaped == UInt8(ascii: "n") {
                endParagraph(&paragraphs)
                index += 2
                return true
            }
            guard escaped == UInt8(ascii: "u") else {
                guard JSONEscape.simpleValue(of: escaped) != nil else { return false }
                current.narrow &+= 1
                decodedLength &+= 1
                index += 2
                return true
            }
            guard let unit = JSONEscape.hexQuad(at: index + 2, in: bytes) else { return false }
            index += 6
            // A low surrogate alone, or a high one not followed by a low one, is no character.
            if JSONEscape.lowSurrogates.contains(unit) { return false }
            if JSONEscape.highSurrogates.contains(unit) {
                guard index + 1 < count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u"),
                      let low = JSONEscape.hexQuad(at: index + 2, in: bytes), JSONEscape.lowSurrogates.contains(low) else { return false }
                index += 6
                current.wide &+= 1
                decodedLength &+= 4
            } else if unit == 0x0A {
                endParagraph(&paragraphs)
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
            return true
        }

        mutating func endParagraph(_ paragraphs: inout [ParagraphCounts]) {
            if counting { paragraphs.append(current) }
            paragraphCount += 1
            current = ParagraphCounts()
            decodedLength &+= 1
        }
    }
}
