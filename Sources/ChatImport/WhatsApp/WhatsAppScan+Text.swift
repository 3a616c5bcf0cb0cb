#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif
import StrictJSON

extension WhatsAppScan {
    /// What `readText` found in a text.
    struct TextReading {
        /// What `WhatsAppNoteBytes.mayBeNote` answers: whether the text may be a media note.
        var mayBeNote = false
        /// Whether the text is UTF-8, nil when some of its bytes were read one at a time (the
        /// file's last 16, or every byte elsewhere than x86-64) and `UTF8Validation` must say.
        var isUTF8: Bool?
        /// The counts of the text's last paragraph (those before it are in `paragraphs`).
        var lastParagraph = ParagraphCounts()
    }

    /// Reads the text `bytes[range]` once: puts its paragraphs' counts, as
    /// `ParagraphCounts.of` gives them, in `paragraphs` (emptied first) and, the last one,
    /// in `lastParagraph`; tells whether it may be a media note and checks its UTF-8. Past the first line's
    /// `WhatsAppMedia.maximumNoteBytes` bytes no note is looked for: a longer first line is none.
    ///
    /// Sixteen bytes are classified at once with SSE2: line breaks, ASCII, leads of two bytes,
    /// leads of three or more, and the bytes that may start a note's mark or word
    /// (`WhatsAppNoteBytes.candidates`, each then tried by `startsNote`). Between line breaks
    /// each class is counted per lane, a byte per lane, and the lanes summed (`psadbw`) when a
    /// paragraph ends or before a lane could overflow; in 16 bytes that hold a line break the
    /// classes are counted from bit masks, the breaks taken lowest first. 16 bytes holding any
    /// byte over 0x7F have their UTF-8 checked as StrictJSON's `UTF8Block` checks 64: a byte is
    /// a continuation exactly when a lead one to three bytes before asks for one, and the
    /// values no UTF-8 holds (C0, C1, F5–FF, the narrower second bytes after E0, ED, F0, F4)
    /// are errors. The text's last bytes are read as 16 with the lanes past its end left out.
    static func readText(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>, paragraphs: inout [ParagraphCounts]) -> TextReading {
        // Most texts are one paragraph: the buffer is then already empty.
        if !paragraphs.isEmpty { paragraphs.removeAll(keepingCapacity: true) }
        let noteEnd = range.lowerBound + WhatsAppMedia.maximumNoteBytes
        var current = ParagraphCounts()
        var index = range.lowerBound
        let end = range.upperBound
        var firstBreak: Int?
        var mayBeNote = false
        var utf8Errors: UInt32 = 0
        #if arch(x86_64)
        let base = bytes.baseAddress
        func splat(_ byte: UInt8) -> __m128i { _mm_set1_epi8(Int8(bitPattern: byte)) }
        // Unsigned "at least": the byte is its own maximum with the bound.
        func atLeast(_ lanes: __m128i, _ byte: UInt8) -> __m128i { _mm_cmpeq_epi8(_mm_max_epu8(lanes, splat(byte)), lanes) }
        var lanes = LaneCounts()
        /// Continuations asked for by leads in the 16 bytes before.
        var expectedNext: UInt32 = 0
        // A note's pair reads one byte past the 16, so 17 must be in the file; the UTF-8 check
        // reads the byte before the 16, which a text (after its header) always has.
        while index < end && index + 17 <= bytes.count && index > 0, let base {
            let chunk = _mm_loadu_si128(UnsafeRawPointer(base + index).assumingMemoryBound(to: __m128i.self))
            let after = _mm_loadu_si128(UnsafeRawPointer(base + index + 1).assumingMemoryBound(to: __m128i.self))
            let inText: UInt32 = end - index >= 16 ? 0xFFFF : (1 << UInt32(end - index)) &- 1
            if !mayBeNote && (firstBreak != nil || index <= noteEnd) {
                var candidates = WhatsAppNoteBytes.candidates(chunk, after) & inText
                while candidates != 0 {
                    if WhatsAppNoteBytes.startsNote(bytes, at: index + candidates.trailingZeroBitCount, before: end) {
                        mayBeNote = true
                        break
                    }
                    candidates &= candidates &- 1
                }
            }
            let wide = atLeast(chunk, 0xE0)
            let leads = atLeast(chunk, 0xC0)
            let ascii = _mm_cmpgt_epi8(chunk, splat(0xFF))
            let high = mask(chunk) & inText
            if high | expectedNext != 0 {
                let previous = _mm_loadu_si128(UnsafeRawPointer(base + index - 1).assumingMemoryBound(to: __m128i.self))
                let continuations = mask(_mm_cmpeq_epi8(_mm_and_si128(chunk, splat(0xC0)), splat(0x80))) & inText
                let asked = ((high & ~continuations) << 1) | ((mask(wide) & inText) << 2) | ((mask(atLeast(chunk, 0xF0)) & inText) << 3)
                    | expectedNext
                expectedNext = asked >> 16
                let fromA0 = atLeast(chunk, 0xA0), from90 = atLeast(chunk, 0x90)
                let never = _mm_or_si128(_mm_cmpeq_epi8(_mm_and_si128(chunk, splat(0xFE)), splat(0xC0)), atLeast(chunk, 0xF5))
                let overlongOrSurrogate = _mm_or_si128(_mm_andnot_si128(fromA0, _mm_cmpeq_epi8(previous, splat(0xE0))),
                                                       _mm_and_si128(fromA0, _mm_cmpeq_epi8(previous, splat(0xED))))
                let overlongOrTooLarge = _mm_or_si128(_mm_andnot_si128(from90, _mm_cmpeq_epi8(previous, splat(0xF0))),
                                                      _mm_and_si128(from90, _mm_cmpeq_epi8(previous, splat(0xF4))))
                let malformed = mask(_mm_or_si128(never, _mm_or_si128(overlongOrSurrogate, overlongOrTooLarge))) & inText
                // A character the text's end cuts short asks for a continuation past it.
                utf8Errors |= ((continuations ^ asked) & inText) | malformed | (asked & 0xFFFF & ~inText)
            }
            var breaks = mask(_mm_cmpeq_epi8(chunk, splat(0x0A))) & inText
            if breaks == 0 && inText == 0xFFFF {
                lanes.add(narrow: ascii, leads: leads, wide: wide)
                if lanes.chunks == 255 { lanes.move(into: &current) }
                index += 16
                continue
            }
            lanes.move(into: &current)
            if firstBreak == nil && breaks != 0 { firstBreak = index + breaks.trailingZeroBitCount }
            let wideBits = mask(wide)
            let medium = mask(leads) & ~wideBits
            let narrow = mask(ascii) & ~breaks
            var remaining = inText
            while breaks != 0 {
                let lowest = breaks & (0 &- breaks)
                let before = remaining & (lowest &- 1)
                current.add(narrow: narrow & before, medium: medium & before, wide: wideBits & before)
                paragraphs.append(current)
                current = ParagraphCounts()
                remaining &= ~(before | lowest)
                breaks &= breaks &- 1
            }
            current.add(narrow: narrow & remaining, medium: medium & remaining, wide: wideBits & remaining)
            index = min(index + 16, end)
        }
        lanes.move(into: &current)
        utf8Errors |= expectedNext
        #endif
        let isUTF8: Bool? = index >= end ? utf8Errors == 0 : nil
        while index < end {
            if !mayBeNote && WhatsAppNoteBytes.startsNote(bytes, at: index, before: end) { mayBeNote = true }
            let byte = bytes[index]
            if byte == 0x0A {
                if firstBreak == nil { firstBreak = index }
                paragraphs.append(current)
                current = ParagraphCounts()
            } else {
                current.add(leadByte: byte)
            }
            index += 1
        }
        return TextReading(mayBeNote: mayBeNote && (firstBreak ?? end) <= noteEnd, isUTF8: isUTF8, lastParagraph: current)
    }

    #if arch(x86_64)
    /// The high bit of each of the 16 bytes.
    @inline(__always)
    static func mask(_ lanes: __m128i) -> UInt32 {
        UInt32(UInt16(truncatingIfNeeded: _mm_movemask_epi8(lanes)))
    }
    #endif
}

#if arch(x86_64)
/// Counts of 16-byte chunks' classes, one per lane (at most 255 chunks' worth).
private struct LaneCounts {
    var narrow = _mm_setzero_si128()
    /// Leads of two bytes or more, and of three or more: their difference is the medium ones.
    var leads = _mm_setzero_si128()
    var wide = _mm_setzero_si128()
    var chunks = 0

    /// Counts the lanes set (all ones, -1) in each class.
    @inline(__always)
    mutating func add(narrow: __m128i, leads: __m128i, wide: __m128i) {
        self.narrow = _mm_sub_epi8(self.narrow, narrow)
        self.leads = _mm_sub_epi8(self.leads, leads)
        self.wide = _mm_sub_epi8(self.wide, wide)
        chunks += 1
    }

    /// Adds the lanes' sums to `counts` and starts again from zero.
    @inline(__always)
    mutating func move(into counts: inout ParagraphCounts) {
        guard chunks > 0 else { return }
        let narrow = Self.sum(self.narrow), wide = Self.sum(self.wide)
        counts.narrow &+= narrow
        counts.medium &+= Self.sum(leads) &- wide
        counts.wide &+= wide
        self = LaneCounts()
    }

    @inline(__always)
    static func sum(_ lanes: __m128i) -> UInt32 {
        let halves = _mm_sad_epu8(lanes, _mm_setzero_si128())
        return UInt32(truncatingIfNeeded: _mm_cvtsi128_si64(halves) &+ _mm_cvtsi128_si64(_mm_unpackhi_epi64(halves, halves)))
    }
}
#endif

extension ParagraphCounts {
    /// Adds the characters whose lead bytes are the set bits of each mask.
    @inline(__always)
    mutating func add(narrow: UInt32, medium: UInt32, wide: UInt32) {
        self.narrow &+= UInt32(narrow.nonzeroBitCount)
        self.medium &+= UInt32(medium.nonzeroBitCount)
        self.wide &+= UInt32(wide.nonzeroBitCount)
    }
}
