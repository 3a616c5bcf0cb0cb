import Foundation
import Testing

/// The keyboard is drawn once into a layer and copied while it slides
/// (a frame then costs one copy, not a redraw of every key). A copy that is off by one pixel, or a layer
/// that is not redrawn when Shift, a layout switch or Pinyin candidates
/// change the keys, would show here: the same script runs with the layer
/// and with `KEYBOARDCHAT_NO_KEYBOARD_LAYER=1` (drawn in place every frame),
/// and every pixel of the keyboard must match. The app's own counts show
/// that the pixels compared really came from the layer.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct KeyboardLayerTests {
    /// Show, Shift (labels change case), Pinyin (another layout with a
    /// candidate bar), two letters (composition and candidates), a
    /// candidate picked, then hide: every kind of keyboard change.
    static let script = [
        "tap input", "wait 450",
        "tap key ⇧", "wait 50",
        "keyboard pinyin", "wait 300",
        "tap key n", "tap key i", "wait 50",
        "tap key 空格", "wait 50",
        "tap list", "wait 450", "quit",
    ]
    static let inPlace = ["KEYBOARDCHAT_NO_KEYBOARD_LAYER": "1"]
    static let report = ["KEYBOARDCHAT_REPORT_KEYBOARD_LAYER": "1"]

    /// Every recorded frame, at the screen's scale 1 and at GDK_SCALE=2
    /// (the scale of the paint benchmark).
    @Test(arguments: [1, 2]) func theLayerChangesNoPixelOfAnyRecordedFrame(scale: Int) throws {
        let directory = try makeScratchDirectory("keyboard-layer-\(scale)x")
        let counts = try recordWithAndWithoutLayer("keyboard layer", disabling: Self.inPlace, script: Self.script,
                                                   scale: scale, in: directory)
        // With the layer: drawn for each look (shown, Shift, Pinyin, letters,
        // candidate), copied in every other frame, never bypassed.
        #expect(counts[0].draws >= 5 && counts[0].copies > 4 * counts[0].draws && counts[0].inPlace == 0, "\(counts[0])")
        #expect(counts[1].draws == 0 && counts[1].copies == 0 && counts[1].inPlace > 0, "\(counts[1])")

        // Only the keyboard is compared: the text view relays its lines out
        // in idle time, so the bar may differ by a frame between two runs.
        let pair = try RecordedPair(in: directory, minimumFrames: 60)
        var keyboardColours = Set<Int>()
        try pair.forEachFrame { frame, row, layer, inPlace in
            #expect(layer.width == 390 * scale)
            if let difference = layer.difference(from: inPlace, rows: (row.keyboardTop - pair.stageOffset)..<layer.height) {
                Issue.record("\(frame) at \(scale)x: \(difference)")
            }
            keyboardColours.insert(layer.distinctColours(x: 0..<layer.width, y: layer.height - 40 * scale..<layer.height))
        }
        // The keyboard really was on screen: its bottom rows are not blank in every frame.
        #expect(keyboardColours.contains { $0 > 20 })
    }

    /// The same on the live window, through real X screenshots: a window
    /// paints on X pixmaps, not on the memory images `--record` uses, so
    /// the layer there is another cairo backend.
    @Test func onScreenTheLayeredKeyboardMatchesTheOneDrawnInPlace() throws {
        let directory = try makeScratchDirectory("keyboard-layer-screen")
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let script = try writeScript(["tap input", "wait 500", "keyboard pinyin", "wait 400",
                                      "tap key n", "tap key i", "wait 8000", "quit"], in: directory)
        var shots: [PixelImage] = []
        var stageRows = 0..<0
        for (name, extra) in [("layer", [:]), ("in-place", Self.inPlace)] {
            let session = try AppSession(["--script", script], environment: settings.merging(extra) { $1 })
            let origin = try session.windowOrigin()
            // The script's clock is the trace's: once a frame past its last tap is painted, the
            // keyboard is up with the candidates (its popups may still fade: settledScreenshot).
            try session.waitFor("the script past its last tap (a frame at \(Self.scriptPastTaps) ms in the trace)") {
                (session.lastPaintedRow?.timeMilliseconds ?? 0) >= Self.scriptPastTaps
            }
            let shot = try session.settledScreenshot(path: "\(directory)/\(name)")
            // The Pinyin keyboard with its candidates is on screen.
            #expect(shot.distinctColours(x: 0..<390, y: 600..<700) > 20, "\(name): no keyboard in the screenshot")
            shots.append(shot)
            stageRows = (origin.y + KeyboardFollowTests.chromeHeight)..<shot.height
            // The script is still in its last wait: SIGTERM interrupts it.
            #expect(session.terminate() == 128 + SIGTERM)
            #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        }
        // Only the stage is compared: the header bar is GTK's, and its backdrop transition
        // may be a shade apart between two windows.
        if let difference = shots[0].difference(from: shots[1], rows: stageRows) {
            Issue.record("on screen: \(difference)")
        }
    }

    /// Animation time well after the on-screen script's taps (at 900 ms) and before its end (9 s).
    static let scriptPastTaps = 1_500.0
}
