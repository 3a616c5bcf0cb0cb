import Foundation
import Testing

/// The emoji keyboard is iOS's scrolling grid with a category
/// bar, not emoji on key caps. Real binary, real screenshots.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct EmojiKeyboardScreenTests {
    /// 😃 is in view at once; 👋 (people's first, column 10) only once the
    /// drag has moved the grid, so tapping it proves the scroll (a key not on
    /// screen fails the script with exit 2); 🐶 only after the animals icon.
    static let script = [
        "tap input", "wait 400", "keyboard emoji", "wait 400", "screenshot before",
        "tap key 😃", "drag keyboard -300 300", "wait 500", "screenshot scrolled",
        "tap key 👋", "tap key animals", "wait 100", "tap key 🐶", "send", "wait 200", "quit",
    ]
    /// The stage at 390 × 844 with the emoji keyboard up (emoji.json: 301 pt
    /// tall, grid from 5 pt below its top, five rows of 37.4 pt above the bar and the
    /// band that holds the globe and microphone, 8 columns).
    static let gridTop = 844 - 301 + 5
    static let columnWidth = 48.75
    static let rowHeight = 37.4

    /// Cells of the screenshot's grid with an emoji drawn in them: a bare
    /// background cell has one colour, an emoji dozens.
    func filledCells(_ image: PixelImage) -> Int {
        var filled = 0
        for column in 0..<8 {
            for row in 0..<5 {
                let x = Int(Double(column) * Self.columnWidth), y = Self.gridTop + Int(Double(row) * Self.rowHeight)
                if image.distinctColours(x: (x + 8)..<(x + 40), y: (y + 5)..<(y + 32)) > 10 { filled += 1 }
            }
        }
        return filled
    }

    @Test func theGridTypesScrollsAndJumpsToACategory() throws {
        let run = try ScriptedRun(Self.script, environment: ["KEYBOARDCHAT_REPORT_SENT": "1"], name: "emoji-grid")
        #expect(run.isClean, "\(run.result.stderr)")
        #expect(run.sent == ["😃👋🐶"])
        let before = try run.image("before"), scrolled = try run.image("scrolled")
        // 40 emoji in view (the old layout had 23 on caps, in three rows of 8).
        #expect(filledCells(before) == 40)
        #expect(filledCells(scrolled) == 40)
        // The drag moved the grid: its pixels differ, the list above it does not move.
        let grid = Self.gridTop..<(Self.gridTop + Int(5 * Self.rowHeight))
        #expect(scrolled.difference(from: before, rows: grid) != nil)
    }

    /// The keyboard layer's cache key includes the scroll: a scrolled grid
    /// drawn from the layer matches one drawn in place every frame.
    @Test func theLayerIsRedrawnWhenTheGridScrolls() throws {
        let lines = Array(Self.script.prefix(9)) + ["quit"]
        let layered = try ScriptedRun(lines, name: "emoji-layer")
        let inPlace = try ScriptedRun(lines, environment: ["KEYBOARDCHAT_NO_KEYBOARD_LAYER": "1"], name: "emoji-in-place")
        #expect(layered.isClean && inPlace.isClean, "\(layered.result.stderr)\(inPlace.result.stderr)")
        let keyboardRows = (844 - 301)..<844
        #expect(try layered.image("scrolled").difference(from: inPlace.image("scrolled"), rows: keyboardRows) == nil)
        #expect(try layered.image("before").difference(from: layered.image("scrolled"), rows: keyboardRows) != nil)
    }
}
