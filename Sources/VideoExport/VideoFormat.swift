import OutputFiles

/// The container and codec of a video file, chosen by its extension.
///
///     VideoFormat(path: "out/show.MP4")   // .mp4
///     VideoFormat(path: "out/show.avi")   // nil
///
/// - `.mp4`: H.264 (High profile, 4:2:0) in MP4 with the index first (`faststart`), so it plays
///   while it downloads; what chat tools, code review pages and issue trackers preview inline.
/// - `.webm`: VP9 in WebM, the open alternative.
/// - `.gif`: 256 colours from one palette made from the frames, at 50 fps (`GifTiming`).
public enum VideoFormat: String, CaseIterable, Sendable {
    case mp4, webm, gif

    /// The format named by the path's extension (any case); nil for anything else.
    public init?(path: String) {
        let name = PathBytes.split(path).name
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(rawValue: name[name.index(after: dot)...].lowercased())
    }

    /// The extensions `--video` accepts, for messages: ".mp4, .webm or .gif".
    public static var extensionList: String {
        let names = allCases.map { "." + $0.rawValue }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// The GStreamer elements the format needs at run time, each with what it does and the
    /// Debian package that holds it. A GIF needs none: giflib, linked in, writes it.
    public var elements: [EncoderElement] {
        switch self {
        case .mp4:
            return [.appSource, .converter,
                    EncoderElement(name: "x264enc", role: "H.264 encoder", package: "gstreamer1.0-plugins-ugly"),
                    EncoderElement(name: "mp4mux", role: "MP4 muxer", package: "gstreamer1.0-plugins-good"),
                    .fileSink]
        case .webm:
            return [.appSource, .converter,
                    EncoderElement(name: "vp9enc", role: "VP9 encoder", package: "gstreamer1.0-plugins-good"),
                    EncoderElement(name: "webmmux", role: "WebM muxer", package: "gstreamer1.0-plugins-good"),
                    .fileSink]
        case .gif:
            return []
        }
    }
}

/// One GStreamer element a format needs.
public struct EncoderElement: Equatable, Sendable {
    /// The factory name, as `gst-inspect-1.0` shows it.
    public let name: String
    /// What it does, for messages ("H.264 encoder").
    public let role: String
    /// The Debian package that installs it.
    public let package: String

    static let appSource = EncoderElement(name: "appsrc", role: "frame source", package: "gstreamer1.0-plugins-base")
    static let converter = EncoderElement(name: "videoconvert", role: "colour converter", package: "gstreamer1.0-plugins-base")
    static let fileSink = EncoderElement(name: "filesink", role: "file writer", package: "libgstreamer1.0-0")
}
