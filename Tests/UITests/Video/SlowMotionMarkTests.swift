import Foundation
import Testing
import VideoExport

/// A slow-motion clip says it is slow: its frames' captions keep "×10" or "×4" as the live
/// caption showed them, and the file's title metadata says so too (MP4's and WebM's title tag,
/// read with `gst-discoverer-1.0`; a GIF's comment, read with giflib). Before, the export drew
/// each kept frame's caption with the window's speed at export time, and no file had a title.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct SlowMotionMarkTests {
    /// The `title` tag as `gst-discoverer-1.0 -v` prints it ("title: …"), if any.
    static func title(_ path: String) throws -> String? {
        let info = try discover(path)
        let line = info.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("title: ") }
        return line.map { String($0.trimmingCharacters(in: .whitespaces).dropFirst("title: ".count)) }
    }

    /// Frames made at ×10, then the speed back to real time, then Export Video: every GIF frame
    /// is the recorded frame of the same moment within the palette's error, so the frames made
    /// at ×10 say ×10 in the clip as they did live; the comment names both speeds.
    @Test func framesMadeInSlowMotionKeepTheirMarkAfterTheSpeedChanges() throws {
        let run = try HistoryExportTests.Run("mark-gif") { directory in
            ["slow-motion 10", "wait 100", "tap input", "wait 500", "slow-motion 1", "wait 700",
             "export-video \(directory)/clip.gif", "quit"]
        }
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let frames = try run.exportedFrames()
        let gif = try DecodedGif(path: run.clip + ".gif")
        #expect(gif.frames.count == GifTiming.gifFrameCount(recorded: frames.count, frameRate: 60))
        var differing: [Int] = []
        for k in gif.frames.indices {
            let recorded = frames.lowerBound + GifTiming.recordedFrame(shownBy: k, frameRate: 60)
            let png = try PixelImage(contentsOf: run.frame(recorded))
            if gif.paletteError(ofFrame: k, against: png).excess > 0 { differing.append(recorded) }
        }
        #expect(differing.isEmpty, "recorded frames \(differing) differ from their export")
        #expect(gif.comment == "KeyboardChat — three-case — slow motion ×10 and real time", "\(gif.comment ?? "no comment")")
    }

    /// Paused after the speed went back to real time, a seek to a frame made at ×10 shows that
    /// frame as it was presented: its navigation bar, "×10" in the caption, is the recorded
    /// frame's pixel for pixel, in a screenshot too.
    @Test func aKeptFrameShownAgainNamesTheSpeedItWasMadeAt() throws {
        let run = try HistoryExportTests.Run("mark-seek") { directory in
            ["slow-motion 10", "wait 100", "tap input", "wait 500", "slow-motion 1", "wait 700", "timeline frame 15",
             "screenshot \(directory)/seek.png", "quit"]
        }
        #expect(run.result.status == 0, "\(run.result.stderr)")
        let shot = try PixelImage(contentsOf: run.directory + "/seek.png"), recorded = try PixelImage(contentsOf: run.frame(15))
        #expect(shot.width == recorded.width)
        #expect(shot.difference(from: recorded, rows: 0..<44) == nil, "\(shot.difference(from: recorded, rows: 0..<44) ?? "")")
    }

    /// `--slow-motion 4` with `--video` and a script's Export Video: both files' titles say
    /// ×4 and how much slower they play.
    @Test func videosOfASlowRunAreTitledSlow() throws {
        let directory = try makeScratchDirectory("mark-title")
        let script = try writeScript(["wait 100", "tap input", "wait 600", "export-video \(directory)/export.webm", "quit"],
                                     in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--slow-motion", "4", "--compare", "three-case@ios,three-case@android",
                                 "--video", directory + "/run.mp4"], display: display.name, timeout: 300)
        #expect(result.status == 0, "\(result.stderr)")
        let expected = "KeyboardChat — three-case · ios | three-case · android — slow motion ×4 (plays 4 times slower than real time)"
        #expect(try Self.title(directory + "/run.mp4") == expected)
        #expect(try Self.title(directory + "/export.webm") == expected)
    }
}
