import ChatDemoCore
import Foundation
import Testing

/// The attachment panel in the real app, from its own per-frame trace and screenshots. The
/// trace's `surface` column says what is up, `keyboard_top` is its top, and `list_top` is where
/// the list's content is: it changes by exactly what the bar moves when the list rides the bar.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PanelSwapTests {
    static let keyboard = 291
    static let panel = 260

    /// Keyboard up, swapped for the panel (the menu's Ctrl+P path), back to the keyboard by a
    /// tap on the field, then down.
    static let swapScript = ["tap input", "wait 800", "panel toggle", "wait 800", "tap input", "wait 800",
                             "tap list", "wait 800", "quit"]

    /// Keyboard → panel → keyboard is a height change of the surface that is up: in every frame
    /// from the keyboard's arrival to the hide the bar sits on whatever is up (zero gap), the
    /// list moves exactly as the surface's top does (the net change, 31 down and 31 back up, on
    /// the same frames, never a drop to rest and back), so the last message keeps its place on
    /// the bar and no band opens; the top really travels 291 → 260 → 291 through frames between.
    @Test(arguments: [("three-case", "many"), ("three-case", "some"), ("always", "few"), ("persistent", "many")])
    func swapsMoveTheListWithTheBar(strategy: String, conversationCase: String) throws {
        let rows = try traceOfScript(Self.swapScript, arguments: ["--trace-detail", "--strategy", strategy, "--case", conversationCase],
                                     name: "panel-swap-\(strategy)-\(conversationCase)")
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): gap \(row.keyboardTop - row.barBottom)")
        }
        let rest = try #require(rows.first).keyboardTop
        let firstPanel = try #require(rows.firstIndex { $0.surface == "panel" }, "the panel never came up")
        let lastPanel = try #require(rows.lastIndex { $0.surface == "panel" })
        let hide = try #require(rows.firstIndex { $0.surface == "none" && $0.frame > rows[lastPanel].frame })
        // The frame before the swap has the keyboard at rest up: K above the stage's bottom.
        let before = rows[firstPanel - 1]
        #expect(before.surface == "keyboard" && rest - before.keyboardTop == Self.keyboard, "\(before)")
        #expect(before.listShift > 0, "the list did not rise with the keyboard: \(before)")
        for row in rows[(firstPanel - 1)..<hide] {
            #expect(row.listTop - before.listTop == Double(row.keyboardTop - before.keyboardTop),
                    "frame \(row.frame): the list moved \(row.listTop - before.listTop), the bar \(row.keyboardTop - before.keyboardTop)")
            #expect(row.listShift >= before.listShift - Double(Self.keyboard - Self.panel), "frame \(row.frame) dropped the list: \(row)")
        }
        let panelUp = rows[lastPanel]
        #expect(panelUp.keyboardTop == rest - Self.panel && panelUp.listTop == before.listTop + Double(Self.keyboard - Self.panel),
                "with the panel up: \(panelUp)")
        let panelTops = Set(rows[firstPanel...lastPanel].map(\.keyboardTop))
        #expect(panelTops.count > 3, "no frames between the two tops: \(panelTops.sorted())")
        let back = rows[(lastPanel + 1)..<hide]
        #expect(back.allSatisfy { $0.surface == "keyboard" } && back.last?.keyboardTop == before.keyboardTop)
        #expect(back.last?.listTop == before.listTop && back.last?.listShift == before.listShift)
        #expect(Set(back.map(\.keyboardTop)).count > 3, "the keyboard did not travel back")
    }

    /// No band remains: with the panel swapped in for the keyboard, the list (everything above
    /// the bar) is drawn exactly as when the panel came up from rest.
    @Test func aSwapEndsWhereAShowOfThePanelDoes() throws {
        let swapped = try ScriptedRun(["tap input", "wait 800", "panel show", "wait 800", "screenshot panel", "quit"],
                                      arguments: ["--case", "many"], name: "panel-swap-band")
        let shown = try ScriptedRun(["panel show", "wait 800", "screenshot panel", "quit"],
                                    arguments: ["--case", "many"], name: "panel-show-band")
        #expect(swapped.isClean && shown.isClean, "\(swapped.result.stderr) \(shown.result.stderr)")
        let afterSwap = try swapped.image("panel"), fromRest = try shown.image("panel")
        // Above the input bar (at most 60 high) on the panel.
        let list = 0..<(afterSwap.height - Self.panel - 60)
        #expect(afterSwap.difference(from: fromRest, rows: list) == nil, "the swapped list is not where a show puts it")
    }

    /// The panel asked for while the keyboard is still coming up: the show goes on to the panel's
    /// height, the list riding the bar in every frame (case 3), not frozen half-risen under it.
    @Test func aSwapDuringTheShowFinishesTheRise() throws {
        let rows = try traceOfScript(["tap input", "wait 100", "panel show", "wait 800", "quit"],
                                     arguments: ["--trace-detail", "--case", "many"], name: "panel-swap-mid-show")
        let rest = try #require(rows.first).keyboardTop
        for row in rows {
            #expect(row.barBottom == row.keyboardTop && row.listShift == Double(rest - row.keyboardTop), "frame \(row.frame): \(row)")
        }
        #expect(rows.last?.surface == "panel" && rows.last?.keyboardTop == rest - Self.panel)
    }

    /// Panel → hidden follows the keyboard's own curve. Recorded (time advances exactly 1/60 s a
    /// frame), a keyboard's hide and the panel's are compared frame by frame from the hide's
    /// first moved frame: the surface's visible fraction is the same (within the two tops'
    /// rounding to whole pixels), and under case 3 the list rides the bar in both.
    @Test func panelHidesOnTheKeyboardsCurve() throws {
        let keys = try traceOfScript(["tap input", "wait 800", "tap list", "wait 800", "quit"],
                                     arguments: ["--trace-detail", "--case", "many"], name: "panel-hide-keys", recorded: true)
        let panel = try traceOfScript(["panel show", "wait 800", "tap list", "wait 800", "quit"],
                                      arguments: ["--trace-detail", "--case", "many"], name: "panel-hide-panel", recorded: true)
        let keysHide = try Self.hide(of: keys, height: Self.keyboard)
        let panelHide = try Self.hide(of: panel, height: Self.panel)
        #expect(keysHide.count > 10 && panelHide.count > 10)
        for (index, (key, pane)) in zip(keysHide, panelHide).enumerated() {
            #expect(abs(key - pane) <= 0.5 / Double(Self.panel) + 0.5 / Double(Self.keyboard),
                    "frame \(index) of the hide: keyboard at \(key) of its height, panel at \(pane)")
        }
        let rest = try #require(panel.first).keyboardTop
        #expect(panel.contains { $0.surface == "panel" } && panel.last?.surface == "none")
        for row in panel {
            #expect(row.barBottom == row.keyboardTop && row.listShift == Double(rest - row.keyboardTop), "frame \(row.frame): \(row)")
        }
    }

    /// The visible fraction of the surface in each frame of its hide, from the first frame that
    /// moved down from fully up to the first at rest.
    static func hide(of rows: [TraceRow], height: Int) throws -> [Double] {
        let rest = try #require(rows.first).keyboardTop
        let up = rest - height
        let upIndex = try #require(rows.lastIndex { $0.keyboardTop == up }, "never fully up")
        let after = rows[(upIndex + 1)...]
        let end = after.firstIndex { $0.keyboardTop == rest } ?? after.endIndex
        return after[..<min(end + 1, after.endIndex)].map { Double(rest - $0.keyboardTop) / Double(height) }
    }

    /// A screenshot with the panel up shows it drawn in the keyboard's region like the keyboard:
    /// the keyboard's background, item tiles in the key colour with a glyph in the label colour;
    /// dark under the dark theme. Under the same rows the keyboard screenshot has no tile there.
    @Test(arguments: [("light", Theme.light), ("dark", Theme.dark)])
    func thePanelIsDrawn(scheme: String, theme: Theme) throws {
        let run = try ScriptedRun(["tap input", "wait 800", "screenshot keys", "panel show", "wait 800", "screenshot panel", "quit"],
                                  arguments: ["--case", "many", "--theme", scheme], name: "panel-drawn-\(scheme)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let panel = try run.image("panel"), keys = try run.image("keys")
        let top = panel.height - Self.panel
        // Photos' tile is 60×60 at (18.75, top + 24) (`AttachmentPanel.cells`).
        #expect(panel.colour(4, top + 4) == theme.keyboardBackground, "background \(panel.colour(4, top + 4))")
        #expect(panel.colour(4, panel.height - 4) == theme.keyboardBackground)
        #expect(panel.colour(24, top + 54) == theme.letterKey, "tile \(panel.colour(24, top + 54))")
        // The glyph: pixels on the tile nearer the label colour than the tile's (antialiased lines).
        let glyph = (26..<72).flatMap { x in (top + 30..<top + 80).map { (x, $0) } }.filter { x, y in
            let pixel = panel.colour(x, y)
            return Self.distance(pixel, theme.keyLabel) < Self.distance(pixel, theme.letterKey)
        }
        #expect(glyph.count > 20, "no glyph drawn on the Photos tile (\(glyph.count) pixels)")
        #expect(panel.difference(from: keys, rows: top..<panel.height) != nil, "the panel looks like the keyboard")
    }

    static func distance(_ a: RGBColour, _ b: RGBColour) -> Double {
        abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
    }
}
