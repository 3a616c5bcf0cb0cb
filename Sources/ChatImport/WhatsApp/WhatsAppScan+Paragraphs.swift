#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif
import StrictJSON

extension WhatsAppScan {
    /// Appends the paragraphs' counts of the UTF-8 text `bytes[range]`, as `ParagraphCounts.of`.
    /// Sixteen bytes are classified at once with SSE2 (line breaks, leads of two bytes, leads of
    /// three or more, ASCII) and counted with population counts, the line breaks taken lowest
    /// first; the last few bytes, and every byte elsewhere than x86-64, one at a time.
    mutating func appendParagraphs(of range: Range<Int>) {
        var current = ParagraphCounts()
        var index = range.lowerBound
        #if arch(x86_64)
        let base = bytes.baseAddress!
        let lineBreak = _mm_set1_epi8(0x0A), fromC0 = _mm_set1_epi8(Int8(bitPattern: 0xC0)), fromE0 = _mm_set1_epi8(Int8(bitPattern: 0xE0))
        while index + 16 <= range.upperBound {
            let lanes = _mm_loadu_si128(UnsafeRawPointer(base + index).assumingMemoryBound(to: __m128i.self))
            var breaks = Self.mask(_mm_cmpeq_epi8(lanes, lineBreak))
            let nonASCII = Self.mask(lanes)
            index += 16
            if breaks | nonASCII == 0 {
                current.narrow &+= 16
                continue
            }
            // Unsigned "at least": the byte is its own maximum with the bound.
            let wide = Self.mask(_mm_cmpeq_epi8(_mm_max_epu8(lanes, fromE0), lanes))
            let medium = Self.mask(_mm_cmpeq_epi8(_mm_max_epu8(lanes, fromC0), lanes)) & ~wide
            let narrow = ~nonASCII & ~breaks & 0xFFFF
            var remaining: UInt32 = 0xFFFF
            while breaks != 0 {
                let before = remaining & ((breaks & (0 &- breaks)) &- 1)
                current.add(narrow: narrow & before, medium: medium & before, wide: wide & before)
                chat.paragraphs.append(current)
                current = ParagraphCounts()
                remaining &= ~(before | (breaks & (0 &- breaks)))
                breaks &= breaks &- 1
            }
            current.add(narrow: narrow & remaining, medium: medium & remaining, wide: wide & remaining)
        }
        #endif
        while index < range.upperBound {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                chat.paragraphs.append(current)
                current = ParagraphCounts()
            } else {
                current.add(leadByte: byte)
            }
        }
        chat.paragraphs.append(current)
    }

    #if arch(x86_64)
    /// The high bit of each of the 16 bytes.
    @inline(__always)
    static func mask(_ lanes: __m128i) -> UInt32 {
        UInt32(UInt16(truncatingIfNeeded: _mm_movemask_epi8(lanes)))
    }
    #endif
}

extension ParagraphCounts {
    /// Adds the characters whose lead bytes are the set bits of each mask.
    @inline(__always)
    mutating func add(narrow: UInt32, medium: UInt32, wide: UInt32) {
        self.narrow &+= UInt32(narrow.nonzeroBitCount)
        self.medium &+= UInt32(medium.nonzeroBitCount)
        self.wide &+= UInt32(wide.nonzeroBitCount)
    }
}
