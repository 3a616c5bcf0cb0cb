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
/// - Complexity: O(n) in the text's length; nothing when its first line is longer than any note.
enum WhatsAppNoteBytes {
    private static let words: [[UInt8]] = ["omitted", "weggelassen", "已忽略", "تم استبعاد"].map { Array($0.utf8) }
    /// Bytes that may start what is looked for.
    private static let starts: [Bool] = (0...255).map { [0x3C, 0x28, 0xE2, 0xEF, 0xF0, 0x6F, 0x77, 0xE5, 0xD8].contains($0) }

    static func mayBeNote(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        let base = bytes.baseAddress! + range.lowerBound
        let lineEnd = memchr(base, 0x0A, range.count).map { UnsafeRawPointer($0) - base } ?? range.count
        guard lineEnd <= WhatsAppMedia.maximumNoteBytes else { return false }
        var index = range.lowerBound
        let end = range.upperBound
        func next(_ offset: Int) -> UInt8 { index + offset < end ? bytes[index + offset] : 0 }
        while index < end {
            let byte = bytes[index]
            guard starts[Int(byte)] else {
                index += 1
                continue
            }
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
            default:
                for word in words where word[0] == byte && next(1) == word[1] && index + word.count <= end {
                    if word.indices.allSatisfy({ bytes[index + $0] == word[$0] }) { return true }
                }
            }
            index += 1
        }
        return false
    }
}
