import ChatDemoCore
import Foundation
import Testing

/// A recording, its trace and its video hold every frame exactly once, in order, whatever was
/// paused or stepped: a `step 10` past the newest frame makes, presents, traces and films each
/// of the ten frames (it once filmed only the last, and the film jumped ten frames), and a
/// paused frame is one trace row, live too (a script's `resume` once repeated it, at its time).
@Suite(.serialized, .onItsOwnThread(minutes: 6))
struct EveryFrameOnceTests {
    static let motion = ["tap input", "wait 150"]
    static let stepped = 10

    /// Recorded (and filmed as a video) with `pause`, `step 10`, `resume` mid-show: the frames are
    /// 0, 1, 2, … with one PNG each and as many video frames; every row and every stepped frame's
    /// picture is the run never paused's, frame for frame (the stage's frames are numbered as a
    /// film never paused, so there is no shift), and the bar moves between neighbours no more
    /// than it does in that run.
    @Test func aStepPastTheNewestFrameRecordsEveryFrameOnce() throws {
        let directory = try makeScratchDirectory("every-frame-recorded")
        let arguments = ["--case", "some"]
        let clean = try PlayheadStepTests.record(Self.motion + ["wait 600", "quit"], arguments: arguments,
                                                 in: directory, name: "clean")
        let video = directory + "/stepped.mp4"
        let review = try PlayheadStepTests.record(Self.motion + ["pause", "step \(Self.stepped)", "resume", "wait 500", "quit"],
                                                  arguments: arguments + ["--video", video], in: directory, name: "stepped")
        let rows = try readTrace(review.folder + "/trace.csv")
        let cleanRows = try readTrace(clean.folder + "/trace.csv")
        #expect(rows.map(\.frame) == Array(0..<rows.count), "frames missing or repeated: \(rows.map(\.frame))")
        let pngs = Recordings.names(in: review.folder).filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
        #expect(pngs == rows.map { String(format: "frame-%04d.png", $0.frame) })
        #expect(review.stderr.contains("\(rows.count) frames at 60 fps"), "the video's frames: \(review.stderr)")
        let shared = min(rows.count, cleanRows.count)
        #expect(shared > 40, "\(rows.count) and \(cleanRows.count) frames")
        for (own, alone) in zip(rows, cleanRows).prefix(shared) {
            #expect(own.timeMilliseconds == alone.timeMilliseconds && own.keyboardTop == alone.keyboardTop
                    && own.barBottom == alone.barBottom && own.listShift == alone.listShift, "frame \(own.frame)")
        }
        let largestMove = { (rows: [TraceRow]) in zip(rows, rows.dropFirst()).map { abs($1.barBottom - $0.barBottom) }.max() ?? 0 }
        #expect(largestMove(Array(rows.prefix(shared))) <= largestMove(Array(cleanRows.prefix(shared))))
        // The motion was under way at the pause (frame 9 or so): the stepped frames differ from
        // one another, so equal pictures below prove something.
        #expect(Set(rows.prefix(25).map(\.barBottom)).count > 15, "\(rows.map(\.barBottom))")
        for frame in 8...22 {
            let name = String(format: "frame-%04d.png", frame)
            let own = try PixelImage(contentsOf: review.folder + "/" + name)
            #expect(own.difference(from: try PixelImage(contentsOf: clean.folder + "/" + name)) == nil, "\(name)")
        }
    }

    /// Live (`--trace`, no recording), `pause`, `wait`, `resume` from the script while the tick
    /// runs: the frozen frame is one row, and every row's time is later than the one before.
    @Test func aPausedFrameIsOneTraceRowLive() throws {
        let directory = try makeScratchDirectory("every-frame-live")
        let trace = directory + "/trace.csv"
        let run = try ScriptedRun(Self.motion + ["pause", "wait 100", "resume", "wait 300", "quit"],
                                  arguments: ["--case", "some", "--trace", trace], name: "every-frame-live-run")
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let rows = try readTrace(trace)
        #expect(rows.count > 3, "\(rows.count) rows")
        #expect(rows.map(\.frame) == Array(0..<rows.count), "\(rows.map(\.frame))")
        for (before, after) in zip(rows, rows.dropFirst()) {
            #expect(after.timeMilliseconds > before.timeMilliseconds, "frames \(before.frame) and \(after.frame) have one time")
        }
    }
}
