import CGtk
import ChatDemoCore
import Foundation
import VideoExport

/// `video_export_speed_x`: how many times faster than real time the MP4 encoder takes a 2 s
/// show-and-hide of one pane at 60 fps. The frames are first recorded by the app (`--record`,
/// a child process) and read back into memory, so the figure is the export's own work —
/// colour conversion, H.264, muxing, the partial file and its rename — not the recording's,
/// which a frame clock paces at no more than real time anyway.
///
/// `video_export_speed_x_3pane_120fps` is the same for three compare panes side by side at
/// 120 fps (six times the pixels a second), and `video_export_peak_mb` the memory that export
/// adds (`Result.peakMegabytes`).
enum VideoExportBenchmark {
    /// 0.1 s, the show, 0.9 s up, the hide, 1 s: 2 s of frames.
    static let script = ["wait 100", "tap input", "wait 900", "escape", "wait 1000", "quit"]
    static let frameRate = 60
    /// The three compare panes of the heavier export.
    static let threePanes = ["--compare", "three-case,always,never"]

    struct Result {
        var speed = Double.nan
        var frames = 0
        /// How far the process's peak resident memory rose above its resident memory when the
        /// export began, in MB (10⁶ bytes): the GStreamer pipeline, x264's frames and lookahead,
        /// the four frames `appsrc` queues and the muxer's buffers. Not the recorded frames
        /// the benchmark holds (resident before the export begins, as a window's one drawn
        /// frame is in the app). Linux's VmHWM, reset through /proc/self/clear_refs first;
        /// NaN where that is not available.
        var peakMegabytes = Double.nan
        var warnings: Set<String> = []
    }

    static func run(frameRate: Int = frameRate, arguments: [String] = []) throws -> Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-video-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scriptPath = directory + "/show-hide.txt"
        try (script.joined(separator: "\n") + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let recording = directory + "/recording"
        let outcome = try ChildProcess.run(ChildProcess.appExecutable,
                                           ["--script", scriptPath, "--record", recording, "--fps", "\(frameRate)"] + arguments)
        var result = Result()
        if !outcome.standardError.isEmpty { result.warnings.insert(outcome.standardError) }
        guard outcome.status == 0 else { return result }
        let names = try FileManager.default.contentsOfDirectory(atPath: recording).filter { $0.hasPrefix("frame-") }.sorted()
        let surfaces = names.map { cairo_image_surface_create_from_png(recording + "/" + $0)! }
        defer { surfaces.forEach { cairo_surface_destroy($0) } }
        let resident = PeakMemory.startOver()
        let start = Stopwatch.nanoseconds()
        let writer = try VideoWriter(path: directory + "/show-hide.mp4", frameRate: frameRate)
        for surface in surfaces {
            try writer.add(VideoFrame(pixels: UnsafeRawPointer(cairo_image_surface_get_data(surface)!),
                                      width: Int(cairo_image_surface_get_width(surface)),
                                      height: Int(cairo_image_surface_get_height(surface)),
                                      stride: Int(cairo_image_surface_get_stride(surface))))
        }
        try writer.commit()
        let seconds = Stopwatch.elapsed(since: start) / 1e9
        result.frames = surfaces.count
        result.speed = Double(surfaces.count) / Double(frameRate) / seconds
        if let resident, let peak = PeakMemory.peakBytes() { result.peakMegabytes = Double(peak - resident) / 1e6 }
        return result
    }
}

/// The process's peak resident memory since a moment (Linux: VmHWM, which writing 5 to
/// /proc/self/clear_refs resets to the current resident size).
enum PeakMemory {
    /// Resets the peak and returns the resident bytes now; nil where Linux's files are missing.
    static func startOver() -> Int? {
        let file = open("/proc/self/clear_refs", O_WRONLY)
        guard file >= 0 else { return nil }
        defer { close(file) }
        guard write(file, "5", 1) == 1 else { return nil }
        return value("VmRSS")
    }

    /// The peak resident bytes since `startOver()`.
    static func peakBytes() -> Int? { value("VmHWM") }

    /// `NAME:   1234 kB` of /proc/self/status, in bytes.
    private static func value(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kibibytes = Int(line.dropFirst(name.count + 1).split(whereSeparator: \.isWhitespace).first ?? "") else { return nil }
        return kibibytes * 1024
    }
}
