import ChatDemoCore
import Foundation
import Testing

/// The message list is drawn once into a layer and copied while it slides. A copy
/// off by one pixel, a layer not drawn again after a send, a scroll past its margin, a theme
/// change, or a copy of rows that in place would show no message would show here: the same
/// script runs with the layer and with `KEYBOARDCHAT_NO_LIST_LAYER=1` (drawn in place every
/// frame), and every pixel above the input bar must match. The app's own counts show that the
/// pixels compared really came from the layer.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ListLayerTests {
    /// Case 3 (every pixel of the list moves): show, send (new content), Pinyin with its
    /// candidates, hide, scroll back through the conversation (past the layer's margin), show.
    static let script = [
        "tap input", "wait 450",
        "type hi", "send", "wait 300",
        "keyboard pinyin", "wait 300",
        "tap key n", "tap key i", "wait 50",
        "tap key 空格", "wait 50",
        "tap list", "wait 450",
        "drag list 0 400 300", "wait 300", "drag list 0 400 300", "wait 600",
        "tap input", "wait 450", "quit",
    ]
    static let inPlace = ["KEYBOARDCHAT_NO_LIST_LAYER": "1"]

    /// Every recorded frame, at scale 1 in the light theme and at GDK_SCALE=2 in the dark one.
    @Test(arguments: [(1, "light"), (2, "dark")])
    func theLayerChangesNoPixelOfAnyRecordedFrame(scale: Int, theme: String) throws {
        let directory = try makeScratchDirectory("list-layer-\(scale)x-\(theme)")
        let counts = try recordWithAndWithoutLayer("list layer", disabling: Self.inPlace, script: Self.script,
                                                   arguments: ["--case", "many", "--theme", theme], scale: scale, in: directory)
        // With the layer: drawn at the start, after the send and while scrolling back, copied
        // in most frames. Without it: never drawn or copied.
        #expect(counts[0].draws >= 3 && counts[0].copies > 4 * counts[0].draws, "\(counts[0])")
        #expect(counts[1].draws == 0 && counts[1].copies == 0, "\(counts[1])")

        // Rows above the input bar: the bar is GTK's text view, which relays its lines out in
        // idle time and may differ by a frame between two runs (KeyboardLayerTests).
        let pair = try RecordedPair(in: directory, minimumFrames: 100)
        var listColours = Set<Int>()
        try pair.forEachFrame { frame, row, layer, inPlace in
            #expect(layer.width == 390 * scale)
            let barTop = row.barBottom - pair.stageOffset - Int(SceneSizes.initialBarHeight) * scale
            if let difference = layer.difference(from: inPlace, rows: 0..<barTop) {
                Issue.record("\(frame) at \(scale)x, \(theme): \(difference)")
            }
            listColours.insert(layer.distinctColours(x: 0..<layer.width, y: barTop / 2..<barTop))
        }
        // Messages really were on screen: the list's lower half is not blank in every frame.
        #expect(listColours.contains { $0 > 20 })
    }

    /// A colour-scheme change while the app runs draws the layer again: on the live window
    /// (X pixmaps, the other cairo backend), the list after the change matches the one drawn
    /// in place, through real X screenshots.
    @Test func aThemeChangeDrawsTheLayerAgain() throws {
        try expectThemeChangeRedraws("list layer", disabling: Self.inPlace, name: "list-layer")
    }
}
