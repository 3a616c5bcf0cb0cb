#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif
import StrictJSON

/// 64 bytes of a WhatsApp export as bit masks, bit i for byte i: where lines end and what
/// each byte is to the paragraph counts and the UTF-8 check. The reader finds every line of a
/// block from one mask instead of searching for each line's end, and counts a line's
/// characters from the masks (`WhatsAppLineCounts`) instead of reading its bytes again.
///
///     WhatsAppByteBlock(pointer)   // "a\n你" → lineBreaks 0b10, high 0b11100, leads 0b100, wide 0b100
///
/// - Complexity: O(1): four 16-byte loads and compares with SSE2 (byte by byte elsewhere).
struct WhatsAppByteBlock {
    /// LF.
    var lineBreaks: UInt64 = 0
    /// Not ASCII: 0x80 and above.
    var high: UInt64 = 0
    /// Leads of two bytes or more: 0xC0 and above.
    var leads: UInt64 = 0
    /// Leads of three bytes or more: 0xE0 and above.
    var wide: UInt64 = 0
    /// Leads of four bytes (and the bytes no UTF-8 holds): 0xF0 and above.
    var four: UInt64 = 0
    /// Whether any byte is C0, C1, E0, ED, or 0xF0 and above: those of UTF-8's narrower errors.
    var hasRare = false

    /// Classifies the 64 bytes at `pointer`.
    @inline(__always)
    init(_ pointer: UnsafeRawPointer) {
        #if arch(x86_64)
        let chunks = Self.chunks(pointer)
        high = Self.join(chunks) { $0 }
        let newline = _mm_set1_epi8(0x0A)
        lineBreaks = Self.join(chunks) { _mm_cmpeq_epi8($0, newline) }
        // An ASCII block, the most common kind, has no leads: only line breaks to find.
        guard high != 0 else { return }
        // Signed compares: above 0xBF as a signed byte is 0xC0–0xFF, or ASCII, which `high` leaves out.
        let (c0, e0) = (_mm_set1_epi8(Int8(bitPattern: 0xBF)), _mm_set1_epi8(Int8(bitPattern: 0xDF)))
        leads = Self.join(chunks) { _mm_cmpgt_epi8($0, c0) } & high
        wide = Self.join(chunks) { _mm_cmpgt_epi8($0, e0) } & high
        // Four-byte leads (emoji) and the bytes of UTF-8's narrower errors are rare: one mask of
        // all four chunks says whether any is there. Unsigned "at least F0": the byte is its own
        // maximum with F0.
        let (f0, fe, c0Exactly, e0Exactly, ed) = (_mm_set1_epi8(Int8(bitPattern: 0xF0)), _mm_set1_epi8(Int8(bitPattern: 0xFE)),
                                                  _mm_set1_epi8(Int8(bitPattern: 0xC0)), _mm_set1_epi8(Int8(bitPattern: 0xE0)),
                                                  _mm_set1_epi8(Int8(bitPattern: 0xED)))
        func atLeastF0(_ chunk: __m128i) -> __m128i { _mm_cmpeq_epi8(_mm_max_epu8(chunk, f0), chunk) }
        func rare(_ chunk: __m128i, _ fours: __m128i) -> __m128i {
            _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(_mm_and_si128(chunk, fe), c0Exactly), fours),
                         _mm_or_si128(_mm_cmpeq_epi8(chunk, e0Exactly), _mm_cmpeq_epi8(chunk, ed)))
        }
        let fours = (atLeastF0(chunks.0), atLeastF0(chunks.1), atLeastF0(chunks.2), atLeastF0(chunks.3))
        let rares = _mm_or_si128(_mm_or_si128(rare(chunks.0, fours.0), rare(chunks.1, fours.1)),
                                 _mm_or_si128(rare(chunks.2, fours.2), rare(chunks.3, fours.3)))
        if _mm_movemask_epi8(rares) != 0 {
            hasRare = true
            four = Self.join(fours) { $0 }
        }
        #else
        for index in 0..<64 {
            let byte = pointer.load(fromByteOffset: index, as: UInt8.self)
            let bit: UInt64 = 1 << UInt64(index)
            if byte == 0x0A { lineBreaks |= bit }
            if byte >= 0x80 { high |= bit }
            if byte >= 0xC0 { leads |= bit }
            if byte >= 0xE0 { wide |= bit }
            if byte >= 0xF0 { four |= bit }
            if byte == 0xC0 || byte == 0xC1 || byte == 0xE0 || byte == 0xED || byte >= 0xF0 { hasRare = true }
        }
        #endif
    }

    /// Calls `line` with each line of `bytes[range]` — its bytes without the LF after it, and
    /// their counts — in order, the last one also when no LF ends it; false when `line` does
    /// or the range is not UTF-8 (from its start, which must be a character's, to its end).
    /// An empty range has no line.
    ///
    /// The range's last bytes, fewer than 64, are read from a copy padded with zeros: ASCII,
    /// no line break, and a character cut short by the end still asks for a continuation.
    @inline(__always)
    static func forEachLine(in bytes: UnsafeRawBufferPointer, _ range: Range<Int>,
                            _ line: (Range<Int>, WhatsAppLineCounts) -> Bool) -> Bool {
        let end = range.upperBound
        var lineStart = range.lowerBound
        var counts = WhatsAppLineCounts()
        var utf8 = WhatsAppUTF8Check()
        var blockStart = range.lowerBound
        let tail = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 16)
        defer { tail.deallocate() }
        while blockStart < end {
            let length = min(64, end - blockStart)
            var pointer = UnsafeRawPointer(bytes.baseAddress! + blockStart)
            if length < 64 {
                tail.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
                tail.copyMemory(from: pointer, byteCount: length)
                pointer = UnsafeRawPointer(tail)
            }
            let block = WhatsAppByteBlock(pointer)
            utf8.add(block, at: pointer)
            guard utf8.isValid else { return false }
            var breaks = block.lineBreaks
            var from = max(lineStart - blockStart, 0)
            while breaks != 0 {
                let bit = breaks.trailingZeroBitCount
                counts.add(block, from: from, to: bit)
                guard line(lineStart..<blockStart + bit, counts) else { return false }
                counts = WhatsAppLineCounts()
                lineStart = blockStart + bit + 1
                from = bit + 1
                breaks &= breaks &- 1
            }
            counts.add(block, from: from, to: length)
            blockStart += length
        }
        guard utf8.isComplete else { return false }
        return lineStart >= end || line(lineStart..<end, counts)
    }

    #if arch(x86_64)
    /// The 64 bytes at `pointer` as four 16-byte chunks.
    @inline(__always)
    fileprivate static func chunks(_ pointer: UnsafeRawPointer) -> (__m128i, __m128i, __m128i, __m128i) {
        func load(_ offset: Int) -> __m128i { _mm_loadu_si128((pointer + offset).assumingMemoryBound(to: __m128i.self)) }
        return (load(0), load(16), load(32), load(48))
    }

    /// The high bits of `lanes` applied to each chunk, as one mask.
    @inline(__always)
    fileprivate static func join(_ chunks: (__m128i, __m128i, __m128i, __m128i), _ lanes: (__m128i) -> __m128i) -> UInt64 {
        func bits(_ chunk: __m128i) -> UInt64 { UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(lanes(chunk)))) }
        return bits(chunks.0) | bits(chunks.1) << 16 | bits(chunks.2) << 32 | bits(chunks.3) << 48
    }
    #endif
}

/// The UTF-8 check of a run of blocks, in order, each block's bytes checked with what the
/// blocks before it asked for: a byte is a continuation (0x80–0xBF) exactly when a lead one to
/// three bytes before asks for one, and the values no UTF-8 holds are errors — C0, C1, F5–FF,
/// and the narrower second bytes after E0, ED, F0 and F4 (overlong forms, surrogates, past
/// U+10FFFF). Those last are looked for only in a block holding one of the bytes that start
/// them (C0, C1, E0, ED, F0 and above) or after one: Chinese, Cyrillic or Arabic text has none.
/// This is the check `UTF8Validation` makes, on 64 bytes at a time.
///
///     var check = WhatsAppUTF8Check()
///     check.add(block, at: pointer)      // every block of the run, in order
///     check.isValid && check.isComplete  // the run is UTF-8
struct WhatsAppUTF8Check {
    /// No error was found so far.
    private(set) var isValid = true
    /// The continuations the last block's leads ask for in the next block's first three bytes.
    private var asked: UInt64 = 0
    /// Whether the last block's last byte is E0, ED, F0 or F4 (bits 0 to 3), whose next byte
    /// is narrower than a continuation's.
    private var lastRare: UInt64 = 0

    /// Whether no character is cut short at the end of the blocks added so far.
    var isComplete: Bool { asked == 0 }

    /// Checks `block`, whose bytes are at `pointer`, after the blocks added before it.
    @inline(__always)
    mutating func add(_ block: WhatsAppByteBlock, at pointer: UnsafeRawPointer) {
        guard block.high | asked | lastRare != 0 else { return }
        let continuations = block.high & ~block.leads
        let wanted = block.leads << 1 | block.wide << 2 | block.four << 3 | asked
        asked = block.leads >> 63 | block.wide >> 62 | block.four >> 61
        var errors = continuations ^ wanted
        // C0, C1, E0, ED and F0–FF are the bytes of every other error.
        if lastRare != 0 || block.hasRare {
            errors |= narrowErrors(pointer)
        } else {
            lastRare = 0
        }
        if errors != 0 { isValid = false }
    }

    /// The errors the structure does not show: bytes no UTF-8 holds, and second bytes outside
    /// the narrower ranges that E0, ED, F0 and F4 allow.
    private mutating func narrowErrors(_ pointer: UnsafeRawPointer) -> UInt64 {
        #if arch(x86_64)
        // With SSE2 too: a chat full of emoji has an F0 in most blocks.
        let chunks = WhatsAppByteBlock.chunks(pointer)
        func splat(_ byte: UInt8) -> __m128i { _mm_set1_epi8(Int8(bitPattern: byte)) }
        // Unsigned "at least": the byte is its own maximum with the bound.
        func atLeast(_ chunk: __m128i, _ byte: UInt8) -> __m128i { _mm_cmpeq_epi8(_mm_max_epu8(chunk, splat(byte)), chunk) }
        func equal(_ byte: UInt8) -> UInt64 { WhatsAppByteBlock.join(chunks) { _mm_cmpeq_epi8($0, splat(byte)) } }
        let never = WhatsAppByteBlock.join(chunks) { _mm_or_si128(_mm_cmpeq_epi8(_mm_and_si128($0, splat(0xFE)), splat(0xC0)), atLeast($0, 0xF5)) }
        let (e0, ed, f0, f4) = (equal(0xE0), equal(0xED), equal(0xF0), equal(0xF4))
        let from90 = WhatsAppByteBlock.join(chunks) { atLeast($0, 0x90) }, fromA0 = WhatsAppByteBlock.join(chunks) { atLeast($0, 0xA0) }
        #else
        var never: UInt64 = 0, e0: UInt64 = 0, ed: UInt64 = 0, f0: UInt64 = 0, f4: UInt64 = 0
        var from90: UInt64 = 0, fromA0: UInt64 = 0
        for index in 0..<64 {
            let byte = pointer.load(fromByteOffset: index, as: UInt8.self)
            guard byte >= 0x80 else { continue }
            let bit: UInt64 = 1 << UInt64(index)
            if byte == 0xC0 || byte == 0xC1 || byte >= 0xF5 { never |= bit }
            if byte == 0xE0 { e0 |= bit }
            if byte == 0xED { ed |= bit }
            if byte == 0xF0 { f0 |= bit }
            if byte == 0xF4 { f4 |= bit }
            if byte >= 0x90 { from90 |= bit }
            if byte >= 0xA0 { fromA0 |= bit }
        }
        #endif
        // "After E0" is E0 one bit lower: the last block's last byte comes in as bit 0.
        let afterE0 = e0 << 1 | lastRare & 1, afterED = ed << 1 | lastRare >> 1 & 1
        let afterF0 = f0 << 1 | lastRare >> 2 & 1, afterF4 = f4 << 1 | lastRare >> 3 & 1
        lastRare = e0 >> 63 | (ed >> 63) << 1 | (f0 >> 63) << 2 | (f4 >> 63) << 3
        // A byte below 0x80 after one of them is already an error of the structure.
        return never | afterE0 & ~fromA0 | afterED & fromA0 | afterF0 & ~from90 | afterF4 & from90
    }
}

/// The characters of a line read so far, counted from its blocks' masks as `ParagraphCounts`
/// counts them from the bytes: every byte below 0x80 but LF is narrow, every lead of two
/// bytes medium, every lead of three or four wide, continuations nothing.
struct WhatsAppLineCounts {
    private var narrow: UInt32 = 0
    private var leads: UInt32 = 0
    private var wide: UInt32 = 0

    /// Adds bytes `from` to `to` (bit indices, `to` at most 64) of `block`, none of them LF.
    @inline(__always)
    mutating func add(_ block: WhatsAppByteBlock, from: Int, to: Int) {
        guard from < to else { return }
        let below: UInt64 = to == 64 ? ~0 : (1 << UInt64(to)) &- 1
        let span = below & ~((1 << UInt64(from)) &- 1)
        let high = block.high & span
        narrow &+= UInt32(to - from)
        guard high != 0 else { return }
        narrow &-= UInt32(high.nonzeroBitCount)
        // Bits are counted without a popcnt instruction (not in baseline x86-64), so the
        // leads are counted only when some are not wide: CJK text has none of them.
        let wideSpan = block.wide & span, leadsSpan = block.leads & span
        let wideCount = UInt32(wideSpan.nonzeroBitCount)
        wide &+= wideCount
        leads &+= leadsSpan == wideSpan ? wideCount : UInt32(leadsSpan.nonzeroBitCount)
    }

    /// The counts, less one narrow character when the line's last byte, a CR, is not its text's.
    func paragraph(droppingCarriageReturn: Bool) -> ParagraphCounts {
        ParagraphCounts(narrow: droppingCarriageReturn ? narrow &- 1 : narrow, medium: leads &- wide, wide: wide)
    }
}
