#if arch(x86_64)
import _Builtin_intrinsics.intel
#endif
import Foundation

/// A byte test that tells, without building a string, that a WhatsApp message's text is not
/// a media note (`WhatsAppMedia.placeholder` would give nil), so its text can stay in the
/// file. It must never say "not a note" for a note; it may say "maybe" for ordinary text,
/// which is then given to `WhatsAppMedia.placeholder` itself.
///
/// Every note `WhatsAppMedia` knows holds, once direction marks are taken out, one of: "<"
/// (`<Media omitted>`, `<attached: …>` and their translations), "(" (`… (file attached)`),
/// "omitted", "weggelassen", "已忽略" or "تم استبعاد". The strings are compared by canonical
/// equivalence, so a text might also spell one of these with characters that decompose to
/// them: none of these characters has a decomposition, except the CJK ideographs, whose
/// compatibility twins (U+F900–U+FAFF, U+2F800–U+2FA1F) are therefore "maybe" too, as is any
/// direction mark or byte order mark.
///
/// Sixteen bytes at a time are classified with SSE2: only the bytes that, with the byte after
/// them, may start one of these (`candidates`) are looked at one by one (`startsNote`).
/// `WhatsAppScan` asks only `holdsNoteStart`, and only of a text whose first line passes
/// `WhatsAppMedia.placeholder`'s own first test (`WhatsAppScan.firstLineMayBeNote`): short,
/// or ending in ">" or ")".
///
/// - Complexity: O(n) in the text's length; nothing when its first line is longer than any note.
enum WhatsAppNoteBytes {
    static func mayBeNote(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let base = bytes.baseAddress! + range.lowerBound
        let lineEnd = memchr(base, 0x0A, range.count).map { UnsafeRawPointer($0) - base } ?? range.count
        return lineEnd <= WhatsAppMedia.maximumNoteBytes && holdsNoteStart(bytes, range)
    }

    /// Whether a note's mark or word starts anywhere in `bytes[range]`: `mayBeNote` for a
    /// text whose first line is known to be short enough.
    static func holdsNoteStart(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        var index = range.lowerBound
        let end = range.upperBound
        #if arch(x86_64)
        // The pair's second byte is read from the next load, so 17 bytes must be in the buffer;
        // they may run past the range (most texts asked about are shorter than 16 bytes), whose
        // lanes are left out, and `startsNote` reads nothing past it.
        while index < end && index + 17 <= bytes.count {
            let lanes = _mm_loadu_si128(UnsafeRawPointer(bytes.baseAddress! + index).assumingMemoryBound(to: __m128i.self))
            let after = _mm_loadu_si128(UnsafeRawPointer(bytes.baseAddress! + index + 1).assumingMemoryBound(to: __m128i.self))
            let inRange: UInt32 = end - index >= 16 ? 0xFFFF : (1 << UInt32(end - index)) &- 1
            var candidates = candidates(lanes, after) & inRange
            while candidates != 0 {
                if startsNote(bytes, at: index + candidates.trailingZeroBitCount, before: end) { return true }
                candidates &= candidates &- 1
            }
            index += 16
        }
        #endif
        while index < end {
            if startsNote(bytes, at: index, before: end) { return true }
            index += 1
        }
        return false
    }

    /// Whether a note's mark or word starts at `index`, bytes from `end` on read as 0.
    @inline(__always)
    static func startsNote(_ bytes: UnsafeRawBufferPointer, at index: Int, before end: Int) -> Bool {
        func next(_ offset: Int) -> UInt8 { index + offset < end ? bytes[index + offset] : 0 }
        switch bytes[index] {
        case UInt8(ascii: "<"), UInt8(ascii: "("):
            return true
        case 0xE2:
            let second = next(1), third = next(2)
            if second == 0x80, third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) { return true }
            return second == 0x81 && (0xA6...0xA9).contains(third)
        case 0xEF:
            return (next(1) == 0xBB && next(2) == 0xBF) || (0xA4...0xAB).contains(next(1))
        case 0xF0:
            return next(1) == 0xAF && (0xA0...0xA8).contains(next(2))
        case 0x6F:
            return matches("omitted", bytes, at: index, before: end)
        case 0x77:
            return matches("weggelassen", bytes, at: index, before: end)
        case 0xE5:
            return matches("已忽略", bytes, at: index, before: end)
        case 0xD8:
            return matches("تم استبعاد", bytes, at: index, before: end)
        default:
            return false
        }
    }

    /// Whether the UTF-8 of `word` is at `index`, wholly before `end`.
    @inline(__always)
    private static func matches(_ word: StaticString, _ bytes: UnsafeRawBufferPointer, at index: Int, before end: Int) -> Bool {
        let length = word.utf8CodeUnitCount
        return index + length <= end && memcmp(bytes.baseAddress! + index, word.utf8Start, length) == 0
    }

    #if arch(x86_64)
    /// One bit for each of the 16 bytes `lanes` where a note's mark or word may start
    /// (`after` is the 16 bytes from the second): a byte pair is a candidate when it is "<",
    /// "(", "om", "we", E5 B7 (已), D8 AA (ت), E2 80 or E2 81 (direction marks), EF (the byte
    /// order mark, CJK compatibility ideographs) or F0 AF (their supplement) — every start
    /// `startsNote` can answer true for.
    @inline(__always)
    static func candidates(_ lanes: __m128i, _ after: __m128i) -> UInt32 {
        func splat(_ byte: UInt8) -> __m128i { _mm_set1_epi8(Int8(bitPattern: byte)) }
        func pair(_ first: UInt8, _ second: UInt8) -> __m128i {
            _mm_and_si128(_mm_cmpeq_epi8(lanes, splat(first)), _mm_cmpeq_epi8(after, splat(second)))
        }
        let marks = _mm_and_si128(_mm_cmpeq_epi8(lanes, splat(0xE2)), _mm_cmpeq_epi8(_mm_and_si128(after, splat(0xFE)), splat(0x80)))
        let singles = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(lanes, splat(0x3C)), _mm_cmpeq_epi8(lanes, splat(0x28))),
                                   _mm_cmpeq_epi8(lanes, splat(0xEF)))
        let words = _mm_or_si128(_mm_or_si128(pair(0x6F, 0x6D), pair(0x77, 0x65)), _mm_or_si128(pair(0xE5, 0xB7), pair(0xD8, 0xAA)))
        let all = _mm_or_si128(_mm_or_si128(marks, singles), _mm_or_si128(words, pair(0xF0, 0xAF)))
        return UInt32(UInt16(truncatingIfNeeded: _mm_movemask_epi8(all)))
    }
    #endif
}
