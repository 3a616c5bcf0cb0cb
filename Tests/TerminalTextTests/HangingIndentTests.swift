import Testing
import TerminalText

struct HangingIndentTests {
    @Test func aLineThatFitsIsLeftAsItIs() {
        #expect(HangingIndent.wrap("  tap send   click the Send button", width: 80) == "  tap send   click the Send button")
    }

    @Test func anAlignedItemContinuesUnderItsDescription() {
        let line = "  tap input   click the input field (brings the keyboard up)"
        #expect(HangingIndent.wrap(line, width: 44) == """
              tap input   click the input field (brings
                          the keyboard up)
            """)
    }

    /// A description column that leaves fewer than thirty columns moves the description under
    /// the name, four spaces in.
    @Test func aNarrowDescriptionColumnMovesTheDescriptionUnderTheName() {
        let line = "  timeline frame FRAME" + String(repeating: " ", count: 27) + "put the timeline's playhead on frame FRAME"
        #expect(HangingIndent.wrap(line, width: 60) == """
              timeline frame FRAME
                  put the timeline's playhead on frame FRAME
            """)
    }

    @Test func aShortItemOfANarrowListMovesItsDescriptionToo() {
        let line = "  send" + String(repeating: " ", count: 43) + "send the draft"
        #expect(HangingIndent.wrap(line, width: 70) == "  send\n      send the draft")
        #expect(HangingIndent.wrap(line, width: 80) == line)
    }

    @Test func aNamedItemContinuesAfterItsColon() {
        let line = "  when-at-end: The list rises only when it is at its end; a reader is not pushed"
        #expect(HangingIndent.wrap(line, width: 60) == """
              when-at-end: The list rises only when it is at its end; a
                           reader is not pushed
            """)
    }

    @Test func aParagraphWrapsAtTheMargin() {
        #expect(HangingIndent.wrap("one two three four five six seven", width: 30) == "one two three four five six\nseven")
    }

    @Test func aWordLongerThanTheRoomStaysWhole() {
        let long = String(repeating: "x", count: 40)
        #expect(HangingIndent.wrap("a \(long) b", width: 30) == "a\n\(long)\nb")
    }

    @Test func noLineIsLongerThanTheWidthUnlessOneWordIs() {
        let text = "  --case <case>           Fixture conversation: few, some or many (the seed's three cases). (values: few, some, many)"
        for width in [30, 45, 80, 120] {
            for line in HangingIndent.wrap(text, width: width).split(separator: "\n") {
                #expect(line.count <= width, "\(width): \(line)")
            }
        }
    }
}
