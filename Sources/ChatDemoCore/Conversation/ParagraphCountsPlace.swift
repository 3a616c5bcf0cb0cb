import StrictJSON

extension MessageList {
    /// Where a message's paragraph counts are, in eight bytes: a text of one paragraph (most
    /// messages) holds its three counts here, 21 bits each, so the scan keeps no separate record
    /// for it; a text of several paragraphs names its range of the list's `paragraphs`.
    ///
    ///     CountsPlace.held(ParagraphCounts(narrow: 5))      // one paragraph, kept inline
    ///     CountsPlace.stored(first: 120, count: 3)          // paragraphs[120..<123]
    ///
    /// A message is at most `Conversation.maximumMessageBytes` (1 MiB) decoded, so each of its
    /// counts fits 21 bits; larger counts (an export's reader may make them) are stored.
    struct CountsPlace: Sendable, Equatable {
        private var bits: UInt64

        private static let heldFlag: UInt64 = 1 << 63
        private static let fieldWidth: UInt64 = 21
        private static let fieldMask: UInt64 = (1 << fieldWidth) - 1

        private init(bits: UInt64) {
            self.bits = bits
        }

        /// Paragraphs `first ..< first + count` of the list's `paragraphs`.
        static func stored(first: Int, count: Int) -> CountsPlace {
            precondition(first >= 0 && first <= Int(UInt32.max) && count >= 0 && count <= Int(Int32.max), "paragraphs out of range")
            return CountsPlace(bits: UInt64(first) | UInt64(count) << 32)
        }

        /// One paragraph's counts held in place; nil when one of them needs more than 21 bits.
        static func held(_ counts: ParagraphCounts) -> CountsPlace? {
            let (narrow, medium, wide) = (UInt64(counts.narrow), UInt64(counts.medium), UInt64(counts.wide))
            guard narrow <= fieldMask, medium <= fieldMask, wide <= fieldMask else { return nil }
            return CountsPlace(bits: heldFlag | narrow | medium << fieldWidth | wide << (2 * fieldWidth))
        }

        /// The same place once `shift` paragraphs come before the stored ones (two scans joined).
        func shifted(by shift: Int) -> CountsPlace {
            guard bits & Self.heldFlag == 0 else { return self }
            return .stored(first: Int(bits & 0xFFFF_FFFF) + shift, count: Int(bits >> 32))
        }

        /// `estimate`'s height for the text whose counts these are.
        func height(by estimate: HeightEstimate.AtWidth, stored paragraphs: [ParagraphCounts]) -> Double {
            if bits & Self.heldFlag != 0 {
                let counts = ParagraphCounts(narrow: UInt32(bits & Self.fieldMask), medium: UInt32(bits >> Self.fieldWidth & Self.fieldMask),
                                             wide: UInt32(bits >> (2 * Self.fieldWidth) & Self.fieldMask))
                return estimate.height(ofParagraphs: CollectionOfOne(counts))
            }
            let first = Int(bits & 0xFFFF_FFFF)
            return estimate.height(ofParagraphs: paragraphs[first..<first + Int(bits >> 32)])
        }
    }
}
