import ChatDemoCore
import Foundation
import Testing

/// On iOS and Android the keyboard is a window above the app, so an input bar that lags behind
/// the keyboard (the `naive` strategy, animated on its own curve) slides under it: the keys stay
/// whole, and what the reviewer sees wrong is the bar disappearing behind them. The keyboard's
/// motion does not depend on the strategy, so frame i of a `naive` recording and frame i of a
/// `three-case` recording of the same script put the keyboard at the same top; wherever the
/// naive bar reaches below that top, its rows must hold the keyboard's pixels, exactly as the
/// three-case frame (whose bar sits on the keyboard) shows them.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct NaiveBarUnderKeyboardTests {
    static let script = ["tap input", "wait 700", "tap list", "wait 700", "quit"]

    func record(_ strategy: String, in directory: String) throws -> (trace: [TraceRow], frames: [String]) {
        let script = try writeScript(Self.script, in: directory, name: "\(strategy).script")
        let display = try TestDisplay()
        let output = directory + "/" + strategy
        let result = try runApp(["--strategy", strategy, "--case", "few", "--script", script, "--record", output],
                                display: display.name, timeout: 120)
        guard result.status == 0 else { throw TestFailure("\(strategy): exit \(result.status): \(result.stderr)") }
        let frames = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix("frame-") }.sorted()
        return (try readTrace(output + "/trace.csv"), frames.map { output + "/" + $0 })
    }

    @Test func aLaggingBarSlidesUnderTheKeyboardNeverOverItsKeys() throws {
        let directory = try makeScratchDirectory("naive-under")
        let naive = try record("naive", in: directory)
        let reference = try record("three-case", in: directory)
        #expect(naive.trace.map(\.keyboardTop) == reference.trace.map(\.keyboardTop), "the keyboard moved differently")
        #expect(naive.frames.count == naive.trace.count)
        // The frames hold the stage alone, which ends where the hidden keyboard's top is at frame 0.
        let stageOffset = try #require(naive.trace.first).keyboardTop - PixelImage(contentsOf: naive.frames[0]).height
        var overlapping = 0
        for (index, row) in naive.trace.enumerated() where row.barBottom > row.keyboardTop {
            overlapping += 1
            let rows = (row.keyboardTop - stageOffset)..<(row.barBottom - stageOffset)
            let drawn = try PixelImage(contentsOf: naive.frames[index])
            let keyboard = try PixelImage(contentsOf: reference.frames[index])
            if let difference = drawn.difference(from: keyboard, rows: rows) {
                Issue.record("frame \(row.frame): the bar covers the keys in rows \(rows): \(difference)")
            }
        }
        // Rising, the spring leads the naive bar's ease-in-out for most of the show; falling,
        // the bar overtakes the keyboard: both halves must have had frames to check.
        #expect(overlapping >= 10, "only \(overlapping) frames had the bar below the keyboard's top")
    }
}
