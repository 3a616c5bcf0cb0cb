import CGtk
import Foundation
import VideoExport

/// `measure_speed_x`: how many times faster than real time `keyboard-chat measure` reads a
/// phone's screen recording: 1179×2556 at 60 fps in H.264, an iPhone 15's screen. The app's own
/// show and hide, recorded at three device pixels per point (1170×2532), is resampled to that
/// size and encoded here with the app's `VideoWriter`, so the frames are real chat frames (text,
/// bubbles, the keyboard's keys), not flat synthetic ones that decode faster. `measure_peak_mb`
/// is the measuring process's peak resident memory; the same recording played twice over (a clip
/// twice as long) gives `measure_peak_mb_twice_as_long`, which shows the peak does not grow
/// with the clip. Each figure is the child process's own (`ChildProcess`), from start to exit:
/// decoding, reading the frames, the fit and the report.
enum MeasureSpeedBenchmark {
    /// 0.1 s, the show, 0.9 s up, the hide, 1 s: 2 s of frames, as the video export's.
    static let script = VideoExportBenchmark.script
    static let frameRate = 60
    /// The phone's screen in points, and its device pixels per point: 1179×2556 pixels. The
    /// app records at the same scale (its 390×844 points become 1170×2532 pixels) and each
    /// frame is resampled to the phone's size. H.264 in 4:2:0 needs an even width, so the
    /// encoder stores 1180 columns, the last repeated (`VideoFrame.evenSize`); a phone's own
    /// encoder likewise codes whole macroblocks and crops. `--quick` runs at scale 1 (393×852),
    /// which only checks that every step runs.
    static let phonePoints = (width: 393, height: 852)
    static let phoneScale = 3

    static func size(scale: Int) -> (width: Int, height: Int) {
        (phonePoints.width * scale, phonePoints.height * scale)
    }

    /// The recording as the results' detail names it.
    static func videoDescription(scale: Int) -> String {
        let size = size(scale: scale), stored = VideoFrame.evenSize(width: size.width, height: size.height)
        return "\(size.width)×\(size.height) (stored \(stored.width)×\(stored.height)), \(frameRate) fps H.264"
    }

    struct Run {
        var speed = Double.nan
        var peakMegabytes = Double.nan
        /// The measuring process's user + system CPU time.
        var cpuSeconds = Double.nan
        var wallSeconds = Double.nan
        var clipSeconds = Double.nan
    }

    struct Result {
        /// The 2 s show and hide.
        var once = Run()
        /// The same frames twice over: 4 s, two shows and two hides.
        var twice = Run()
        var warnings: Set<String> = []
        /// What was measured (`videoDescription`).
        var video = ""
        var speed: Double { once.speed }
        var peakMegabytes: Double { once.peakMegabytes }
    }

    static func run(twiceAsLong: Bool, scale: Int = phoneScale) throws -> Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-measure-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scriptPath = directory + "/show-hide.txt"
        try (script.joined(separator: "\n") + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let recording = directory + "/recording"
        // The child inherits the environment: GDK's own scale is how a window draws at 3×.
        setenv("GDK_SCALE", "\(scale)", 1)
        let recorded = try ChildProcess.run(ChildProcess.appExecutable, ["--script", scriptPath, "--record", recording])
        unsetenv("GDK_SCALE")
        var result = Result()
        result.video = videoDescription(scale: scale)
        guard recorded.status == 0 else {
            result.warnings.insert(recorded.standardError)
            return result
        }
        let frames = try FileManager.default.contentsOfDirectory(atPath: recording).filter { $0.hasPrefix("frame-") }.sorted()
            .map { recording + "/" + $0 }
        for (name, plays) in [("once", 1), ("twice", 2)] where plays == 1 || twiceAsLong {
            let clip = directory + "/phone-\(name).mp4"
            try writeClip(clip, size: size(scale: scale), frames: Array(repeating: frames, count: plays).flatMap { $0 })
            let run = try measure(clip, warnings: &result.warnings)
            if plays == 1 { result.once = run } else { result.twice = run }
        }
        return result
    }

    /// Each recorded frame resampled to `size` (bilinear, one frame in memory at a time) and
    /// encoded to a 60 fps MP4.
    private static func writeClip(_ path: String, size: (width: Int, height: Int), frames: [String]) throws {
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        defer { cairo_surface_destroy(target) }
        let writer = try VideoWriter(path: path, frameRate: frameRate)
        for frame in frames {
            let source = cairo_image_surface_create_from_png(frame)!
            defer { cairo_surface_destroy(source) }
            let context = cairo_create(target)!
            cairo_scale(context, Double(size.width) / Double(cairo_image_surface_get_width(source)),
                        Double(size.height) / Double(cairo_image_surface_get_height(source)))
            cairo_set_source_surface(context, source, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            cairo_surface_flush(target)
            try writer.add(VideoFrame(pixels: UnsafeRawPointer(cairo_image_surface_get_data(target)!), width: size.width,
                                      height: size.height, stride: Int(cairo_image_surface_get_stride(target))))
        }
        try writer.commit()
    }

    /// `keyboard-chat measure` on `clip`: its speed against the clip's length, its peak memory
    /// and its CPU time (the children's rusage, which counts the app that GNU time waited for).
    private static func measure(_ clip: String, warnings: inout Set<String>) throws -> Run {
        let before = childrenCPUSeconds()
        let measured = try ChildProcess.run(ChildProcess.appExecutable, ["measure", clip, "--csv", clip + ".csv"])
        var run = Run()
        guard measured.status == 0 else {
            warnings.insert(measured.standardError)
            return run
        }
        let lines = try String(contentsOfFile: clip + ".csv", encoding: .utf8).split(separator: "\n").dropFirst()
        let frames = lines.count
        // A figure for a recording read wrong is no figure: the keyboard must be found up.
        let tops = lines.compactMap { Int($0.split(separator: ",", omittingEmptySubsequences: false)[2]) }
        if let resting = tops.first, !tops.contains(where: { $0 < resting }) {
            warnings.insert("measure found no keyboard in \(clip)")
        }
        run.clipSeconds = Double(frames) / Double(frameRate)
        run.wallSeconds = measured.wallMilliseconds / 1000
        run.speed = run.clipSeconds / run.wallSeconds
        run.peakMegabytes = measured.peakResidentMegabytes
        run.cpuSeconds = childrenCPUSeconds() - before
        return run
    }

    private static func childrenCPUSeconds() -> Double {
        var usage = rusage()
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
