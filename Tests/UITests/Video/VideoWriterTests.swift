import ChatDemoCore
import Foundation
import Testing
import VideoExport
import OutputFiles

/// `VideoWriter` in this process, with frames made here: the cases a recording rarely hits.
@Suite(.serialized, .onItsOwnThread())
struct VideoWriterTests {
    /// A frame of one colour (B, G, R, A bytes, as cairo's ARGB32 on this machine).
    static func frame(width: Int, height: Int, blue: UInt8, green: UInt8, red: UInt8, _ body: (VideoFrame) throws -> Void) rethrows {
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<width * height {
            bytes[pixel * 4] = blue
            bytes[pixel * 4 + 1] = green
            bytes[pixel * 4 + 2] = red
        }
        try bytes.withUnsafeBytes { try body(VideoFrame(pixels: $0.baseAddress!, width: width, height: height, stride: width * 4)) }
    }

    /// 4:2:0 needs even sizes: an odd frame grows by a pixel, repeating its edge.
    @Test func anOddSizeIsPaddedToTheNextEvenOne() throws {
        #expect(VideoFrame.evenSize(width: 391, height: 845) == (392, 846))
        #expect(VideoFrame.evenSize(width: 390, height: 844) == (390, 844))
        let directory = try makeScratchDirectory("video-odd")
        let writer = try VideoWriter(path: directory + "/odd.mp4", frameRate: 60)
        for shade in 0..<12 {
            try Self.frame(width: 63, height: 41, blue: UInt8(shade * 20), green: 128, red: 64) { try writer.add($0) }
        }
        try writer.commit()
        let video = try DecodedVideo(path: directory + "/odd.mp4")
        #expect((video.width, video.height) == (64, 42))
        #expect(video.frames.count == 12)
        #expect(Recordings.names(in: directory) == ["odd.mp4"])
    }

    /// A video keeps its first frame's size; a different one is refused by frame number, and
    /// the earlier file stays as it was.
    @Test func aFrameOfAnotherSizeIsRefusedAndTheEarlierFileKept() throws {
        let directory = try makeScratchDirectory("video-resize")
        // A GIF: the check is the writer's own, before any encoder, and giflib keeps GStreamer out
        // of the test process.
        let path = directory + "/clip.gif"
        try Data("earlier".utf8).write(to: URL(fileURLWithPath: path))
        let writer = try VideoWriter(path: path, frameRate: 60)
        try Self.frame(width: 40, height: 30, blue: 0, green: 0, red: 0) { try writer.add($0) }
        #expect(throws: InputError(file: path, "frame 1 is 30×40, but the video is 40×30: a video keeps the size of its first frame (do not resize or rotate the window while recording a video)")) {
            try Self.frame(width: 30, height: 40, blue: 0, green: 0, red: 0) { try writer.add($0) }
        }
        #expect(FileManager.default.contents(atPath: path) == Data("earlier".utf8))
        #expect(Recordings.names(in: directory) == ["clip.gif"])
    }

    /// GIF frame k shows the recorded frame on screen at k / 50 s.
    @Test func gifFramesFollowTheRecordingsClock() {
        #expect(GifTiming.gifFrameCount(recorded: 120, frameRate: 60) == 100)
        #expect(GifTiming.gifFrameCount(recorded: 240, frameRate: 120) == 100)
        #expect(GifTiming.gifFrameCount(recorded: 1, frameRate: 60) == 1)
        #expect((0..<6).map { GifTiming.recordedFrame(shownBy: $0, frameRate: 60) } == [0, 1, 2, 3, 4, 6])
        #expect((0..<4).map { GifTiming.recordedFrame(shownBy: $0, frameRate: 120) } == [0, 2, 4, 7])
        // Every GIF frame is shown by exactly one recorded frame.
        for rate in [60, 120] {
            let shown = (0..<240).flatMap { GifTiming.gifFrames(showing: $0, frameRate: rate) }
            #expect(shown == Array(0..<GifTiming.gifFrameCount(recorded: 240, frameRate: rate)))
        }
    }
}
