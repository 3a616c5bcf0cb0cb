import Foundation
import Testing
import VideoExport

/// `--video` writes the frames `--record` writes, as a file a reviewer can share: each file is
/// decoded here (GStreamer for MP4 and WebM, giflib for GIF) and compared with the recording's
/// own description and PNG frames.
@Suite(.serialized, .onItsOwnThread(minutes: 15))
struct VideoOptionTests {
    /// 4:2:0 video cannot hold the PNGs' saturated colours exactly, but its luma can: the
    /// encoders at their settings give about 37 dB on these frames; 35 dB is the floor.
    static let minimumLumaPSNR = 35.0

    /// Container, codec, pixel format, size, frame count and duration of an MP4, and every
    /// frame's luma against the PNG of the same frame.
    @Test func mp4IsH264High420WithTheIndexFirstAndTheRecordingsFrames() throws {
        let run = try VideoRecording("video-mp4", extension: "mp4")
        let info = try discover(run.video)
        #expect(info.contains("container #0: video/quicktime"), "\(info)")
        #expect(info.contains("video/x-h264"), "\(info)")
        // The file's own avcC: High (profile 100) and 4:2:0 (chroma_format_idc 1). x264 left to
        // itself writes High 4:4:4 (244, chroma 3), which browsers and QuickTime do not play.
        let configuration = try H264Configuration(mp4: run.video)
        #expect(configuration.profile == 100, "profile_idc \(configuration.profile)")
        #expect(configuration.chromaFormat == 1, "chroma_format_idc \(configuration.chromaFormat)")
        // faststart: the index (moov) before the frames (mdat), so it plays while downloading.
        let boxes = try mp4Boxes(run.video)
        #expect(boxes.firstIndex(of: "moov")! < boxes.firstIndex(of: "mdat")!, "\(boxes)")
        // MP4 keeps n/60 s exactly; GStreamer rounds it to the nearest nanosecond.
        try expectFrames(of: run, timeTolerance: 1)
    }

    @Test func webmIsVP9WithTheRecordingsFrames() throws {
        let run = try VideoRecording("video-webm", extension: "webm")
        let info = try discover(run.video)
        #expect(info.contains("container #0: video/webm"), "\(info)")
        #expect(info.contains("video/x-vp9"), "\(info)")
        // WebM stamps frames in whole milliseconds.
        try expectFrames(of: run, timeTolerance: 500_000)
    }

    /// Compare mode records the row of panes in each frame, so its video is one clip with the
    /// panes side by side (and their captions), as wide as the recording's frames.
    @Test func compareModeIsOneClipOfThePanesSideBySide() throws {
        let run = try VideoRecording("video-compare", extension: "mp4", arguments: ["--compare", "three-case,always,never"])
        let first = try PixelImage(contentsOf: run.frame(0))
        #expect(first.width > 3 * 390, "the recording's frames are \(first.width) wide")
        try expectFrames(of: run, timeTolerance: 1)
    }

    /// Every frame the recording holds, in order, at its time, with its luma within
    /// `minimumLumaPSNR` of the PNG; decoded as I420 only (`DecodedVideo`), so 4:2:0.
    func expectFrames(of run: VideoRecording, timeTolerance: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let video = try DecodedVideo(path: run.video)
        let pngs = try DecodedVideo.luma(ofRecording: run.recording, count: run.frameCount)
        #expect(video.width == pngs.width && video.height == pngs.height,
                "video \(video.width)×\(video.height), frames \(pngs.width)×\(pngs.height)", sourceLocation: sourceLocation)
        #expect(video.frames.count == run.frameCount, "decoded \(video.frames.count) of \(run.frameCount) frames", sourceLocation: sourceLocation)
        #expect(abs(Int(video.duration) - run.frameCount * 1_000_000_000 / run.frameRate) <= timeTolerance,
                "duration \(video.duration) ns for \(run.frameCount) frames at \(run.frameRate) fps", sourceLocation: sourceLocation)
        var worst = (frame: -1, psnr: Double.infinity)
        for (index, frame) in video.frames.enumerated() where index < run.frameCount {
            #expect(abs(Int(frame.time) - index * 1_000_000_000 / run.frameRate) <= timeTolerance, "frame \(index) at \(frame.time) ns",
                    sourceLocation: sourceLocation)
            let psnr = DecodedVideo.psnr(frame.luma, pngs.planes[index])
            if psnr < worst.psnr { worst = (index, psnr) }
        }
        #expect(worst.psnr >= Self.minimumLumaPSNR, "frame \(worst.frame): luma PSNR \(worst.psnr) dB", sourceLocation: sourceLocation)
        print("\(run.video): lowest luma PSNR \(worst.psnr) dB (frame \(worst.frame))")
        #expect(run.leftovers.isEmpty, "\(run.leftovers)", sourceLocation: sourceLocation)
    }

    /// A GIF at 50 fps (and saying so), looping, one palette; each GIF frame is the recorded
    /// frame on screen at its time, every pixel the palette entry nearest the PNG's colour.
    @Test func gifAt50FpsShowsEachFrameWithinThePalettesError() throws {
        let run = try VideoRecording("video-gif", extension: "gif")
        #expect(run.stderr.contains("this 60 fps recording is written at 50 fps"), "\(run.stderr)")
        let gif = try DecodedGif(path: run.video)
        #expect(gif.frames.count == GifTiming.gifFrameCount(recorded: run.frameCount, frameRate: 60))
        #expect(gif.delays.allSatisfy { $0 == 2 }, "\(Set(gif.delays))")
        #expect(gif.loopsForever)
        var worstExcess = 0, worstError = 0
        for k in gif.frames.indices {
            let png = try PixelImage(contentsOf: run.frame(GifTiming.recordedFrame(shownBy: k, frameRate: 60)))
            #expect(png.width == gif.width && png.height == gif.height)
            let error = gif.paletteError(ofFrame: k, against: png)
            worstExcess = max(worstExcess, error.excess)
            worstError = max(worstError, error.error)
        }
        // Exactly the palette's error: no pixel is further from its colour than the nearest entry.
        #expect(worstExcess == 0, "a pixel is \(worstExcess) (squared) further than the palette's nearest entry")
        #expect(run.leftovers.isEmpty, "\(run.leftovers)")
        print("GIF: \(gif.frames.count) frames, largest squared RGB error \(worstError)")
    }
}

extension VideoOptionTests {
    /// `--video` without `--record`: the run is paced and ended like a recording, but writes
    /// only the video (and the `--trace`); a 120 fps GIF still plays at 50 fps and says so.
    @Test func videoAloneAt120FpsWritesOnlyTheGif() throws {
        let directory = try makeScratchDirectory("video-alone")
        let script = try writeScript(VideoRecording.showAndHide, in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--video", directory + "/clip.gif", "--fps", "120", "--trace", directory + "/trace.csv"],
                                display: display.name, timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("this 120 fps recording is written at 50 fps"), "\(result.stderr)")
        #expect(Recordings.names(in: directory) == ["clip.gif", "script.txt", "trace.csv"])
        let rows = try readTrace(directory + "/trace.csv")
        #expect(abs(rows[1].timeMilliseconds - 1000.0 / 120) < 0.001)
        let gif = try DecodedGif(path: directory + "/clip.gif")
        #expect(gif.frames.count == GifTiming.gifFrameCount(recorded: rows.count, frameRate: 120))
        #expect(gif.delays.allSatisfy { $0 == GifTiming.delay })
    }
}
