/// What the GStreamer pipeline is told, decided without GStreamer: the pipeline's text for a
/// format, size and frame rate (the encoders' rates and preset scaled by pixels a second), and
/// each frame's time stamp. `GStreamerEncoder` runs it; the tests read it as text.
enum EncoderPipeline {
    /// VP9's rate for a 390×844 pane at 60 fps (its 256 kbit/s default blurs text to 32 dB
    /// luma; 2 Mbit/s gives 37 dB), scaled by pixels per second for other sizes and rates.
    static let vp9BitsPerPixel = 0.1
    /// H.264's rate the same way: x264enc's 2048 kbit/s default is 0.1 bit per pixel for one
    /// pane at 60 fps (47 dB luma), and three panes at 120 fps get six times as much.
    static let h264BitsPerPixel = 0.1
    /// One 390×844 pane at 60 fps. Above twice this pixel rate x264 runs its `veryfast` preset,
    /// which keeps a compare clip at 120 fps near real time on two cores.
    static let onePanePixelRate = 390 * 844 * 60
    /// Frames x264 looks ahead to plan its bits: 10, not 40, halves its memory (about 60 MB
    /// less for one pane) for a file about 3 % larger.
    static let lookahead = 10

    /// The pipeline for `format`, with the source named "source", the muxer "muxer" (it writes
    /// the title tag) and the sink "sink".
    static func description(_ format: VideoFormat, size: (width: Int, height: Int), frameRate: Int) -> String {
        let head = "appsrc name=source ! videoconvert ! video/x-raw,format=I420 ! "
        switch format {
        case .mp4:
            let pixelRate = size.width * size.height * frameRate
            let kilobits = max(2048, Int(Double(pixelRate) * h264BitsPerPixel / 1000))
            let preset = pixelRate > 2 * onePanePixelRate ? " speed-preset=veryfast" : ""
            return head + "x264enc bitrate=\(kilobits) rc-lookahead=\(lookahead)\(preset) ! mp4mux name=muxer faststart=true ! filesink name=sink"
        case .webm:
            let bitrate = max(1_000_000, Int(Double(size.width * size.height * frameRate) * vp9BitsPerPixel))
            return head + "vp9enc target-bitrate=\(bitrate) deadline=1 cpu-used=4 row-mt=true ! webmmux name=muxer ! filesink name=sink"
        case .gif:
            preconditionFailure("GIFs are written by giflib")
        }
    }

    /// Frame n's time in nanoseconds: exactly n / rate seconds, rounded down.
    static func time(ofFrame index: Int, frameRate: Int) -> UInt {
        UInt(index) * 1_000_000_000 / UInt(frameRate)
    }
}
