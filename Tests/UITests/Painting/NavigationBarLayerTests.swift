import ChatDemoCore
import Foundation
import Testing

/// The navigation bar is drawn once per look into a layer and copied every frame.
/// A copy off by a pixel, a glyph placed differently in the layer, a layer not drawn again when
/// the caption (strategy, case, slow motion), the title (another conversation), the width (a
/// rotation) or the theme changes, or a background fill left out under it, would show here: the
/// same script runs with the layer and with `KEYBOARDCHAT_NO_NAV_BAR_LAYER=1` (drawn in place
/// every frame), and every pixel above the input bar must match. The app's own counts show that
/// the pixels compared really came from the layer.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct NavigationBarLayerTests {
    /// Case 3 (every pixel below the bar moves); then every input of the bar's look changes:
    /// the strategy and the slow-motion factor (the caption), another conversation (the title
    /// and the case), the debug overlay on and off (drawn over the bar), a rotation (the width).
    static let script = [
        "tap input", "wait 450",
        "strategy when-at-end", "wait 100",
        "slow-motion 2", "wait 100",
        "tap list", "wait 900",
        "case few", "wait 200",
        "overlay on", "wait 100", "overlay off", "wait 100",
        "tap input", "wait 900",
        "rotate", "wait 400", "quit",
    ]
    static let inPlace = ["KEYBOARDCHAT_NO_NAV_BAR_LAYER": "1"]

    /// Every recorded frame, at scale 1 in the light theme and at GDK_SCALE=2 in the dark one.
    @Test(arguments: [(1, "light"), (2, "dark")])
    func theLayerChangesNoPixelOfAnyRecordedFrame(scale: Int, theme: String) throws {
        let directory = try makeScratchDirectory("nav-bar-layer-\(scale)x-\(theme)")
        let counts = try recordWithAndWithoutLayer("navigation bar layer", disabling: Self.inPlace, script: Self.script,
                                                   arguments: ["--case", "many", "--theme", theme], scale: scale, in: directory)
        // With the layer: drawn for each look (start, strategy, slow motion, another
        // conversation, the rotated width) and copied in every other frame, never bypassed.
        // Without it: always drawn in place.
        #expect(counts[0].draws >= 5 && counts[0].copies > 10 * counts[0].draws && counts[0].inPlace == 0, "\(counts[0])")
        #expect(counts[1].draws == 0 && counts[1].copies == 0 && counts[1].inPlace > 0, "\(counts[1])")

        let pair = try RecordedPair(in: directory, minimumFrames: 100)
        var widths = Set<Int>()
        var barColours = Set<Int>()
        let barRows = 0..<Int(ChatScene.navigationBarHeight) * scale
        // Rows above the input bar: the bar is GTK's text view (ListLayerTests).
        try pair.forEachFrame { frame, row, layer, inPlace in
            widths.insert(layer.width / scale)
            let barTop = row.barBottom - pair.stageOffset - Int(SceneSizes.initialBarHeight) * scale
            if let difference = layer.difference(from: inPlace, rows: 0..<min(max(barTop, barRows.upperBound), layer.height)) {
                Issue.record("\(frame) at \(scale)x, \(theme): \(difference)")
            }
            barColours.insert(layer.distinctColours(x: 0..<layer.width, y: barRows))
        }
        // The rotation was recorded (both widths), and the bar's text was drawn (antialiased
        // glyphs give many shades; a bare bar has two colours).
        #expect(widths == [390, 844], "\(widths)")
        #expect(barColours.allSatisfy { $0 > 10 }, "\(barColours.sorted())")
    }

    /// A colour-scheme change while the app runs draws the layer again, on the live window.
    @Test func aThemeChangeDrawsTheLayerAgain() throws {
        try expectThemeChangeRedraws("navigation bar layer", disabling: Self.inPlace, name: "nav-bar-layer")
    }
}
