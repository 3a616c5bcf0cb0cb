import ChatDemoCore
import Foundation
import Testing
import VideoExport

/// "Export Video…" through its script command `export-video FILE` (the chooser's answer without
/// the chooser): the frames the playhead keeps, drawn again and encoded, are the frames
/// `--record` wrote of the same run (decoded and compared as `VideoOptionTests` does).
@Suite(.serialized, .onItsOwnThread(minutes: 15))
struct HistoryExportTests {
    /// A show and a hide; everything stays kept (10 s are), so an export holds frames 0….
    static let showAndHide = ["wait 100", "tap input", "wait 600", "escape", "wait 600"]

    /// One run of a script (made from the run's folder) with `--record DIR`.
    struct Run {
        let directory: String
        let result: CommandResult
        var recording: String { directory + "/recording" }
        var clip: String { directory + "/clip" }

        init(_ name: String, record: Bool = true, arguments: [String] = [], environment: [String: String] = [:],
             earlier: Data? = nil, script: (String) -> [String]) throws {
            directory = try makeScratchDirectory(name)
            if let earlier { try earlier.write(to: URL(fileURLWithPath: directory + "/clip.mp4")) }
            let path = try writeScript(script(directory), in: directory)
            let display = try TestDisplay()
            result = try runApp(["--script", path] + (record ? ["--record", directory + "/recording"] : []) + arguments, display: display.name,
                                environment: ["KEYBOARDCHAT_REPORT_EXPORT": "1"].merging(environment) { $1 }, timeout: 300)
            #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        }

        /// The frames the export reported finishing: `export: finished PATH frames A…B`.
        func exportedFrames() throws -> ClosedRange<Int> {
            guard let match = result.stderr.firstMatch(of: /export: finished .* frames (\d+)…(\d+)/),
                  let first = Int(match.output.1), let last = Int(match.output.2) else {
                throw TestFailure("no finished export in: \(result.stderr)")
            }
            return first...last
        }

        func frame(_ index: Int) -> String { recording + "/" + String(format: "frame-%04d.png", index) }

        var partials: [String] { Recordings.names(in: directory).filter { $0.hasSuffix(".partial") } }
    }

    @Test func mp4HoldsTheKeptFramesAtTheirRateAsTheRecordingDrewThem() throws {
        let run = try Run("history-mp4") { Self.showAndHide + ["export-video \($0)/clip.mp4", "quit"] }
        let frames = try expectExport(of: run, frameRate: 60)
        #expect(frames.count > 70, "\(frames)")
        #expect(run.result.stderr.contains("export: progress \"Exporting clip.mp4\" 0/\(frames.count)"), "\(run.result.stderr)")
    }

    /// Compare mode at 120 fps: one clip of the three panes side by side (as wide as the
    /// recording's frames), at the 120 fps the kept frames were made at.
    @Test func compareModeAt120FpsIsOneClipOfThePanesAtTheirRate() throws {
        let run = try Run("history-compare", arguments: ["--compare", "three-case,always,never", "--fps", "120"]) {
            Self.showAndHide + ["export-video \($0)/clip.mp4", "quit"]
        }
        let first = try PixelImage(contentsOf: run.frame(0))
        #expect(first.width > 3 * 390, "the recording's frames are \(first.width) wide")
        #expect(try expectExport(of: run, frameRate: 120).count > 140)
    }

    /// The export's MP4 against the recording: H.264 4:2:0, the recording's frame size, one frame
    /// per kept frame at `frameRate` (to the nanosecond GStreamer rounds to), every frame's luma
    /// within `VideoOptionTests.minimumLumaPSNR` of the PNG of the same frame. Everything is
    /// kept, so the export starts at frame 0.
    func expectExport(of run: Run, frameRate: Int, sourceLocation: SourceLocation = #_sourceLocation) throws -> ClosedRange<Int> {
        #expect(run.result.status == 0, "\(run.result.stderr)", sourceLocation: sourceLocation)
        let frames = try run.exportedFrames()
        #expect(frames.lowerBound == 0, sourceLocation: sourceLocation)
        let info = try discover(run.clip + ".mp4")
        #expect(info.contains("video/x-h264"), "\(info)", sourceLocation: sourceLocation)
        let configuration = try H264Configuration(mp4: run.clip + ".mp4")
        #expect(configuration.profile == 100 && configuration.chromaFormat == 1,
                "profile_idc \(configuration.profile), chroma_format_idc \(configuration.chromaFormat)", sourceLocation: sourceLocation)
        let video = try DecodedVideo(path: run.clip + ".mp4")
        let pngs = try DecodedVideo.luma(ofRecording: run.recording, count: frames.count)
        #expect(video.width == pngs.width && video.height == pngs.height,
                "video \(video.width)×\(video.height), frames \(pngs.width)×\(pngs.height)", sourceLocation: sourceLocation)
        #expect(video.frames.count == frames.count, "decoded \(video.frames.count) of \(frames.count) frames", sourceLocation: sourceLocation)
        #expect(abs(Int(video.duration) - frames.count * 1_000_000_000 / frameRate) <= 1, "duration \(video.duration) ns",
                sourceLocation: sourceLocation)
        var worst = (frame: -1, psnr: Double.infinity)
        for (index, frame) in video.frames.enumerated() where index < frames.count {
            let psnr = DecodedVideo.psnr(frame.luma, pngs.planes[index])
            if psnr < worst.psnr { worst = (index, psnr) }
        }
        #expect(worst.psnr >= VideoOptionTests.minimumLumaPSNR, "frame \(worst.frame): luma PSNR \(worst.psnr) dB", sourceLocation: sourceLocation)
        print("exported \(frames.count) frames at \(frameRate) fps: lowest luma PSNR \(worst.psnr) dB (frame \(worst.frame))")
        #expect(run.partials.isEmpty, "\(run.partials)", sourceLocation: sourceLocation)
        return frames
    }

    /// A GIF at 50 fps of the kept frames, each pixel the palette entry nearest the PNG's colour.
    @Test func gifHoldsTheKeptFramesWithinThePalettesError() throws {
        let run = try Run("history-gif") { Self.showAndHide + ["export-video \($0)/clip.gif", "quit"] }
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let frames = try run.exportedFrames()
        let gif = try DecodedGif(path: run.clip + ".gif")
        #expect(gif.frames.count == GifTiming.gifFrameCount(recorded: frames.count, frameRate: 60))
        #expect(gif.delays.allSatisfy { $0 == GifTiming.delay }, "\(Set(gif.delays))")
        var worstExcess = 0
        for k in gif.frames.indices {
            let png = try PixelImage(contentsOf: run.frame(frames.lowerBound + GifTiming.recordedFrame(shownBy: k, frameRate: 60)))
            #expect(png.width == gif.width && png.height == gif.height)
            worstExcess = max(worstExcess, gif.paletteError(ofFrame: k, against: png).excess)
        }
        #expect(worstExcess == 0, "a pixel is \(worstExcess) (squared) further than the palette's nearest entry")
    }

    /// Paused on an earlier frame (the draft of that frame shown, the live one kept aside), the
    /// stage after an export is the stage before it: the screenshot after it is the one a run
    /// without it takes, pixel for pixel. Both runs record, so their frames fall at the same times.
    @Test func aPausedStageIsAsItWasAfterAnExport() throws {
        let before = ["tap input", "wait 300", "type hello", "pause", "step -12"]
        let exported = try Run("history-paused") { before + ["export-video \($0)/clip.mp4", "screenshot \($0)/after.png", "quit"] }
        let plain = try Run("history-paused-plain") { before + ["screenshot \($0)/after.png", "quit"] }
        #expect(exported.result.status == 0 && plain.result.status == 0, "\(exported.result.stderr) \(plain.result.stderr)")
        #expect(FileManager.default.fileExists(atPath: exported.clip + ".mp4"))
        let a = try PixelImage(contentsOf: exported.directory + "/after.png"), b = try PixelImage(contentsOf: plain.directory + "/after.png")
        #expect(a.width == b.width && a.height == b.height)
        var differing = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) where a.rgb(x, y) != b.rgb(x, y) { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ after the export")
    }

    /// Live (the keyboard up, a draft typed), the run goes on after an export as if it had not
    /// happened: every frame a run without the export records, the run with it records the same,
    /// byte for byte, with the same trace row (the draft, the keyboard and the list as they were).
    @Test func aLiveStageGoesOnAsIfNothingWasExported() throws {
        let exported = try Run("history-live") { ["tap input", "wait 300", "type hello", "export-video \($0)/clip.mp4", "wait 500", "quit"] }
        let plain = try Run("history-live-plain") { _ in ["tap input", "wait 300", "type hello", "wait 500", "quit"] }
        #expect(exported.result.status == 0 && plain.result.status == 0, "\(exported.result.stderr) \(plain.result.stderr)")
        let frames = Recordings.names(in: plain.recording).filter { $0.hasPrefix("frame-") }
        #expect(frames.count > 40)
        for name in frames {
            #expect(FileManager.default.contents(atPath: exported.recording + "/" + name) == FileManager.default.contents(atPath: plain.recording + "/" + name),
                    "\(name) differs")
        }
        let exportedRows = try readTrace(exported.recording + "/trace.csv"), plainRows = try readTrace(plain.recording + "/trace.csv")
        #expect(Array(exportedRows.prefix(plainRows.count)) == plainRows)
    }

    /// Cancelled after 10 frames (the tests' switch stands for the dialog's Cancel): no file,
    /// the earlier one whole, nothing partial; the run goes on. The menu offers the item.
    @Test func aCancelledExportWritesNothing() throws {
        let earlier = Data("an earlier video".utf8)
        let run = try Run("history-cancel", environment: ["KEYBOARDCHAT_TEST_CANCEL_EXPORT_AFTER": "10", "KEYBOARDCHAT_REPORT_HEADER": "1"],
                          earlier: earlier) { Self.showAndHide + ["export-video \($0)/clip.mp4", "quit"] }
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(run.result.stderr.contains("export-video: cancelled after 10 of "), "\(run.result.stderr)")
        #expect(FileManager.default.contents(atPath: run.clip + ".mp4") == earlier)
        #expect(run.partials.isEmpty, "\(run.partials)")
        #expect(run.result.stderr.contains("header: menu \"Export Video…\" app.export-video enabled"), "\(run.result.stderr)")
    }

    /// A folder that is not there: said in a message dialog and on stderr with the script's
    /// line, and the run goes on (what is typed after it is sent); it exits 2, bad input.
    @Test func anUnwritablePathIsReportedAndTheAppKeepsRunning() throws {
        let run = try Run("history-unwritable", record: false, environment: ["KEYBOARDCHAT_REPORT_SENT": "1"]) {
            ["tap input", "wait 300", "export-video \($0)/missing/clip.mp4", "type still here", "send", "wait 100", "quit"]
        }
        let missing = run.directory + "/missing"
        #expect(run.result.status == 2, "\(run.result.stderr)")
        #expect(run.result.stderr.contains("script.txt:3: export-video: \(missing)/clip.mp4: cannot write here: the directory \(missing) is missing or not writable"),
                "\(run.result.stderr)")
        #expect(run.result.stderr.contains("export: error dialog \"The video was not exported\": \(missing)/clip.mp4: cannot write here"), "\(run.result.stderr)")
        #expect(run.result.stdout.contains("sent: still here"), "\(run.result.stdout)")
    }

    /// A name that is not a video's is a parse error, with its line and column, before any window.
    @Test func anUnknownExtensionIsAParseError() throws {
        let directory = try makeScratchDirectory("history-extension")
        let script = try writeScript(["tap input", "export-video clip.avi"], in: directory)
        let result = try runApp(["--script", script], display: nil)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(script):2:14: usage: export-video FILE (.mp4, .webm or .gif): 'clip.avi' is not a video's name"), "\(result.stderr)")
    }

    /// The script's list of extensions is the encoder's.
    @Test func theScriptTakesTheExtensionsTheEncoderWrites() {
        #expect(ScriptCommand.videoExtensions == VideoFormat.allCases.map(\.rawValue))
    }
}
