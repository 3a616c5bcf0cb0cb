import ChatDemoCore
import Foundation
import Testing

/// `--bottom-offset 50` in the real app: a tab bar below the chat. From the trace
/// (scale 1, device pixels are points): at rest the bar sits 50 above the keyboard's resting top
/// (the stage's bottom edge); in every frame the bar's bottom is the higher of the tab bar's top
/// and the keyboard's top (the keyboard slides over the tab bar, then carries the bar with no
/// gap); and the list's shift is what each case must produce, worked out here by hand.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct BottomOffsetTraceTests {
    static let offset = 50

    /// Checks the bar's rule in every frame and a full show; returns (keyboard rest, bar rest).
    static func restTops(_ rows: [TraceRow], sourceLocation: SourceLocation = #_sourceLocation) throws -> (keyboard: Int, bar: Int) {
        let first = try #require(rows.first, sourceLocation: sourceLocation)
        #expect(first.barBottom == first.keyboardTop - offset, "the bar rests on the tab bar", sourceLocation: sourceLocation)
        for row in rows {
            #expect(row.barBottom == min(first.barBottom, row.keyboardTop), "frame \(row.frame): \(row)", sourceLocation: sourceLocation)
        }
        let travel = first.keyboardTop - (rows.map(\.keyboardTop).min() ?? first.keyboardTop)
        #expect(travel == 291, "the English keyboard travelled \(travel)", sourceLocation: sourceLocation)
        #expect(rows.contains { $0.keyboardTop < first.keyboardTop && $0.keyboardTop > first.barBottom },
                "no frame with the keyboard over the tab bar only", sourceLocation: sourceLocation)
        return (first.keyboardTop, first.barBottom)
    }

    /// "many" is case 3 over the tab bar too: the list rides the bar, so its shift is the bar's
    /// rise from its resting place, `max(0, barRest − keyboardTop)` — 0 while the keyboard is
    /// over the tab bar only, and K − 50 = 241 at the top.
    @Test func manyRisesByKMinusTheOffset() throws {
        let rows = try traceOfScript(ZeroGapTraceTests.showAndHide, arguments: ["--case", "many", "--bottom-offset", "\(Self.offset)"],
                                     name: "offset-many")
        let rest = try Self.restTops(rows)
        for row in rows {
            #expect(row.listShift == Double(max(0, rest.bar - row.keyboardTop)), "frame \(row.frame): \(row)")
            #expect(row.caseLabel == "3")
        }
        #expect(rows.map(\.listShift).max() == 241)
    }

    /// "few" is case 1: only the bar moves; the list's shift is 0 in every frame.
    @Test func fewMovesOnlyTheBar() throws {
        let rows = try traceOfScript(ZeroGapTraceTests.showAndHide, arguments: ["--case", "few", "--bottom-offset", "\(Self.offset)"],
                                     name: "offset-few")
        _ = try Self.restTops(rows)
        for row in rows { #expect(row.listShift == 0 && row.caseLabel == "1", "frame \(row.frame): \(row)") }
    }

    /// The tab bar is drawn: at rest its band (the stage's last 50 rows) is the navigation bar's
    /// colour with the selected tab in the accent colour; with the keyboard up the keyboard
    /// covers the band whole (no accent pixel left in it).
    /// In both themes (the navigation bar's colours and the accent follow `--theme`).
    @Test(arguments: ["light", "dark"])
    func theTabBarIsDrawnAndTheKeyboardCoversIt(theme: String) throws {
        let run = try ScriptedRun(["wait 300", "screenshot rest", "tap input", "wait 800", "screenshot up", "quit"],
                                  arguments: ["--case", "some", "--bottom-offset", "\(Self.offset)", "--theme", theme],
                                  name: "offset-shots-\(theme)")
        #expect(run.isClean, "\(run.result.stderr)")
        let palette = theme == "dark" ? Theme.dark : Theme.light
        let rest = try run.image("rest"), up = try run.image("up")
        let band = (rest.height - Self.offset + 2)..<rest.height
        let accent = Int(palette.outgoingBubble.hex)
        #expect(rest.hex(rest.width - 4, rest.height - 4) == Int(palette.navigationBar.hex))
        #expect(rest.contains(accent, x: 0..<(rest.width / 3), y: band), "the selected tab")
        #expect(!rest.contains(accent, x: (rest.width / 3)..<rest.width, y: band), "only one tab is selected")
        #expect(!up.contains(accent, x: 0..<up.width, y: band), "the keyboard should cover the tab bar")
    }
}
