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
/// Sixteen bytes at a time are first passed over with SSE2 while none of them, with the byte
/// after it, can start any of these (`candidates`); the bytes from the first that can are
/// read one at a time.
///
/// - Complexity: O(n) in the text's length; nothing when its first line is longer than any note.
enum WhatsAppNoteBytes {
    private static let words: [[UInt8]] = ["omitted", "weggelassen", "已忽略", "تم استبعاد"].map { Array($0.utf8) }

    static func mayBeNote(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let base = bytes.baseAddress! + range.lowerBound
        let lineEnd = memchr(base, 0x0A, range.count).map { UnsafeRawPointer($0) - base } ?? range.count
        guard lineEnd <= WhatsAppMedia.maximumNoteBytes else { return false }
        var index = skipped(bytes, range)
        let end = range.upperBound
        func next(_ offset: Int) -> UInt8 { index + offset < end ? bytes[index + offset] : 0 }
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: "("):
                return true
            case 0xE2:
                if next(1) == 0x80, [0x8E, 0x8F, 0xAA, 0xAB, 0xAC, 0xAD, 0xAE].contains(next(2)) { return true }
                if next(1) == 0x81, (0xA6...0xA9).contains(next(2)) { return true }
            case 0xEF:
                if next(1) == 0xBB, next(2) == 0xBF { return true }
                if (0xA4...0xAB).contains(next(1)) { return true }
            case 0xF0:
                if next(1) == 0xAF, (0xA0...0xA8).contains(next(2)) { return true }
            case 0x6F, 0x77, 0xE5, 0xD8:
                for word in words where word[0] == byte && next(1) == word[1] && index + word.count <= end {
                    if word.indices.allSatisfy({ bytes[index + $0] == word[$0] }) { return true }
                }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Where the first 16 bytes of `range` that may hold the start of a note's mark or word
    /// begin, or where fewer than 17 bytes are left: a byte pair is a candidate when it is "<",
    /// "(", "om", "we", E5 B7 (已), D8 AA (ت), E2 80 or E2 81 (direction marks), EF (the byte order
    /// mark, CJK compatibility ideographs) or F0 AF (their supplement) — every start the byte
    /// loop of `mayBeNote` can answer true from.
    private static func skipped(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Int {
        var index = range.lowerBound
        #if arch(x86_64)
        let base = bytes.baseAddress!
        func splat(_ byte: UInt8) -> __m128i { _mm_set1_epi8(Int8(bitPattern: byte)) }
        // The pair's second byte is read from the next load, so 17 bytes must be in the range.
        while index + 17 <= range.upperBound {
            let lanes = _mm_loadu_si128(UnsafeRawPointer(base + index).assumingMemoryBound(to: __m128i.self))
            let after = _mm_loadu_si128(UnsafeRawPointer(base + index + 1).assumingMemoryBound(to: __m128i.self))
            func pair(_ first: UInt8, _ second: UInt8) -> __m128i {
                _mm_and_si128(_mm_cmpeq_epi8(lanes, splat(first)), _mm_cmpeq_epi8(after, splat(second)))
            }
            let marks = _mm_and_si128(_mm_cmpeq_epi8(lanes, splat(0xE2)), _mm_cmpeq_epi8(_mm_and_si128(after, splat(0xFE)), splat(0x80)))
            let singles = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(lanes, splat(0x3C)), _mm_cmpeq_epi8(lanes, splat(0x28))),
                                       _mm_cmpeq_epi8(lanes, splat(0xEF)))
            let words = _mm_or_si128(_mm_or_si128(pair(0x6F, 0x6D), pair(0x77, 0x65)), _mm_or_si128(pair(0xE5, 0xB7), pair(0xD8, 0xAA)))
            let candidates = _mm_or_si128(_mm_or_si128(marks, singles), _mm_or_si128(words, pair(0xF0, 0xAF)))
            if _mm_movemask_epi8(candidates) != 0 { break }
            index += 16
        }
        #endif
        return index
    }
}
