import CGStreamer
import OutputFiles

/// Whether this machine can write a format, asked before any window opens so a missing plugin
/// costs nothing but a message: each element the format needs is looked up in GStreamer's
/// registry, and the first one missing is named with the Debian package that installs it.
///
///     EncoderCheck.problem(for: .mp4, path: "show.mp4", pretendingMissing: ["x264enc"])
///     // "show.mp4: cannot write MP4: GStreamer's H.264 encoder (x264enc) is missing;
///     //  install the Debian package gstreamer1.0-plugins-ugly"
public enum EncoderCheck {
    /// Nil when every element is there. `pretendingMissing` names elements to treat as absent
    /// (the tests' switch, read by the app, never here).
    public static func problem(for format: VideoFormat, path: String, pretendingMissing: Set<String> = []) -> String? {
        guard !format.elements.isEmpty else { return nil }
        GStreamer.initialise()
        for element in format.elements {
            if !pretendingMissing.contains(element.name), let factory = gst_element_factory_find(element.name) {
                gst_object_unref(UnsafeMutableRawPointer(factory))
                continue
            }
            let what = format.rawValue.uppercased()
            return InputError(file: path, "cannot write \(what): GStreamer's \(element.role) (\(element.name)) is missing; "
                + "install the Debian package \(element.package)").description
        }
        return nil
    }
}

/// GStreamer's one-time set-up.
enum GStreamer {
    /// `gst_init` may be called again; it returns at once after the first time.
    static func initialise() {
        gst_init(nil, nil)
    }
}
