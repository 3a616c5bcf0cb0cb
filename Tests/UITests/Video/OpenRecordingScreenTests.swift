import ChatDemoCore
import Foundation
import RecordingMeasure
import Testing

/// `--open VIDEO`: the app's own export of a show, opened beside the simulated pane. Paused
/// mid-motion and stepped both ways, the recorded pane shows exactly the decoded frames of the
/// clip, one a step, and on the one clock its keyboard is where the simulated pane's is.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct OpenRecordingScreenTests {
    /// Largest difference of a channel between the pane and GStreamer's own decode of the same
    /// frame. The pane is the clip's size, so nothing is scaled; both sides are GStreamer's
    /// `videoconvert` from the same 4:2:0 frame (to BGRx in the app, to RGB here), which may
    /// round a level apart.
    static let channelTolerance = 2

    static let forward = 5, back = 3

    @Test func pauseAndStepShowTheRecordingsExactDecodedFrames() throws {
        let directory = try makeScratchDirectory("open-recording")
        let display = try TestDisplay()
        let makeScript = try writeScript(["wait 100", "tap input", "wait 700", "quit"], in: directory, name: "make.txt")
        let clip = directory + "/clip.mp4"
        let made = try runApp(["--script", makeScript, "--video", clip], display: display.name, timeout: 300)
        try #require(made.status == 0, "\(made.stderr)")
        // Every frame of the clip as GStreamer decodes it, and the measurer's rows of it.
        let decoded = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-launch-1.0"),
                                     ["-q", "filesrc", "location=\(clip)", "!", "decodebin", "!", "videoconvert", "!",
                                      "video/x-raw,format=RGB", "!", "pngenc", "!", "multifilesink", "location=\(directory)/decoded-%04d.png"],
                                     timeout: 300)
        try #require(decoded.status == 0, "\(decoded.stderr)")
        let measured = try runApp(["measure", clip, "--csv", directory + "/measured.csv"], timeout: 300)
        try #require(measured.status == 0, "\(measured.stderr)")
        let rows = try MeasureExportTests.rows(directory + "/measured.csv")
        let motion = try #require(Motion.all(in: rows, height: rows[0].keyboardTop).first)

        let openScript = try writeScript([
            "timeline show", "wait 100", "tap input", "wait 150", "pause", "screenshot \(directory)/paused.png",
            "step \(Self.forward)", "screenshot \(directory)/forward.png",
            "step -\(Self.back)", "screenshot \(directory)/back.png",
            "resume", "wait 700", "quit",
        ], in: directory, name: "open.txt")
        let opened = try runApp(["--open", clip, "--script", openScript, "--record", directory + "/session",
                                 "--trace-events", directory + "/events.json"],
                                display: display.name, environment: ["KEYBOARDCHAT_REPORT_TIMELINE": "1"], timeout: 300)
        try #require(opened.status == 0, "\(opened.stderr)")
        #expect(!opened.stderr.contains("CRITICAL") && !opened.stderr.contains("WARNING"), "\(opened.stderr)")

        // The recorded pane is the row's right end, the clip's size.
        let first = try PixelImage(contentsOf: String(format: "%@/decoded-%04d.png", directory, 0))
        let paused = try PixelImage(contentsOf: directory + "/paused.png")
        try #require(paused.height == first.height, "the pane is \(paused.height) px tall, the clip \(first.height)")
        let left = paused.width - first.width
        let pausedFrame = try #require((0..<rows.count).first { frame in
            try Self.difference(paused, left: left, decodedFrame: frame, in: directory) == nil
        }, "no decoded frame of the clip is the recorded pane of paused.png")
        // Mid-motion, so that equal pictures prove the frame and not a rest.
        #expect(pausedFrame > motion.firstMoving.frame && pausedFrame + Self.forward < motion.settled.frame,
                "paused on frame \(pausedFrame); the show moves from \(motion.firstMoving.frame) to \(motion.settled.frame)")
        for (shot, frame) in [("forward", pausedFrame + Self.forward), ("back", pausedFrame + Self.forward - Self.back)] {
            let image = try PixelImage(contentsOf: "\(directory)/\(shot).png")
            let problem = try Self.difference(image, left: left, decodedFrame: frame, in: directory)
            #expect(problem == nil, "\(shot).png against decoded frame \(frame): \(problem ?? "")")
        }

        // The recording's own film (`--record`, the frames `--video` encodes) holds the pane too:
        // some filmed frame is the paused one's picture.
        let filmed = try FileManager.default.contentsOfDirectory(atPath: directory + "/session").filter { $0.hasPrefix("frame-") }.sorted()
        let filmedPane = try filmed.first { name in
            try Self.difference(try PixelImage(contentsOf: directory + "/session/" + name), left: left, decodedFrame: pausedFrame, in: directory) == nil
        }
        #expect(filmedPane != nil, "no filmed frame of the session shows decoded frame \(pausedFrame) in the recording's pane")

        // One clock: in every frame the recording's keyboard is where the simulated one is
        // (the same app, the same platform, the motion started at the same will-show).
        let trace = try String(contentsOfFile: directory + "/session/trace.csv", encoding: .utf8).split(separator: "\n")
        #expect(trace.first?.hasPrefix("frame,time_ms,keyboard_top_1,bar_bottom_1") == true, "\(trace.first ?? "")")
        let traced = try trace.dropFirst().map { line in
            try #require(CompareTraceRow(csvLine: line, paneCount: 2), "not a two-pane trace row: \(line)")
        }
        let moving = traced.filter { $0.panes[0].keyboardTop != traced[0].panes[0].keyboardTop }
        #expect(moving.count > 20, "\(moving.count) frames with the keyboard up or moving")
        for row in traced {
            let simulated = row.panes[0].keyboardTop, recorded = row.panes[1].keyboardTop
            #expect(abs(simulated - recorded) <= 1, "frame \(row.panes[0].frame): simulated \(simulated), recorded \(recorded)")
            #expect(row.panes[1].caseLabel == "recording")
        }
        // The timeline plots the recording as one more variant, its rows the trace's, and the
        // trace events give it a track of its own.
        let legend = opened.stdout.split(separator: "\n").first { $0.hasPrefix("timeline legend: ") } ?? ""
        #expect(legend.contains("recording"), "\(legend)")
        let plotted = opened.stdout.split(separator: "\n").filter { $0.hasPrefix("timeline plotted: ") }
            .map { $0.dropFirst("timeline plotted: ".count) }
        let traceLines = Set(trace.dropFirst())
        #expect(plotted.count > 20 && plotted.allSatisfy { traceLines.contains($0) }, "\(plotted.prefix(3))")
        let events = try String(contentsOfFile: directory + "/events.json", encoding: .utf8)
        #expect(events.contains("pane 2: recording, clip.mp4"), "\(events.prefix(600))")
    }

    /// What cannot be opened exits 2 before any window (no display is given), naming the file
    /// and what was wrong, as `measure` does.
    @Test func aFileThatIsNotAVideoOrHasNoKeyboardExitsTwo() throws {
        let directory = try makeScratchDirectory("open-recording-bad")
        let text = directory + "/notes.mp4"
        try "not a video\n".write(toFile: text, atomically: true, encoding: .utf8)
        let notVideo = try runApp(["--open", text], timeout: 120)
        #expect(notVideo.status == 2)
        #expect(notVideo.stderr.contains("\(text): not a video file GStreamer can read"), "\(notVideo.stderr)")
        let missing = try runApp(["--open", directory + "/gone.mp4"], timeout: 120)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("\(directory)/gone.mp4: no such file"), "\(missing.stderr)")
        let still = try VideoPicturesTests.clip("smpte", in: directory)
        let noKeyboard = try runApp(["--open", still], timeout: 120)
        #expect(noKeyboard.status == 2)
        #expect(noKeyboard.stderr.contains("\(still): no band rises from the bottom edge in any frame"), "\(noKeyboard.stderr)")
    }

    /// Nil when the pane starting at column `left` of `image` is decoded frame `frame` within
    /// `channelTolerance`; else where it first differs.
    static func difference(_ image: PixelImage, left: Int, decodedFrame frame: Int, in directory: String) throws -> String? {
        let decoded = try PixelImage(contentsOf: String(format: "%@/decoded-%04d.png", directory, frame))
        guard image.height == decoded.height, image.width - left == decoded.width else { return "sizes differ" }
        for y in 0..<decoded.height {
            for x in 0..<decoded.width {
                let shown = image.rgb(left + x, y), truth = decoded.rgb(x, y)
                let worst = max(abs(shown.r - truth.r), abs(shown.g - truth.g), abs(shown.b - truth.b))
                if worst > channelTolerance { return "(\(x), \(y)): \(shown) against \(truth)" }
            }
        }
        return nil
    }
}
