import Foundation

/// What `--video` says while it writes and when it is done, in the way of other media tools:
/// one line that a terminal rewrites in place (frames, and the percent of the planned run), and
/// a last line with the file, its duration and its size.
///
/// Example: 120 frames of about 300 planned read `frame 120 of about 300 (40 %)`; a finished
/// clip of 300 frames at 60 fps in 1 234 567 bytes reads
/// `wrote clip.mp4: 5.00 s, 300 frames at 60 fps, 1.2 MB`.
public enum VideoProgressText {
    /// The running line; without a plan (a script of no waits) only the frames are counted.
    /// The percent stays below 100 until the clip is written, since the plan is an estimate.
    public static func progress(frames: Int, plannedFrames: Int?) -> String {
        guard let planned = plannedFrames, planned > 0 else { return "frame \(frames)" }
        let percent = min(99, frames * 100 / planned)
        return "frame \(frames) of about \(planned) (\(percent) %)"
    }

    /// The last line: the clip's file, its length in seconds, its frames and its size.
    public static func finished(path: String, frames: Int, frameRate: Int, bytes: Int64) -> String {
        let seconds = Double(frames) / Double(max(frameRate, 1))
        return "wrote \(path): \(String(format: "%.2f", seconds)) s, \(frames) frames at \(frameRate) fps, \(size(bytes))"
    }

    /// A size as people read it: bytes under a kilobyte, then kB and MB with one decimal.
    public static func size(_ bytes: Int64) -> String {
        switch bytes {
        case ..<1_000: return "\(bytes) bytes"
        case ..<1_000_000: return String(format: "%.1f kB", Double(bytes) / 1_000)
        default: return String(format: "%.1f MB", Double(bytes) / 1_000_000)
        }
    }
}
