import ChatDemoCore
import Testing

/// Text placed in GtkBuilder XML and Pango markup: every character XML gives a meaning is
/// written as its entity, everything else (CJK, emoji, newlines) stays as it is.
@Suite struct MarkupTextTests {
    @Test func theFivePredefinedEntitiesAreWritten() {
        #expect(MarkupText.escaped("Tom & \"Jerry\" <3") == "Tom &amp; &quot;Jerry&quot; &lt;3")
        #expect(MarkupText.escaped("a>b's") == "a&gt;b&apos;s")
    }

    @Test func anEscapedAmpersandIsEscapedAgain() {
        #expect(MarkupText.escaped("&amp;") == "&amp;amp;")
    }

    @Test func otherTextIsUntouched() {
        #expect(MarkupText.escaped("键盘 👨‍👩‍👧 Ctrl+E\n") == "键盘 👨‍👩‍👧 Ctrl+E\n")
        #expect(MarkupText.escaped("") == "")
    }
}
