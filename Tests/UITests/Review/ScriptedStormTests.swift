import ChatDemoCore
import Foundation
import TestSupport
import Testing

/// The storm through the real window: a seeded random script of taps, layout switches,
/// rotations, drags, typing, sends and resizes (some while the keyboard shows or hides, to
/// sizes that cut it) at random intervals.
/// The trace must keep the bar on the keyboard in every frame, and the app
/// must finish cleanly with no GTK warning.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ScriptedStormTests {
    static let steps = 45
    /// Window sizes for a resize mid-motion: 256 and 280 high (the keyboard cut to what the bar
    /// leaves, in portrait and landscape) and back to the phone.
    static let resizes = ["316 256", "390 256", "844 256", "316 280", "390 844", "390 844"]

    static func randomScript(seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let menu = ["tap input", "tap input", "tap list", "escape", "keyboard pinyin", "keyboard emoji", "keyboard english",
                    "rotate", "drag list 0 350 250", "drag list 0 -200 300", "type 你好 storm 🌪", "send", "tap key q",
                    "resize while showing", "resize while hiding"]
        var lines = ["# storm seed \(seed)"]
        for _ in 0..<steps {
            let step = menu.randomElement(using: &random)!
            // A tap must land (a key tap on a hidden keyboard, or on emoji's,
            // stops the script with exit 2): raise English and let it come up first.
            if step.hasPrefix("tap key") { lines += ["tap input", "keyboard english", "wait 600"] }
            if step.hasPrefix("resize while") {
                // The window changes size while the keyboard moves (from rest, so it moves fast),
                // often to one that cuts it.
                let motion = step.hasSuffix("showing") ? ["escape", "wait 600", "tap input"] : ["tap input", "wait 600", "escape"]
                lines += motion + ["wait \(Int(random.whole(0...200)))", "resize \(resizes.randomElement(using: &random)!)"]
            } else {
                lines.append(step)
            }
            lines.append("wait \(Int(random.whole(0...220)))")
        }
        lines.append("quit")
        return lines
    }

    @Test(arguments: [UInt64(7), 2024])
    func aRandomScriptKeepsZeroGapInEveryFrame(seed: UInt64) throws {
        let rows = try traceOfScript(Self.randomScript(seed: seed), arguments: ["--case", "some"], name: "storm-\(seed)")
        let gaps = rows.filter { $0.barBottom != $0.keyboardTop }
        #expect(gaps.isEmpty, "seed \(seed): \(gaps.count) frames with a gap, first \(String(describing: gaps.first))")
        #expect(rows.count > 100)
    }
}
