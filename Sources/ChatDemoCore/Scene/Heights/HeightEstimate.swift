import StrictJSON

/// A bubble's height guessed from its text's length, without laying it out: what every
/// message gets at load before the few that can be on screen are measured with Pango
/// (`ChatScene`'s estimated heights, as UITableView's `estimatedRowHeight`), so that opening a
/// long conversation does not lay out every message.
///
/// The guess counts UTF-8 lead bytes: an ASCII character is `narrowAdvance` wide, any
/// character of three or more bytes (CJK, emoji) `wideAdvance`, two-byte ones in between.
/// Lines are the text's width over the bubble's text width, rounded up (at least one per
/// paragraph); the height is lines × `lineHeight` plus the bubble's padding. The numbers
/// match the app's bubble (`Sans 15`, 72% of the list less margins and padding) closely
/// enough that a correction is a few pixels, and it never needs to be exact: only the
/// measured heights decide anything (see `ChatScene`).
///
/// Worked example (standard, list width 390 → text width (390 − 24) × 0.72 − 24 = 239.52):
/// "Hello" is 5 × 10 = 50 wide, one line: 24 + 16 = 40. Thirty CJK characters are
/// 30 × 20 = 600 wide, ⌈600 / 239.52⌉ = 3 lines: 72 + 16 = 88.
///
/// - Complexity: O(UTF-8 length of the text), a single pass over its bytes.
public struct HeightEstimate: Sendable, Equatable {
    public var narrowAdvance: Double
    public var mediumAdvance: Double
    public var wideAdvance: Double
    public var lineHeight: Double
    /// Padding above plus below the text.
    public var verticalPadding: Double
    public var sideMargin: Double
    public var horizontalPadding: Double
    public var maximumWidthFraction: Double
    /// The narrowest text width a bubble gets, however narrow the list.
    public var minimumTextWidth: Double

    /// The app's bubble (`BubbleRenderer`): Sans 15, padding 12 × 8, 72% of the list.
    public static let standard = HeightEstimate(
        narrowAdvance: 10, mediumAdvance: 14, wideAdvance: 20, lineHeight: 24, verticalPadding: 16,
        sideMargin: 12, horizontalPadding: 12, maximumWidthFraction: 0.72, minimumTextWidth: 40)

    /// The text width a bubble has in a list `listWidth` wide.
    public func textWidth(inList listWidth: Double) -> Double {
        max(minimumTextWidth, (listWidth - 2 * sideMargin) * maximumWidthFraction - 2 * horizontalPadding)
    }

    /// The estimated bubble height of `text` in a list `listWidth` wide.
    public func height(of text: String, listWidth: Double) -> Double {
        var counts = Counts(estimate: self, available: textWidth(inList: listWidth))
        var utf8 = text.utf8
        let counted: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            counts.add(UnsafeRawBufferPointer(bytes))
        }
        if counted == nil {
            utf8 = String(text).utf8
            for byte in utf8 { counts.add(byte) }
        }
        counts.endParagraph()
        return counts.lines * lineHeight + verticalPadding
    }

    /// The same estimate from the text's paragraphs' character counts (`ParagraphCounts`,
    /// what a file's validating pass records without building the string): equal, to the
    /// last bit, to `height(of:listWidth:)` of the text they were counted from.
    public func height(ofParagraphs paragraphs: some Sequence<ParagraphCounts>, listWidth: Double) -> Double {
        AtWidth(estimate: self, listWidth: listWidth, tabulated: false).height(ofParagraphs: paragraphs)
    }

    /// The lines one paragraph takes: its width over the text width, rounded up, at least one.
    func lines(narrow: Int, medium: Int, wide: Int, available: Double) -> Double {
        lines(width: width(narrow: narrow, medium: medium, wide: wide), available: available)
    }

    /// A paragraph's width from its characters of each class.
    func width(narrow: Int, medium: Int, wide: Int) -> Double {
        Double(narrow) * narrowAdvance + Double(medium) * mediumAdvance + Double(wide) * wideAdvance
    }

    /// The lines a paragraph `width` wide takes in a text width of `available`.
    func lines(width: Double, available: Double) -> Double {
        max(1, (width / available).rounded(.up))
    }

    /// Characters of each width class in the current paragraph (integer counts, so the byte
    /// loop stays cheap and allocates nothing) and the lines of the paragraphs before it.
    private struct Counts {
        let estimate: HeightEstimate
        let available: Double
        var narrow = 0, medium = 0, wide = 0
        var lines = 0.0

        init(estimate: HeightEstimate, available: Double) {
            self.estimate = estimate
            self.available = available
        }

        mutating func add(_ byte: UInt8) {
            if byte < 0x80 {
                if byte == 0x0A { endParagraph() } else { narrow += 1 }
            } else if byte >= 0xE0 {
                wide += 1
            } else if byte >= 0xC0 {
                medium += 1
            }  // else a continuation byte: its character is already counted
        }

        /// Eight bytes at a time where no line break is among them: the classes are counted
        /// from the top bits of each byte (ASCII: bit 7 clear; a lead byte of two or more:
        /// bits 7 and 6; of three or more: bits 7, 6 and 5). A million messages' estimates
        /// took a tenth of start-up byte by byte.
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            let highBits: UInt64 = 0x8080_8080_8080_8080
            let ones: UInt64 = 0x0101_0101_0101_0101
            let lineBreaks: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                let breaks = word ^ lineBreaks
                if (breaks &- ones) & ~breaks & highBits != 0 {
                    for byte in bytes[offset..<(offset + 8)] { add(byte) }
                } else {
                    let leads = word & (word << 1) & highBits
                    let wideLeads = leads & (word << 2)
                    let leadCount = Self.bytesMarked(leads), wideCount = Self.bytesMarked(wideLeads)
                    narrow += 8 - Self.bytesMarked(word & highBits)
                    wide += wideCount
                    medium += leadCount - wideCount
                }
                offset += 8
            }
            for byte in bytes[offset...] { add(byte) }
        }

        /// How many of the eight bytes have their top bit set in `marks` (no other bit set):
        /// one multiply sums the eight 0-or-1 bytes into the top byte, where x86-64's baseline
        /// has no population count instruction and `nonzeroBitCount` is a dozen operations.
        @inline(__always)
        static func bytesMarked(_ marks: UInt64) -> Int {
            Int(((marks >> 7) &* 0x0101_0101_0101_0101) >> 56)
        }

        mutating func endParagraph() {
            lines += estimate.lines(narrow: narrow, medium: medium, wide: wide, available: available)
            narrow = 0
            medium = 0
            wide = 0
        }
    }
}
