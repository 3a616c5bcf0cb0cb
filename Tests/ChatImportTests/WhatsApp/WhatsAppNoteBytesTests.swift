import TestSupport
import Testing
@testable import ChatImport

/// The vector pre-test of `WhatsAppNoteBytes.mayBeNote` never passes over what the byte test
/// would find: each start of a note's mark or word, at every offset in a longer text, still
/// answers "maybe"; plain text of any length answers "not a note".
@Suite struct WhatsAppNoteBytesTests {
    static let starts = ["<", "(", "omitted", "weggelassen", "已忽略", "تم استبعاد", "\u{200E}", "\u{200F}", "\u{202A}",
                         "\u{202E}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{F900}", "\u{FAFF}", "\u{2F800}", "\u{2FA1D}"]

    @Test(arguments: starts)
    func aStartAtAnyOffsetIsMaybe(start: String) {
        for before in 0..<40 {
            for after in [0, 1, 15, 16, 17, 40] {
                let text = Array((String(repeating: "x", count: before) + start + String(repeating: "y", count: after)).utf8)
                text.withUnsafeBytes { bytes in
                    #expect(WhatsAppNoteBytes.mayBeNote(bytes, 0..<bytes.count), "\(before) before, \(after) after")
                }
            }
        }
    }

    @Test func plainTextIsNotANote() {
        for length in 0..<80 {
            let text = Array(repeating: UInt8(ascii: "a"), count: length) + Array("你好 مرحبا 🎉 o m w e no more".utf8)
            text.withUnsafeBytes { bytes in
                #expect(!WhatsAppNoteBytes.mayBeNote(bytes, 0..<bytes.count), "\(length)")
            }
        }
    }

    /// The search reads 16 bytes at a time past a range's end when the buffer goes on (most
    /// texts it is asked about are shorter than that): what follows the range — a note's start
    /// included — never changes its answer.
    @Test func whatFollowsTheRangeNeverChangesTheAnswer() {
        var random = SplitMix64(seed: 300)
        let pieces = Self.starts + ["x", "o", "w", "om", "we", "你", "\n", "\u{E5}", " ", "<Media omitted>"]
        var found = 0
        for round in 0..<4000 {
            func text(_ count: Int) -> [UInt8] {
                Array((0..<count).map { _ in pieces[Int(random.whole(0...(pieces.count - 1)))] }.joined().utf8)
            }
            let inside = text(Int(random.whole(0...4))), after = text(Int(random.whole(0...4)))
            let alone = inside.withUnsafeBytes { WhatsAppNoteBytes.holdsNoteStart($0, 0..<$0.count) }
            let followed = (inside + after).withUnsafeBytes { WhatsAppNoteBytes.holdsNoteStart($0, 0..<inside.count) }
            #expect(followed == alone, "round \(round): \(String(decoding: inside, as: UTF8.self)) then \(String(decoding: after, as: UTF8.self))")
            if alone { found += 1 }
        }
        #expect(found > 1000, "\(found) ranges held a note's start")
    }
}
