import Testing
@testable import VideoExport

/// The format a path asks for, what GStreamer needs for it, the frame's size in a 4:2:0 video
/// and the pipeline written for it: everything decided before GStreamer runs.
@Suite struct VideoFormatTests {
    @Test func theExtensionChoosesTheFormatInAnyCase() {
        #expect(VideoFormat(path: "out/show.MP4") == .mp4)
        #expect(VideoFormat(path: "show.webm") == .webm)
        #expect(VideoFormat(path: "/tmp/a.b/show.Gif") == .gif)
        #expect(VideoFormat(path: "out/show.avi") == nil)
        #expect(VideoFormat(path: "out/show") == nil)
        // A dot-file has a name, not an extension; a folder's extension is not the file's.
        #expect(VideoFormat(path: "out/.mp4") == nil)
        #expect(VideoFormat(path: "out.mp4/show") == nil)
        #expect(VideoFormat.extensionList == ".mp4, .webm or .gif")
    }

    @Test func eachFormatNamesTheElementsItNeedsAndTheirPackages() {
        #expect(VideoFormat.mp4.elements.map(\.name) == ["appsrc", "videoconvert", "x264enc", "mp4mux", "filesink"])
        #expect(VideoFormat.webm.elements.map(\.name) == ["appsrc", "videoconvert", "vp9enc", "webmmux", "filesink"])
        #expect(VideoFormat.gif.elements.isEmpty)
        #expect(VideoFormat.mp4.elements[2].package == "gstreamer1.0-plugins-ugly")
        #expect(VideoFormat.webm.elements[2].package == "gstreamer1.0-plugins-good")
    }

    /// A GIF needs no GStreamer element, so its check answers without starting GStreamer.
    @Test func aGifNeedsNoCheck() {
        #expect(EncoderCheck.problem(for: .gif, path: "show.gif") == nil)
    }

    @Test func anOddSizeGrowsByOnePixel() {
        #expect(VideoFrame.evenSize(width: 391, height: 844) == (392, 844))
        #expect(VideoFrame.evenSize(width: 390, height: 845) == (390, 846))
        #expect(VideoFrame.evenSize(width: 390, height: 844) == (390, 844))
    }

    /// The added column and row repeat the frame's last, so the edge keeps its colour.
    @Test func paddingRepeatsTheLastColumnAndRow() {
        // 3×1 pixels of B, G, R, A with a stride of 16 bytes (one unused pixel).
        let source: [UInt8] = [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255, 9, 9, 9, 9]
        var padded = [UInt8](repeating: 0, count: 4 * 2 * 4)
        source.withUnsafeBytes { pixels in
            let frame = VideoFrame(pixels: pixels.baseAddress!, width: 3, height: 1, stride: 16)
            padded.withUnsafeMutableBytes { frame.copyPadded(to: $0.baseAddress!, size: (width: 4, height: 2)) }
        }
        let row: [UInt8] = [1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 255, 3, 3, 3, 255]
        #expect(padded == row + row)
    }

    /// One 390×844 pane at 60 fps keeps x264's 2048 kbit/s and its default preset; three panes
    /// at 120 fps (six times the pixels a second) get their share and the `veryfast` preset.
    @Test func theH264PipelineScalesItsRateWithThePixels() {
        #expect(EncoderPipeline.description(.mp4, size: (390, 844), frameRate: 60)
            == "appsrc name=source ! videoconvert ! video/x-raw,format=I420 ! x264enc bitrate=2048 rc-lookahead=10 ! mp4mux name=muxer faststart=true ! filesink name=sink")
        #expect(EncoderPipeline.description(.mp4, size: (1170, 844), frameRate: 120)
            == "appsrc name=source ! videoconvert ! video/x-raw,format=I420 ! x264enc bitrate=11849 rc-lookahead=10 speed-preset=veryfast ! mp4mux name=muxer faststart=true ! filesink name=sink")
    }

    /// VP9's rate is 0.1 bit a pixel, at least 1 Mbit/s (its 256 kbit/s default blurs text).
    @Test func theVP9PipelineHasARateOfATenthOfABitAPixel() {
        #expect(EncoderPipeline.description(.webm, size: (390, 844), frameRate: 60)
            == "appsrc name=source ! videoconvert ! video/x-raw,format=I420 ! vp9enc target-bitrate=1974960 deadline=1 cpu-used=4 row-mt=true ! webmmux name=muxer ! filesink name=sink")
        #expect(EncoderPipeline.description(.webm, size: (100, 100), frameRate: 60).contains("target-bitrate=1000000 "))
    }

    /// Frame n is stamped n / rate seconds, rounded down to the nanosecond, so the file lasts
    /// exactly as long as the recording.
    @Test func framesAreStampedWithExactTimes() {
        #expect(EncoderPipeline.time(ofFrame: 0, frameRate: 60) == 0)
        #expect(EncoderPipeline.time(ofFrame: 1, frameRate: 60) == 16_666_666)
        #expect(EncoderPipeline.time(ofFrame: 60, frameRate: 60) == 1_000_000_000)
        #expect(EncoderPipeline.time(ofFrame: 3, frameRate: 120) == 25_000_000)
    }
}
