import Foundation
import Testing

/// The keyboard is drawn once into a layer and copied while it slides
/// (issue 8's per-frame cost). A copy that is off by one pixel, or a layer
/// that is not redrawn when Shift, a layout switch or Pinyin candidates
/// change the keys, would show here: the same script is recorded with the
/// layer and with `KEYBOARDCHAT_NO_KEYBOARD_LAYER=1` (drawn in place every
/// frame), and every pixel of every frame must match.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct KeyboardLayerTests {
    /// Show, Shift (labels change case), Pinyin (another layout with a
    /// candidate bar), two letters (composition and candidates), a
    /// candidate picked, then hide: every kind of keyboard change.
    static let script = [
        "tap input", "wait 450",
        "tap key shift", "wait 50",
        "keyboard pinyin", "wait 50",
        "tap key n", "tap key i", "wait 50",
        "tap key space", "wait 50",
        "tap list", "wait 450", "quit",
    ]

    @Test func theLayerChangesNoPixelOfAnyFrame() throws {
        let directory = try makeScratchDirectory("keyboard-layer")
        // The caret's blink runs on real time, which differs between runs.
        try FileManager.default.createDirectory(atPath: directory + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-cursor-blink=0\n".write(toFile: directory + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        let script = try writeScript(Self.script, in: directory)
        for (name, extra) in [("layer", [:]), ("in-place", ["KEYBOARDCHAT_NO_KEYBOARD_LAYER": "1"])] {
            let display = try TestDisplay()
            let result = try runApp(["--script", script, "--record", directory + "/" + name], display: display.name,
                                    environment: ["XDG_CONFIG_HOME": directory].merging(extra) { $1 }, timeout: 120)
            #expect(result.status == 0, "\(name): \(result.stderr)")
        }
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory + "/layer")
            .filter { $0.hasPrefix("frame-") }.sorted()
        let inPlaceFrames = try FileManager.default.contentsOfDirectory(atPath: directory + "/in-place")
            .filter { $0.hasPrefix("frame-") }.sorted()
        #expect(frames == inPlaceFrames)
        #expect(frames.count > 60, "only \(frames.count) frames recorded")
        var keyboardColours = Set<Int>()
        for frame in frames {
            let layer = try PixelImage(contentsOf: "\(directory)/layer/\(frame)")
            let inPlace = try PixelImage(contentsOf: "\(directory)/in-place/\(frame)")
            if let pixel = layer.firstDifference(from: inPlace) {
                Issue.record("\(frame): pixel (\(pixel.x), \(pixel.y)) differs with the keyboard layer")
            }
            keyboardColours.insert(layer.distinctColours(x: 0..<layer.width, y: layer.height - 40..<layer.height))
        }
        // The keyboard really was on screen: its bottom rows are not blank in every frame.
        #expect(keyboardColours.contains { $0 > 20 })
    }

    /// The same on the live window, through a real X screenshot: a window
    /// paints on X pixmaps, not on the memory images `--record` uses, so
    /// the layer there is another cairo backend.
    @Test func onScreenTheLayeredKeyboardMatchesTheOneDrawnInPlace() throws {
        let directory = try makeScratchDirectory("keyboard-layer-screen")
        try FileManager.default.createDirectory(atPath: directory + "/gtk-3.0", withIntermediateDirectories: true)
        try "[Settings]\ngtk-cursor-blink=0\n".write(toFile: directory + "/gtk-3.0/settings.ini", atomically: true, encoding: .utf8)
        let script = try writeScript(["tap input", "wait 500", "tap key shift", "wait 8000", "quit"], in: directory)
        var shots: [PixelImage] = []
        for (name, extra) in [("layer", [:]), ("in-place", ["KEYBOARDCHAT_NO_KEYBOARD_LAYER": "1"])] {
            let session = try AppSession(["--script", script],
                                         environment: ["XDG_CONFIG_HOME": directory].merging(extra) { $1 })
            usleep(1_500_000)
            shots.append(try session.screenshot("\(directory)/\(name).png"))
            #expect(session.terminate() == 0)
            #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        }
        if let pixel = shots[0].firstDifference(from: shots[1]) {
            Issue.record("screen pixel (\(pixel.x), \(pixel.y)) differs with the keyboard layer")
        }
    }
}
