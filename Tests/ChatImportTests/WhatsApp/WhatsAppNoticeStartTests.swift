import Testing
@testable import ChatImport

/// The fast reader hands a text to `WhatsAppMedia.isSystemNotice` (which builds a string)
/// only when its first character may start a notice; it passes over texts starting with an
/// emoji or symbol of U+1F000–U+1FFFF or a Cyrillic letter of U+0400–U+047F. No such text is a
/// notice, whatever follows its first character: a notice's own words included.
@Suite struct WhatsAppNoticeStartTests {
    @Test func noTextStartingWithAnEmojiOrACyrillicLetterIsANotice() {
        let scalars = (0x1F000...0x1FFFF).compactMap(Unicode.Scalar.init) + (0x0400...0x047F).compactMap(Unicode.Scalar.init)
        var checked = 0
        for scalar in scalars {
            for prefix in WhatsAppMedia.systemNoticePrefixes {
                for text in [String(scalar) + prefix, String(scalar) + prefix.dropFirst(), String(scalar) + "\u{301}" + prefix.dropFirst()] {
                    #expect(!WhatsAppMedia.isSystemNotice(text), "\(text)")
                    checked += 1
                }
            }
        }
        #expect(checked == scalars.count * WhatsAppMedia.systemNoticePrefixes.count * 3)
    }
}
