import CGtk
import ChatDemoCore
import Foundation
import VideoExport

/// `video_export_speed_x`: how many times faster than real time the MP4 encoder takes a 2 s
/// show-and-hide of one pane at 60 fps. The frames are first recorded by the app (`--record`,
/// a child process) and read back into memory, so the figure is the export's own work —
/// colour conversion, H.264, muxing, the partial file and its rename — not the recording's,
/// which a frame clock paces at no more than real time anyway.
enum VideoExportBenchmark {
    /// 0.1 s, the show, 0.9 s up, the hide, 1 s: 2 s of frames.
    static let script = ["wait 100", "tap input", "wait 900", "escape", "wait 1000", "quit"]
    static let frameRate = 60

    struct Result {
        var speed = Double.nan
        var frames = 0
        var warnings: Set<String> = []
    }

    static func run() throws -> Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-video-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scriptPath = directory + "/show-hide.txt"
        try (script.joined(separator: "\n") + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let recording = directory + "/recording"
        let outcome = try ChildProcess.run(ChildProcess.appExecutable, ["--script", scriptPath, "--record", recording])
        var result = Result()
        if !outcome.standardError.isEmpty { result.warnings.insert(outcome.standardError) }
        guard outcome.status == 0 else { return result }
        let names = try FileManager.default.contentsOfDirectory(atPath: recording).filter { $0.hasPrefix("frame-") }.sorted()
        let surfaces = names.map { cairo_image_surface_create_from_png(recording + "/" + $0)! }
        defer { surfaces.forEach { cairo_surface_destroy($0) } }
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
        return result
    }
}
