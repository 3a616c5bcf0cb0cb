import Foundation
import Testing

/// The attachment panel is drawn once into a layer and copied while it slides, as the keyboard
/// is (`PanelLayer`). The same script is recorded with the layer and drawn in place every frame
/// (`KEYBOARDCHAT_NO_KEYBOARD_LAYER=1`); every pixel of the bottom surface must match, and the
/// app's own counts show that the compared pixels came from the layer.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PanelLayerTests {
    /// The panel from rest, swapped for the keys and back, then down, under the dark theme (the
    /// image must be drawn for the scheme in force, not the default light one).
    static let script = ["panel show", "wait 450", "tap input", "wait 450", "panel show", "wait 450",
                         "tap list", "wait 450", "quit"]

    @Test(arguments: [1, 2]) func theLayerChangesNoPixelOfThePanel(scale: Int) throws {
        let directory = try makeScratchDirectory("panel-layer-\(scale)x")
        let counts = try recordWithAndWithoutLayer("panel layer", disabling: KeyboardLayerTests.inPlace, script: Self.script,
                                                   arguments: ["--theme", "dark", "--trace-detail"], scale: scale, in: directory)
        #expect(counts[0].draws >= 1 && counts[0].copies > 20 && counts[0].inPlace == 0, "\(counts[0])")
        #expect(counts[1].draws == 0 && counts[1].copies == 0 && counts[1].inPlace > 20, "\(counts[1])")
        let pair = try RecordedPair(in: directory, minimumFrames: 20)
        #expect(pair.trace.contains { $0.surface == "panel" })
        try pair.forEachFrame { frame, row, layer, inPlace in
            if let difference = layer.difference(from: inPlace, rows: (row.keyboardTop - pair.stageOffset)..<layer.height) {
                Issue.record("\(frame) at \(scale)x (\(row.surface)): \(difference)")
            }
        }
    }
}
