import ChatDemoCore
import Foundation
import Testing

/// While the stage plays live, the open timeline catches up in batches (at most one update per
/// tenth of a second of the stage's wall time) instead of painting every stage frame, and when
/// the stage comes to rest it shows the last frame at once: every frame is plotted, and the
/// readouts at rest are the trace's last row. Read from what the app reports with
/// `KEYBOARDCHAT_REPORT_TIMELINE`: each frame the timeline window paints (with the newest frame
/// its plot shows), every frame it plotted and its readouts as it closes.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct TimelineBatchTests {
    @Test func aLiveShowPaintsTheTimelineInBatchesAndItsLastFrameAtRest() throws {
        let directory = try makeScratchDirectory("timeline-batches")
        let script = try writeScript(["timeline show", "wait 300", "tap input"], in: directory)
        var environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        environment["KEYBOARDCHAT_REPORT_TIMELINE"] = "1"
        // Slow motion: a show of a few seconds, many stage frames.
        let session = try AppSession(["--slow-motion", "10", "--case", "some", "--script", script], environment: environment)
        try session.waitForRest("the show ended, the script done", timeout: 90)
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        let rows = try readTrace(session.tracePath)
        let last = try #require(rows.last)
        let lines = session.stdout.split(separator: "\n")
        func reported(_ prefix: String) -> [Substring] { lines.filter { $0.hasPrefix(prefix) }.map { $0.dropFirst(prefix.count) } }

        // The timeline's frames against the stage's since it first painted.
        let painted = reported("timeline painted: ").compactMap { Int($0) }
        let first = try #require(painted.first, "\(session.stdout)")
        let stageFrames = rows.filter { $0.frame > first }.count
        #expect(stageFrames > 60, "too few stage frames: \(stageFrames)")
        #expect((painted.count - 1) * 2 < stageFrames, "the timeline painted \(painted.count - 1) frames for the stage's \(stageFrames)")
        // Each batch it showed came at least the live interval (0.15 s) of the stage's time after
        // the one before, but the last: the frame the stage came to rest in, shown at once.
        let time = Dictionary(rows.map { ($0.frame, $0.timeMilliseconds) }) { a, _ in a }
        let shown = painted.reduce(into: [Int]()) { shown, frame in if shown.last != frame { shown.append(frame) } }
        #expect(shown.last == last.frame, "the plot at rest shows frame \(shown.last ?? -1), the stage rested on \(last.frame)")
        let tooSoon = zip(shown, shown.dropFirst()).dropLast().filter { before, after in
            (time[after] ?? 0) - (time[before] ?? 0) < 149.9
        }
        #expect(tooSoon.isEmpty, "shown less than 150 ms after the frame before: \(tooSoon.map { "\($0) → \($1)" })")

        // Every frame is plotted, a batch at a time.
        let plotted = try reported("timeline plotted: ").map { line in try #require(TraceRow(csvLine: line), "cannot parse \(line)") }
        #expect(plotted.map(\.frame) == rows.map(\.frame))
        #expect(plotted == rows)

        // The readouts at rest are the trace's last row.
        let readout = try #require(reported("timeline final readout 1: ").first, "\(session.stdout)")
        let fields = Dictionary(uniqueKeysWithValues: readout.split(separator: "|").map { field in
            let parts = field.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), String(parts[1]))
        })
        #expect(fields["Frame"] == "\(last.frame)")
        #expect(fields["Bar bottom"] == "\(last.barBottom) px")
        #expect(fields["Gap"] == "\(last.barBottom - last.keyboardTop) px")
        #expect(fields["Case"] == last.caseLabel)
        #expect(fields["List shift"].map { Double($0.dropLast(3)) } == last.listShift)
    }

    /// The readouts are drawn at a fixed size: a transition's new values redraw their cells but
    /// never lay the timeline window out again (a label's new text did, every batch, about half
    /// of each timeline frame's cost). What the readouts show is still the trace's row for their
    /// frame, read back from what they draw.
    @Test func newReadoutsNeverLayTheTimelineOutAgain() throws {
        let run = try TimelineTests.run(["--case", "some"], TimelineTests.showAndHide, name: "timeline-layout")
        let lines = run.result.stdout.split(separator: "\n")
        let firstPaint = try #require(lines.firstIndex { $0.hasPrefix("timeline painted: ") }, "\(run.result.stdout)")
        let later = lines[(firstPaint + 1)...]
        let painted = later.filter { $0.hasPrefix("timeline painted: ") }
        let laidOut = later.filter { $0.hasPrefix("timeline laid out: ") }
        #expect(painted.count >= 5, "the timeline painted only \(painted.count) frames after its first")
        #expect(laidOut.isEmpty, "laid out again \(laidOut.count) times in \(painted.count) frames: \(Array(laidOut))")

        let readout = try #require(run.reported("timeline final readout 1: ").first, "\(run.result.stdout)")
        let fields = Dictionary(uniqueKeysWithValues: readout.split(separator: "|").map { field in
            let parts = field.split(separator: "=", maxSplits: 1)
            return (String(parts[0]), String(parts[1]))
        })
        let frame = try #require(fields["Frame"].flatMap { Int($0) }, "\(readout)")
        let row = try #require(run.trace[0].first { $0.frame == frame }, "no trace row for frame \(frame)")
        // At rest: the frame before the one that ends the run.
        #expect(frame == run.trace[0].dropLast().last?.frame)
        #expect(fields["Bar bottom"] == "\(row.barBottom) px")
        #expect(fields["Gap"] == "\(row.barBottom - row.keyboardTop) px")
        #expect(fields["Case"] == row.caseLabel)
        #expect(fields["List shift"].map { Double($0.dropLast(3)) } == row.listShift)
    }
}
