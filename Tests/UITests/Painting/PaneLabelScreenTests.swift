import ChatDemoCore
import Foundation
import Testing

/// Compare mode's big labels, read from screenshots of the real window: each pane's navigation
/// bar names what tells it from the others, on the title's line, and covers no text. Before,
/// `--compare three-case@ios,three-case@android,three-case@linux-phone` labelled all three
/// panes "three-case", on a pill over the first message's text.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PaneLabelScreenTests {
    static let platforms = ["ios", "android", "linux-phone"]
    /// The title's line of the 44 pt navigation bar, above the caption's (`ReviewCaptionScreenTests.captionRows`).
    static let titleRows = 0..<31
    /// The list's rows above the input bar, where the messages are at rest.
    static let listRows = Int(ChatScene.navigationBarHeight)..<740

    /// A pixel of the pill: the title's black at 85 % on the light bar.
    static func isPill(_ colour: (r: Int, g: Int, b: Int)) -> Bool {
        colour.r < 70 && colour.g < 70 && colour.b < 70
    }

    /// The columns (of the whole image) of pane `pane`'s pill, from its first pill pixel on the
    /// title's line to its last; nil when the line has none.
    static func pillColumns(_ image: PixelImage, pane: Int) -> Range<Int>? {
        let left = pane * CompareModeTests.paneStride
        let columns = (left..<(left + CompareModeTests.paneWidth)).filter { x in
            titleRows.contains { isPill(image.rgb(x, $0)) }
        }
        guard let first = columns.first, let last = columns.last else { return nil }
        return first..<(last + 1)
    }

    @Test func panesThatDifferByPlatformGetThreeLabelsThatHideNoText() throws {
        let compare = try ScriptedRun(["wait 300", "screenshot compare", "quit"],
                                      arguments: ["--compare", Self.platforms.map { "three-case@\($0)" }.joined(separator: ","),
                                                  "--case", "some"], name: "pane-labels")
        #expect(compare.isClean, "\(compare.result.status): \(compare.result.stderr)")
        let single = try ScriptedRun(["wait 300", "screenshot single", "quit"], arguments: ["--case", "some"],
                                     name: "pane-labels-single")
        #expect(single.isClean, "\(single.result.status): \(single.result.stderr)")
        let image = try compare.image("compare"), alone = try single.image("single")

        var widths: [Int] = []
        for pane in 0..<3 {
            let left = pane * CompareModeTests.paneStride
            let pill = try #require(Self.pillColumns(image, pane: pane), "pane \(pane) has no label on the title's line")
            widths.append(pill.count)
            // Centred in its pane, clear of the bar's 16 pt margins.
            #expect(abs(pill.lowerBound + pill.upperBound - 2 * left - CompareModeTests.paneWidth) <= 2, "pane \(pane): \(pill)")
            #expect(pill.lowerBound >= left + 16 && pill.upperBound <= left + CompareModeTests.paneWidth - 16, "pane \(pane): \(pill)")
            // As tall as the title's line and above the caption: a column just inside the pill's
            // rounded end is pill from about row 3 to row 28, and nothing below row 30 is.
            let column = pill.lowerBound + 12
            let pillRows = (0..<Int(ChatScene.navigationBarHeight)).filter { Self.isPill(image.rgb(column, $0)) }
            #expect(pillRows.count >= 18 && (pillRows.last ?? 99) < 30, "pane \(pane): pill rows \(pillRows)")
            let caption = ReviewCaptionScreenTests.captionColumns(image, left: left)
            #expect(caption != nil, "pane \(pane) shows no caption under its label")
            // The list is the one a single pane shows, pixel for pixel: no label lies on a message.
            var covered = 0
            for y in Self.listRows {
                for x in 0..<CompareModeTests.paneWidth where image.rgb(left + x, y) != alone.rgb(x, y) { covered += 1 }
            }
            #expect(covered == 0, "pane \(pane): \(covered) pixels of the list differ from a single pane's")
        }
        // "three-case · ios", "three-case · android", "three-case · linux-phone": three labels, the
        // longer name the wider pill.
        #expect(widths[0] < widths[1] && widths[1] < widths[2], "pill widths \(widths)")
    }
}
