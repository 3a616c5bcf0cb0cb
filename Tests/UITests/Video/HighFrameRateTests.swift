import ChatDemoCore
import Curves
import Foundation
import Testing

/// `--fps 120`: ProMotion's rate. Each frame is 1/120 s of the clock, the input bar stays on
/// the keyboard in every frame, and the keyboard follows its closed-form spring to within
/// half a pixel (the trace's whole pixels round the curve).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct HighFrameRateTests {
    @Test func at120FpsEveryFrameHasNoGapAndTheKeyboardFollowsItsSpring() throws {
        let directory = try makeScratchDirectory("fps-120")
        let script = try writeScript(["wait 100", "tap input", "wait 700", "escape", "wait 700", "quit"], in: directory)
        let display = try TestDisplay()
        let recording = directory + "/recording"
        let result = try runApp(["--script", script, "--record", recording, "--fps", "120"], display: display.name, timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let description = try String(contentsOfFile: recording + "/recording.txt", encoding: .utf8)
        #expect(description.contains("frame-rate: 120\n"), "\(description)")
        let rows = try readTrace(recording + "/trace.csv")
        #expect(description.contains("frames: \(rows.count)\n"), "\(description)")
        // 1.5 s of script at 120 fps: about 180 frames, each 1/120 s after the one before.
        #expect(rows.count >= 175, "\(rows.count) frames")
        for (index, row) in rows.enumerated() {
            #expect(row.frame == index)
            #expect(abs(row.timeMilliseconds - Double(index) * 1000 / 120) < 0.001, "frame \(index) at \(row.timeMilliseconds) ms")
            #expect(row.barBottom == row.keyboardTop, "frame \(index): a gap of \(row.keyboardTop - row.barBottom) px")
        }
        try expectSpring(rows, showing: true)
        try expectSpring(rows, showing: false)
    }

    /// From the last frame before the keyboard moves (the motion's start, progress 0) to its
    /// rest, every frame within 0.5 px of the curve the keyboard runs, sampled at 120 fps.
    func expectSpring(_ rows: [TraceRow], showing: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let hidden = rows[0].keyboardTop
        let shown = try #require(rows.map(\.keyboardTop).min())
        let (from, to) = showing ? (hidden, shown) : (shown, hidden)
        let start = try #require(rows.indices.dropLast().first { rows[$0].keyboardTop == from && rows[$0 + 1].keyboardTop != from
            && (showing ? rows[$0 + 1].keyboardTop < from : rows[$0 + 1].keyboardTop > from) })
        let end = try #require(rows.indices.first { $0 > start && rows[$0].keyboardTop == to })
        #expect(end - start >= 50, "the motion took \(end - start) frames", sourceLocation: sourceLocation)
        var worst = 0.0
        for row in rows[start...end] {
            let elapsed = (row.timeMilliseconds - rows[start].timeMilliseconds) / 1000
            let progress = AnimationCurve.keyboard.progress(at: elapsed, duration: AnimationCurve.reportedKeyboardDuration)
            let expected = Double(from) + Double(to - from) * progress
            worst = max(worst, abs(Double(row.keyboardTop) - expected))
        }
        #expect(worst <= 0.5, "\(showing ? "show" : "hide"): \(worst) px from the spring", sourceLocation: sourceLocation)
    }
}
