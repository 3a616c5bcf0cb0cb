import Testing
@testable import StrictJSON

@Suite struct TextPositionTests {
    private func position(_ offset: Int, _ text: String) -> [Int] {
        let position = TextPosition(of: offset, in: Array(text.utf8))
        return [position.line, position.column]
    }

    @Test func documentedExample() {
        #expect(position(7, "ab\ncd\nef") == [3, 2])
    }

    @Test func startOfText() {
        #expect(position(0, "ab\ncd") == [1, 1])
        #expect(position(0, "") == [1, 1])
    }

    @Test func newlineBelongsToTheLineItEnds() {
        #expect(position(2, "ab\ncd") == [1, 3])
        #expect(position(3, "ab\ncd") == [2, 1])
    }

    @Test func emptyLines() {
        #expect(position(3, "\n\n\nx") == [4, 1])
    }

    @Test func offsetPastTheEndStopsAtTheEnd() {
        #expect(position(100, "ab\ncd\nef") == [3, 3])
    }

    @Test func chineseCountsOneColumnPerCharacter() {
        // 你 and 好 are three bytes each.
        #expect(position(6, "你好x") == [1, 3])
        #expect(position(9, "ab\n你好x") == [2, 3])
    }

    @Test func emojiCountsOneColumn() {
        // 😀 is four bytes.
        #expect(position(4, "😀a") == [1, 2])
        #expect(position(9, "😀a😀b") == [1, 4])
    }

    @Test func columnsAreScalarsNotCharacters() {
        // "é" written as e + U+0301 is one Character but two scalars.
        #expect(position(3, "e\u{301}x") == [1, 3])
    }
}
