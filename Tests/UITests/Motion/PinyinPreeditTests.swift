import ChatDemoCore
import Foundation
import Testing

/// Pinyin composition on the real app: the composing letters are in the field (not
/// over the candidates), Send takes them as shown and leaves nothing
/// composing, and the candidate strip is the keyboard's own background.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PinyinPreeditTests {
    /// The Pinyin keyboard with its candidate bar, portrait.
    static let pinyinKeyboardHeight = 336
    static let barHeight = 52

    @Test func composingLettersShowInTheFieldAndGoOutWithTheMessage() throws {
        let run = try ScriptedRun([
            "wait 300", "tap input", "wait 600", "keyboard pinyin", "wait 800",
            "type x", "tap key n", "tap key i", "tap key h", "tap key a", "tap key o", "tap key 空格", "wait 100",
            "screenshot committed",
            "tap key n", "tap key i", "wait 100",
            "screenshot composing",
            // The Send button, with `ni` still composing.
            "tap send", "wait 300",
            // Nothing left over: the next message is only what is typed next.
            "tap key h", "tap key a", "tap key o", "tap key 空格", "send", "wait 200", "quit",
        ], environment: ["KEYBOARDCHAT_REPORT_SENT": "1"], name: "pinyin-preedit")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        #expect(run.sent == ["x你好ni", "好"])

        let committed = try run.image("committed"), composing = try run.image("composing")
        let keyboardTop = composing.height - Self.pinyinKeyboardHeight
        let field = (x: 14..<280, y: (keyboardTop - Self.barHeight + 6)..<(keyboardTop - 6))
        // The letters appear in the field, after what was committed, and
        // underlined: a row of ink at least as wide as "ni" that "x你好" lacks.
        #expect(composing.difference(from: committed, rows: field.y) != nil, "the composing letters are not in the field")
        // At the bubbles' 15 pt the underline under "ni" is 19 px; the longest stroke of "x你好" 13.
        let underline = longestInkRun(composing, field), strokes = longestInkRun(committed, field)
        #expect(underline >= 16, "no underline under the composing letters: longest ink run \(underline)")
        #expect(strokes < 16, "the committed text has an ink run of \(strokes)")
        // The return key says 发送 at rest and 确认 while composing: its
        // pixels (bottom row, right end, above the bottom inset) change.
        let returnKey = (x: 305..<385, y: (composing.height - 121)..<(composing.height - 79))
        #expect(composing.difference(from: committed, rows: returnKey.y) != nil, "the return key's label did not change")
        #expect(composing.distinctColours(x: returnKey.x, y: returnKey.y) > 5, "no label on the return key")
        // The candidate strip is drawn on the keyboard's background.
        #expect(composing.colour(2, keyboardTop + 3) == Theme.light.keyboardBackground)
        #expect(composing.colour(composing.width - 3, keyboardTop + 40) == Theme.light.keyboardBackground)
    }

    /// The longest horizontal run of dark (text) pixels in a region. (At the field's 15 pt the
    /// underline is thinner than two pixels and falls between rows: its pixels are dark grey.)
    private func longestInkRun(_ image: PixelImage, _ region: (x: Range<Int>, y: Range<Int>)) -> Int {
        var longest = 0
        for y in region.y {
            var run = 0
            for x in region.x {
                run = image.colour(x, y).relativeLuminance < 0.2 ? run + 1 : 0
                longest = max(longest, run)
            }
        }
        return longest
    }
}
