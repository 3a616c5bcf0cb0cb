import ChatDemoCore
import Foundation
import Testing

/// The input bar as a designer who ships iOS chat apps reads it from screenshots: "Message" in
/// the empty field, readable; typed text at the bubbles' size; one line centred in the field with
/// its caret; Send centred on the first line and kept at the bottom as the field grows; one
/// border on the field's right however many lines it wraps to; Send blue in the very frame the
/// first character appears.
///
/// Light theme, 390 × 844, keyboard down: the bar rests at the stage's bottom. `InputBar.css`:
/// 12 pt of padding around a 40 pt field (1 pt border, 7 pt margins, a line of about 23.3 pt); Send is
/// 34 pt tall, 3 pt above the field's bottom.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct InputBarLookTests {
    static let fieldBorder = RGBColour(0xC6C6C8)
    static let barBackground = RGBColour(0xF7F7F7)
    static let fieldBackground = RGBColour(0xFFFFFF)
    /// Inside the field's straight top and bottom edges, right of where the text starts.
    static let fieldColumn = 100

    /// The field's rows, border to border, and Send's, read from the pixels.
    struct BarRows {
        let field: ClosedRange<Int>
        let send: ClosedRange<Int>
        var fieldCentre: Double { Double(field.lowerBound + field.upperBound) / 2 }
        var sendCentre: Double { Double(send.lowerBound + send.upperBound) / 2 }
    }

    static func barRows(_ image: PixelImage) throws -> BarRows {
        // From the bottom up: the field's bottom border, its top border, then the bar's top edge.
        let borders = image.rows(of: fieldBorder, atColumn: fieldColumn, in: 0..<image.height)
        guard borders.count >= 2 else { throw TestFailure("no field border at x \(fieldColumn): \(borders)") }
        let field = borders[1]...borders[0]
        // Send's middle column: its top and bottom edges are the rows there that are not the bar.
        let column = image.width - 8 - 43
        let rows = (field.lowerBound..<image.height).filter { image.colour(column, $0) != barBackground }
        guard let top = rows.first, let bottom = rows.last else { throw TestFailure("no Send button at x \(column)") }
        return BarRows(field: field, send: top...bottom)
    }

    @Test(arguments: [("light", RGBColour(0xFFFFFF)), ("dark", RGBColour(0x000000))])
    func theEmptyFieldSaysMessageReadablyUntilSomethingIsTyped(theme: String, field: RGBColour) throws {
        let run = try ScriptedRun(["wait 300", "screenshot empty", "type a", "screenshot typed", "quit"],
                                  arguments: ["--theme", theme], name: "placeholder-\(theme)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let empty = try run.image("empty"), typed = try run.image("typed")
        // The field's first line, from where the text starts to past "Message"'s end.
        let lineRows = (empty.height - 12 - 1 - 7 - 24)..<(empty.height - 12 - 1 - 7)
        let contrast = empty.textContrast(on: field, x: 24..<110, y: lineRows)
        #expect(contrast >= 4.5, "the placeholder reads at \(contrast):1 on the \(theme) field")
        // Typed: the placeholder is gone; right of the "a" the line is empty.
        #expect(typed.textContrast(on: field, x: 45..<110, y: lineRows) == 1, "the placeholder stays after typing")
    }

    /// The field's "H" stands as tall as the bubble's "H" it becomes once sent; and a single
    /// line and its caret sit centred in the field (recorded: a recording shows the caret).
    @Test func typedTextIsTheBubblesSizeAndCentredWithItsCaret() throws {
        let recording = try makeScratchDirectory("field-text-size") + "/recording"
        let run = try ScriptedRun(["wait 300", "type H", "wait 100", "screenshot typed", "send", "wait 600",
                                   "screenshot sent", "quit"],
                                  arguments: ["--case", "few", "--record", recording], name: "field-text-size")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let typed = try run.image("typed"), sent = try run.image("sent")
        let bar = try Self.barRows(typed)
        #expect(bar.field.count == 40, "field rows \(bar.field)")
        // Dark columns in the field: the H's two stems and the caret; the caret is the tallest.
        let inside = (bar.field.lowerBound + 1)..<bar.field.upperBound
        let runs = (14..<80).map { x in (x: x, rows: inside.filter { typed.colour(x, $0).contrastRatio(with: Self.fieldBackground) > 8 }) }
        let caret = try #require(runs.max { $0.rows.count < $1.rows.count }, "no caret")
        let caretRows = try #require(caret.rows.first)...(try #require(caret.rows.last))
        let caretCentre = Double(caretRows.lowerBound + caretRows.upperBound) / 2
        #expect(abs(caretCentre - bar.fieldCentre) <= 1, "caret \(caretRows), field \(bar.field)")
        let letter = runs.filter { $0.x < caret.x - 1 && !$0.rows.isEmpty }.flatMap(\.rows)
        let typedHeight = (letter.max() ?? 0) - (letter.min() ?? 0) + 1
        // The sent bubble's "H": white on the lowest blue bubble, the newest message.
        let bubbleBlue = RGBColour(0x006AE6)
        let blueRows = (44..<bar.field.lowerBound).filter { y in (200..<sent.width).contains { sent.colour($0, y) == bubbleBlue } }
        var newest: [Int] = []
        for y in blueRows.reversed() {
            if let above = newest.last, above != y + 1 { break }
            newest.append(y)
        }
        var bubbleInk: [Int] = []
        for y in newest {
            let blue = (200..<sent.width).filter { sent.colour($0, y) == bubbleBlue }
            guard let left = blue.first, let right = blue.last else { continue }
            if (left..<right).contains(where: { sent.colour($0, y).contrastRatio(with: bubbleBlue) > 3 }) { bubbleInk.append(y) }
        }
        let bubbleHeight = (bubbleInk.max() ?? 0) - (bubbleInk.min() ?? 0) + 1
        #expect(bubbleHeight >= 12, "no H found in the sent bubble: rows \(bubbleInk)")
        #expect(abs(typedHeight - bubbleHeight) <= 1, "typed H \(typedHeight) rows, the bubble's \(bubbleHeight)")
    }

    /// Send's centre is the single line's centre; as the field grows to four lines Send stays
    /// at its bottom, and the field's right edge stays one border (no scroll indicator beside it).
    @Test func sendSitsOnTheFirstLineAndStaysAtTheBottomAsTheFieldGrows() throws {
        let run = try ScriptedRun([
            "wait 300", "type one", "wait 100", "screenshot one",
            "type \\ntwo\\nthree\\nfour", "wait 300", "screenshot four", "quit",
        ], name: "send-position")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let one = try Self.barRows(run.image("one")), fourImage = try run.image("four")
        let four = try Self.barRows(fourImage)
        #expect(abs(one.sendCentre - one.fieldCentre) <= 1, "Send \(one.send), field \(one.field)")
        #expect(four.field.count >= one.field.count + 3 * 23, "the field did not grow: \(one.field) → \(four.field)")
        #expect(four.field.upperBound - four.send.upperBound == one.field.upperBound - one.send.upperBound,
                "Send \(four.send) left the bottom of the field \(four.field)")
        // Along the middle row, from inside the field to the bar: one run of border pixels.
        let y = Int(four.fieldCentre)
        let right = try #require((150..<fourImage.width).first { fourImage.colour($0, y) == Self.barBackground })
        let edge = (right - 12)..<right
        let marks = edge.map { fourImage.colour($0, y) != Self.fieldBackground }
        let runsOfBorder = zip([false] + marks, marks).filter { !$0 && $1 }.count
        #expect(runsOfBorder == 1, "the field's right edge at row \(y): \(edge.map { fourImage.colour($0, y) })")
    }

    /// GTK's 200 ms CSS transition blended Send from grey to blue: the frame with the first
    /// character still showed it grey.
    @Test func sendTurnsBlueInTheFrameTheFirstCharacterAppears() throws {
        let run = try ScriptedRun(["wait 300", "screenshot empty", "type a", "screenshot typed",
                                   "wait 500", "screenshot settled", "quit"], name: "send-active")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let empty = try run.image("empty"), typed = try run.image("typed"), settled = try run.image("settled")
        let bar = try Self.barRows(settled)
        // Left of the label, halfway down the button.
        let x = settled.width - 8 - 80, y = Int(bar.sendCentre)
        #expect(empty.colour(x, y) != settled.colour(x, y), "Send looks the same empty and with a draft")
        #expect(typed.colour(x, y) == settled.colour(x, y),
                "Send is \(typed.colour(x, y)) in the frame of the first character, \(settled.colour(x, y)) later")
    }
}
