import ChatDemoCore
import Foundation
import Testing

/// The debug overlay (Ctrl+D, the script's `overlay on`) explains the motion without hiding it:
/// its lines are the chat's and stop at the keyboard's top, as the keyboard covers the chat; its
/// box lies over the first bubbles and lets them show through.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct DebugOverlayScreenTests {
    static let keyboardTopLine = RGBColour(0xFF2D55)

    /// With the keyboard up in `some`, d2 lies below the keyboard's top: it used to be drawn
    /// across the keys.
    @Test func theLinesStopAtTheKeyboardsTop() throws {
        let run = try ScriptedRun(["wait 300", "tap input", "wait 900", "overlay on", "wait 100", "screenshot up", "quit"],
                                  name: "overlay-lines")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let image = try run.image("up")
        // The keyboard's top: the row the solid red line runs along.
        let top = try #require((0..<image.height).first { y in
            (0..<image.width).filter { image.colour($0, y) == Self.keyboardTopLine }.count > image.width / 2
        }, "no keyboard-top line")
        // The thresholds' violet (#5856D6), blended or not, anywhere on the keys.
        let violet = (top + 2..<image.height).flatMap { y in
            (0..<image.width).compactMap { x -> String? in
                let p = image.rgb(x, y)
                return p.b - max(p.r, p.g) > 60 ? "(\(x), \(y))" : nil
            }
        }
        #expect(violet.isEmpty, "\(violet.count) violet pixels under the keyboard's top \(top): \(violet.prefix(5))")
    }

    /// At rest in `some` the box lies over the first (grey) bubble: under it, the bubble and
    /// the white around it still look different.
    @Test func theFirstBubbleShowsThroughTheBox() throws {
        let run = try ScriptedRun(["wait 300", "screenshot plain", "overlay on", "wait 100", "screenshot overlay", "quit"],
                                  name: "overlay-box")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let plain = try run.image("plain"), overlay = try run.image("overlay")
        // The box's top padding rows (no text in them), across the bubble's top-left corner.
        var underBubble: [RGBColour: Int] = [:], underBackground: [RGBColour: Int] = [:]
        for y in 50..<56 {
            for x in 10..<120 where overlay.colour(x, y) != plain.colour(x, y) {
                if plain.colour(x, y) == RGBColour(0xE9E9EB) { underBubble[overlay.colour(x, y), default: 0] += 1 }
                if plain.colour(x, y) == RGBColour(0xFFFFFF) { underBackground[overlay.colour(x, y), default: 0] += 1 }
            }
        }
        let bubble = try #require(underBubble.max { $0.value < $1.value }?.key, "no bubble under the box")
        let background = try #require(underBackground.max { $0.value < $1.value }?.key, "no background under the box")
        #expect(bubble.contrastRatio(with: background) > 1.1, "under the box the bubble is \(bubble), the background \(background)")
    }
}
