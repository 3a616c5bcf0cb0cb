import ChatDemoCore
import Foundation
import Testing

/// The playhead keeps every frame the timeline plots: after more than ten seconds of frames
/// (a show, a long wait, a hide), a pick on the show's frames in the timeline presents that very
/// frame, pixel for pixel as `--record` wrote it, and Export Video… holds all of them. Both runs
/// record (fixed 1/60 s frames), so their frames are numbered and timed alike.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct TimelinePickKeptFramesTests {
    /// A show, then more frames than ten seconds hold at 60 fps, then a hide.
    static let longShowAndHide = ["tap input", "wait 10400", "escape", "wait 600"]
    /// Mid-show: the keyboard still rising (frame 0 is the tap).
    static let pickedFrame = 10
    /// With the keyboard up, long after the show: what a pick clamped to ten seconds showed.
    static let restingFrame = 60

    @Test func aPickOnTheShowPresentsItAndTheExportHoldsEveryFrame() throws {
        let directory = try makeScratchDirectory("timeline-pick-kept")
        let arguments = ["--case", "some"]
        let clean = try PlayheadStepTests.record(["tap input", "wait 1200", "quit"], arguments: arguments, in: directory, name: "clean")
        let review = try PlayheadStepTests.record(Self.longShowAndHide + [
            "timeline frame \(Self.pickedFrame)", "screenshot \(directory)/picked.png",
            "export-video \(directory)/clip.mp4", "quit",
        ], arguments: arguments, in: directory, name: "review", environment: ["KEYBOARDCHAT_REPORT_EXPORT": "1"])
        let filmed = try PlayheadStepTests.filmedFrames(review.folder)
        #expect(filmed.count > Int(PlayheadFrame.keptSeconds) * 60 + 20, "\(filmed.count) frames filmed: too few to need more than 10 s")

        let picked = try PixelImage(contentsOf: "\(directory)/picked.png")
        let frame = { (index: Int) in try PixelImage(contentsOf: String(format: "%@/frame-%04d.png", clean.folder, index)) }
        #expect(picked.difference(from: try frame(Self.pickedFrame)) == nil, "picked.png against the film's frame \(Self.pickedFrame)")
        #expect(try frame(Self.restingFrame).difference(from: try frame(Self.pickedFrame)) != nil, "the picked frame is mid-show")

        // Every frame made before the export, from the tap on: `export: finished PATH frames 0…N`.
        let match = try #require(review.stderr.firstMatch(of: /export: finished .* frames (\d+)…(\d+)\n/), "\(review.stderr)")
        let first = try #require(Int(match.output.1)), last = try #require(Int(match.output.2))
        let exported = first...last
        #expect(exported.lowerBound == 0, "\(exported)")
        #expect(filmed.contains(exported.upperBound) && exported.upperBound > Int(PlayheadFrame.keptSeconds) * 60, "\(exported)")
        // The clip is that many frames long at 60 fps.
        let info = try discover(directory + "/clip.mp4")
        let duration = try #require(info.firstMatch(of: /Duration: (\d+):(\d+):(\d+)\.(\d{9})/), "\(info)")
        let nanoseconds = (Int(duration.output.1)! * 3600 + Int(duration.output.2)! * 60 + Int(duration.output.3)!) * 1_000_000_000
            + Int(duration.output.4)!
        #expect(abs(nanoseconds - exported.count * 1_000_000_000 / 60) <= 1_000_000, "\(nanoseconds) ns for \(exported.count) frames")
    }

    /// The playhead keeps as many frames as the timeline plots, at either frame rate.
    @Test func thePlayheadKeepsWhatTheTimelinePlots() {
        #expect(PlayheadFrame.capacity(framesPerSecond: 60) == MotionHistory.defaultCapacity)
        #expect(PlayheadFrame.capacity(framesPerSecond: 120) == MotionHistory.defaultCapacity)
        #expect(PlayheadFrame.history(framesPerSecond: 60).capacity == 1440)
    }
}
