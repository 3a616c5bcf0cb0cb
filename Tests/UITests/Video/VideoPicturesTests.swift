import Foundation
import Testing
import VideoExport

/// `VideoPictures`, `--open`'s decode: the frames scaled to the pane with black bars, equal
/// frames sharing one buffer, the frames before the first motion dropped, and the memory cap.
@Suite(.serialized, .onItsOwnThread())
struct VideoPicturesTests {
    /// A 64 × 48 H.264 clip of GStreamer's test pattern `pattern`, 30 frames at 60 fps.
    static func clip(_ pattern: String, in directory: String) throws -> String {
        let path = directory + "/\(pattern).mp4"
        let made = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-launch-1.0"),
                                  ["-q", "videotestsrc", "pattern=\(pattern)", "num-buffers=30", "!",
                                   "video/x-raw,width=64,height=48,framerate=60/1", "!", "videoconvert", "!",
                                   "video/x-raw,format=I420", "!", "x264enc", "!", "mp4mux", "!", "filesink", "location=\(path)"])
        try #require(made.status == 0, "\(made.stderr)")
        return path
    }

    @Test func aStillClipIsLetterboxedAndHeldOnce() throws {
        let path = try Self.clip("white", in: try makeScratchDirectory("pictures-still"))
        let pictures = try VideoPictures.decode(path: path, width: 64, height: 64, from: 0)
        #expect(pictures.frameNumbers == Array(0..<30))
        #expect(pictures.timesMilliseconds.first == 0)
        #expect(abs(pictures.timesMilliseconds[29] - 29 * 1000.0 / 60) < 0.01, "\(pictures.timesMilliseconds)")
        // 64 × 48 in 64 × 64: 8 black rows above and below, the pattern between.
        #expect(pictures.bytes == 64 * 4 * 64, "the 30 equal frames share one buffer")
        pictures.withPicture(29) { bytes in
            for row in [0, 7, 56, 63] {
                #expect(bytes[(row * 64 + 32) * 4 ..< (row * 64 + 32) * 4 + 3].allSatisfy { $0 == 0 }, "row \(row) is a black bar")
            }
            for row in [8, 55] {
                #expect(bytes[(row * 64 + 32) * 4 ..< (row * 64 + 32) * 4 + 3].allSatisfy { $0 > 230 }, "row \(row) is the white picture")
            }
        }
    }

    @Test func framesBeforeTheStartAreDroppedAndTheCapStopsTheDecode() throws {
        let path = try Self.clip("ball", in: try makeScratchDirectory("pictures-moving"))
        let late = try VideoPictures.decode(path: path, width: 64, height: 48, from: 200)
        // 200 ms is frame 12 at 60 fps.
        #expect(late.frameNumbers == Array(12..<30))
        #expect(!late.isCut)
        let picture = 64 * 4 * 48
        let capped = try VideoPictures.decode(path: path, width: 64, height: 48, from: 0, memoryCapBytes: picture * 5)
        #expect(capped.isCut)
        #expect(capped.frameNumbers == Array(0..<5))
        #expect(capped.bytes == picture * 5)
    }

    @Test func aFileThatIsNotAVideoIsUnreadable() throws {
        let path = try makeScratchDirectory("pictures-text") + "/notes.mp4"
        try "not a video\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: VideoDecoder.Failure.self) { try VideoPictures.decode(path: path, width: 64, height: 48, from: 0) }
    }
}
