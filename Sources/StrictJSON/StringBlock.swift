#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif

/// Sixty-four bytes of a string's body classified at once, one bit a byte (bit i is the
/// block's byte i), as simdjson's first stage classifies a block: where plain text stops (a
/// quote, a backslash or a control byte) and which bytes are not ASCII. `JSONStringBody.scan`
/// reads a block of plain ASCII in one step and looks at UTF-8 only in blocks that hold other
/// bytes (`UTF8Block`).
///
/// On x86-64 each class is a few SSE2 comparisons of 16 bytes and one `pmovmskb`; Swift's
/// generic `SIMD` comparisons compiled lane by lane here (Swift 6.3), so the intrinsics are
/// called directly. Elsewhere the same bits come from a loop over the bytes (`portable`).
///
///     StringBlock(bytes, at: 0)   // bytes: `ab"` then 61 × `x`
///     // stops 0b100 (the quote is byte 2), nonASCII 0
struct StringBlock {
    static let size = 64

    /// Quotes, backslashes and bytes under 0x20.
    var stops: UInt64
    /// Bytes 0x80 and above.
    var nonASCII: UInt64

    /// The block at `offset`, which must have `size` bytes after it.
    @inline(__always)
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        #if arch(x86_64)
        let base = bytes.baseAddress! + offset
        let quote = _mm_set1_epi8(0x22), backslash = _mm_set1_epi8(0x5C), lastControl = _mm_set1_epi8(0x1F)
        var stops: UInt64 = 0
        var nonASCII: UInt64 = 0
        for part in 0..<4 {
            let lanes = _mm_loadu_si128(UnsafeRawPointer(base + part * 16).assumingMemoryBound(to: __m128i.self))
            // Unsigned "under 0x20": the byte is its own minimum with 0x1F.
            let control = _mm_cmpeq_epi8(_mm_min_epu8(lanes, lastControl), lanes)
            let stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(lanes, quote), _mm_cmpeq_epi8(lanes, backslash)), control)
            stops |= Self.bits(stop) << (part * 16)
            nonASCII |= Self.bits(lanes) << (part * 16)
        }
        self.stops = stops
        self.nonASCII = nonASCII
        #else
        self = Self.portable(bytes, at: offset)
        #endif
    }

    /// The same bits a byte at a time: the reference the vector form is tested against, and
    /// the form on machines without SSE2.
    static func portable(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> StringBlock {
        var block = StringBlock(stops: 0, nonASCII: 0)
        for lane in 0..<size {
            let byte = bytes[offset + lane]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { block.stops |= 1 << lane }
            if byte >= 0x80 { block.nonASCII |= 1 << lane }
        }
        return block
    }

    init(stops: UInt64, nonASCII: UInt64) {
        self.stops = stops
        self.nonASCII = nonASCII
    }

    #if arch(x86_64)
    /// The high bit of each of the 16 bytes.
    @inline(__always)
    static func bits(_ lanes: __m128i) -> UInt64 {
        UInt64(UInt16(truncatingIfNeeded: _mm_movemask_epi8(lanes)))
    }
    #endif
}

/// The UTF-8 of a block that holds bytes over 0x7F, classified at once: whether every
/// character in it is well formed, without walking it a character at a time.
///
/// A byte is a continuation (0b10xxxxxx) exactly when a lead byte one, two or three bytes
/// before it asks for one: `expected` is the leads of two bytes or more moved on one place,
/// of three or more two places, of four three places, and any difference from the actual
/// continuations is an error (a stray continuation, or a character cut short). What that leaves
/// out is byte values: C0, C1 and F5–FF never occur, and after E0, ED, F0 and F4 the second byte
/// has a narrower range (no overlong forms, no surrogates, nothing past U+10FFFF) — `malformed`.
/// Together these are `UTF8Validation.sequenceWidth`'s rules.
///
/// The block must start at a character's first byte (`JSONStringBody.scan` moves only to such
/// places), so no character comes into it from before; one that goes on past its end is read
/// again by the next block (`unfinishedLength`).
struct UTF8Block {
    /// 0x80–0xBF.
    var continuations: UInt64
    /// 0xE0 and above.
    var leadsOfThreeOrMore: UInt64
    /// 0xF0 and above.
    var leadsOfFour: UInt64
    /// C0, C1, F5–FF, and a second byte outside its lead's narrower range.
    var malformed: UInt64

    /// The block at `offset`, which must have `StringBlock.size` bytes after it and one before.
    @inline(__always)
    init(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        #if arch(x86_64)
        let base = bytes.baseAddress! + offset
        func splat(_ byte: UInt8) -> __m128i { _mm_set1_epi8(Int8(bitPattern: byte)) }
        func atLeast(_ lanes: __m128i, _ byte: UInt8) -> __m128i { _mm_cmpeq_epi8(_mm_max_epu8(lanes, splat(byte)), lanes) }
        func equal(_ lanes: __m128i, _ byte: UInt8) -> __m128i { _mm_cmpeq_epi8(lanes, splat(byte)) }
        var continuations: UInt64 = 0, three: UInt64 = 0, four: UInt64 = 0, malformed: UInt64 = 0
        for part in 0..<4 {
            let lanes = _mm_loadu_si128(UnsafeRawPointer(base + part * 16).assumingMemoryBound(to: __m128i.self))
            let previous = _mm_loadu_si128(UnsafeRawPointer(base + part * 16 - 1).assumingMemoryBound(to: __m128i.self))
            let fromA0 = atLeast(lanes, 0xA0), from90 = atLeast(lanes, 0x90)
            let never = _mm_or_si128(equal(_mm_and_si128(lanes, splat(0xFE)), 0xC0), atLeast(lanes, 0xF5))
            let overlongOrSurrogate = _mm_or_si128(_mm_andnot_si128(fromA0, equal(previous, 0xE0)), _mm_and_si128(fromA0, equal(previous, 0xED)))
            let overlongOrTooLarge = _mm_or_si128(_mm_andnot_si128(from90, equal(previous, 0xF0)), _mm_and_si128(from90, equal(previous, 0xF4)))
            let shift = part * 16
            continuations |= StringBlock.bits(equal(_mm_and_si128(lanes, splat(0xC0)), 0x80)) << shift
            three |= StringBlock.bits(atLeast(lanes, 0xE0)) << shift
            four |= StringBlock.bits(atLeast(lanes, 0xF0)) << shift
            malformed |= StringBlock.bits(_mm_or_si128(never, _mm_or_si128(overlongOrSurrogate, overlongOrTooLarge))) << shift
        }
        self.continuations = continuations
        leadsOfThreeOrMore = three
        leadsOfFour = four
        self.malformed = malformed
        #else
        self = Self.portable(bytes, at: offset)
        #endif
    }

    /// The same bits a byte at a time (see `StringBlock.portable`).
    static func portable(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UTF8Block {
        var block = UTF8Block(continuations: 0, leadsOfThreeOrMore: 0, leadsOfFour: 0, malformed: 0)
        for lane in 0..<StringBlock.size {
            let byte = bytes[offset + lane], previous = bytes[offset + lane - 1]
            let bit: UInt64 = 1 << lane
            if byte & 0xC0 == 0x80 { block.continuations |= bit }
            if byte >= 0xE0 { block.leadsOfThreeOrMore |= bit }
            if byte >= 0xF0 { block.leadsOfFour |= bit }
            let never = byte == 0xC0 || byte == 0xC1 || byte >= 0xF5
            let narrower = (previous == 0xE0 && byte < 0xA0) || (previous == 0xED && byte >= 0xA0)
                || (previous == 0xF0 && byte < 0x90) || (previous == 0xF4 && byte >= 0x90)
            if never || narrower { block.malformed |= bit }
        }
        return block
    }

    init(continuations: UInt64, leadsOfThreeOrMore: UInt64, leadsOfFour: UInt64, malformed: UInt64) {
        self.continuations = continuations
        self.leadsOfThreeOrMore = leadsOfThreeOrMore
        self.leadsOfFour = leadsOfFour
        self.malformed = malformed
    }

    /// The bytes that break UTF-8 (`nonASCII` is the block's `StringBlock.nonASCII`). A
    /// character cut by the block's end is not among them: its missing bytes lie past the block.
    @inline(__always)
    func errors(nonASCII: UInt64) -> UInt64 {
        let leadsOfTwoOrMore = nonASCII & ~continuations
        let expected = (leadsOfTwoOrMore << 1) | (leadsOfThreeOrMore << 2) | (leadsOfFour << 3)
        return (continuations ^ expected) | malformed
    }

    /// How many of the block's last bytes belong to a character that goes on past its end
    /// (0 to 3): the next block starts at that character.
    @inline(__always)
    func unfinishedLength(nonASCII: UInt64) -> Int {
        let leadsOfTwoOrMore = nonASCII & ~continuations
        if leadsOfTwoOrMore >> 63 != 0 { return 1 }
        if (leadsOfThreeOrMore >> 62) & 1 != 0 { return 2 }
        if (leadsOfFour >> 61) & 1 != 0 { return 3 }
        return 0
    }
}
