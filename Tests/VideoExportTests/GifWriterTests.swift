import CGif
import Foundation
import OutputFiles
import Testing
import TestSupport
@testable import VideoExport

/// A whole GIF written in process (giflib only; GStreamer plays no part in a GIF) and read
/// back: its size, its frame count at 50 fps, and each frame's colours, exact.
@Suite struct GifWriterTests {
    /// Recorded frame n's colour, as B, G, R, A (cairo's byte order here): white and the
    /// bubbles' blue in turn, so every GIF frame says which recorded frame it shows.
    static func colour(ofFrame index: Int) -> [UInt8] {
        index % 2 == 0 ? [255, 255, 255, 255] : [255, 122, 0, 255]
    }

    /// Each GIF frame's composited picture as R, G, B per pixel, from giflib's decoder.
    static func decodedFrames(_ path: String) throws -> (width: Int, height: Int, frames: [[[UInt8]]]) {
        var status: Int32 = 0
        let gif = try #require(DGifOpenFileName(path, &status), "giflib cannot open it (\(status))")
        defer { DGifCloseFile(gif, &status) }
        try #require(DGifSlurp(gif) == GIF_OK, "giflib cannot read it")
        let width = Int(gif.pointee.SWidth), height = Int(gif.pointee.SHeight)
        let map = try #require(gif.pointee.SColorMap, "no global palette")
        var canvas = [UInt8](repeating: 0, count: width * height)
        var frames: [[[UInt8]]] = []
        for index in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[index]
            let box = image.ImageDesc
            for y in 0..<Int(box.Height) {
                for x in 0..<Int(box.Width) {
                    canvas[(Int(box.Top) + y) * width + Int(box.Left) + x] = image.RasterBits[y * Int(box.Width) + x]
                }
            }
            frames.append(canvas.map { entry in
                let colour = map.pointee.Colors[Int(entry)]
                return [colour.Red, colour.Green, colour.Blue]
            })
        }
        return (width, height, frames)
    }

    @Test(arguments: [60, 120])
    func aGifShowsEachRecordedFrameAtItsTime(frameRate: Int) throws {
        let folder = try makeTemporaryDirectory(prefix: "GifWriterTests")
        defer { removeItem(folder) }
        let path = folder + "/clip.gif"
        let writer = try VideoWriter(path: path, frameRate: frameRate)
        #expect(writer.format == .gif)
        #expect(writer.notice?.contains("is written at 50 fps") == true)
        let recorded = 9
        let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: 5 * 3 * 4, alignment: 4)
        defer { pixels.deallocate() }
        for index in 0..<recorded {
            pixels.copyBytes(from: Array([[UInt8]](repeating: Self.colour(ofFrame: index), count: 5 * 3).joined()))
            try writer.add(VideoFrame(pixels: UnsafeRawPointer(pixels.baseAddress!), width: 5, height: 3, stride: 5 * 4))
        }
        try writer.commit()
        let gif = try Self.decodedFrames(path)
        #expect(gif.width == 5 && gif.height == 3)
        #expect(gif.frames.count == GifTiming.gifFrameCount(recorded: recorded, frameRate: frameRate))
        for (k, frame) in gif.frames.enumerated() {
            let shown = Self.colour(ofFrame: GifTiming.recordedFrame(shownBy: k, frameRate: frameRate))
            let expected = [shown[2], shown[1], shown[0]]
            #expect(frame.allSatisfy { $0 == expected }, "GIF frame \(k)")
        }
        #expect(contentsOfDirectory(folder) == ["clip.gif"], "the scratch files are gone")
    }

    /// The last pass asks before each frame whether to go on: a reason to stop ends the write
    /// there, said with the file's name, and the earlier file at the path stays as it was, with
    /// nothing (no partial GIF, no kept frames) beside it.
    @Test func anInterruptedLastPassLeavesTheEarlierFileAndNothingBesideIt() throws {
        let folder = try makeTemporaryDirectory(prefix: "GifWriterTests")
        defer { removeItem(folder) }
        let path = folder + "/clip.gif"
        let earlier = Data("an earlier GIF".utf8)
        try earlier.write(to: URL(fileURLWithPath: path))
        let writer = try VideoWriter(path: path, frameRate: 50)
        var asked: [Int] = []
        writer.interrupt { written in
            asked.append(written)
            return written == 2 ? "interrupted by SIGTERM" : nil
        }
        let pixels = UnsafeMutableRawBufferPointer.allocate(byteCount: 5 * 3 * 4, alignment: 4)
        defer { pixels.deallocate() }
        for index in 0..<6 {
            pixels.copyBytes(from: Array([[UInt8]](repeating: Self.colour(ofFrame: index), count: 5 * 3).joined()))
            try writer.add(VideoFrame(pixels: UnsafeRawPointer(pixels.baseAddress!), width: 5, height: 3, stride: 5 * 4))
        }
        let error = try #require(throws: InputError.self) { try writer.commit() }
        #expect(error.description == "\(path): the GIF was not written: interrupted by SIGTERM")
        #expect(asked == [0, 1, 2])
        #expect(FileManager.default.contents(atPath: path) == earlier)
        #expect(contentsOfDirectory(folder) == ["clip.gif"], "a partial or scratch file was left")
    }

    @Test func aGifAtFiftyFramesASecondSaysNothingOfItsRate() throws {
        let folder = try makeTemporaryDirectory(prefix: "GifWriterTests")
        defer { removeItem(folder) }
        let writer = try VideoWriter(path: folder + "/clip.gif", frameRate: 50)
        #expect(writer.notice == nil)
        writer.abandon()
        #expect(contentsOfDirectory(folder).isEmpty)
    }

    @Test func aRecordingWithoutFramesMakesNoGif() throws {
        let folder = try makeTemporaryDirectory(prefix: "GifWriterTests")
        defer { removeItem(folder) }
        let writer = try VideoWriter(path: folder + "/clip.gif", frameRate: 60)
        let error = try #require(throws: InputError.self) { try writer.commit() }
        #expect(error.description.contains("the recording has no frames"))
        #expect(contentsOfDirectory(folder).isEmpty)
    }

    @Test func anUnknownExtensionIsRefusedBeforeAnyFile() throws {
        let folder = try makeTemporaryDirectory(prefix: "GifWriterTests")
        defer { removeItem(folder) }
        let error = try #require(throws: InputError.self) { try VideoWriter(path: folder + "/clip.avi", frameRate: 60) }
        #expect(error.description.contains("unknown video format: use .mp4, .webm or .gif"))
        #expect(contentsOfDirectory(folder).isEmpty)
    }
}
