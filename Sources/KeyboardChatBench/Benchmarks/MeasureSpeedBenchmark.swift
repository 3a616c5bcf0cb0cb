import Foundation

/// `measure_speed_x`: how many times faster than real time `keyboard-chat measure` reads a
/// phone-sized recording — the app's own show and hide exported at three device pixels per
/// point (1170×2532, an iPhone's screen), 60 fps H.264 — and `measure_peak_mb`, the measuring
/// process's peak resident memory. Both are the child process's own (`ChildProcess`), from
/// start to exit: decoding, reading the frames, the fit and the report.
enum MeasureSpeedBenchmark {
    /// 0.1 s, the show, 0.9 s up, the hide, 1 s: 2 s of frames, as the video export's.
    static let script = VideoExportBenchmark.script
    static let frameRate = 60
    /// Device pixels per point of the recording: 390×844 points become 1170×2532 pixels.
    static let scale = "3"

    struct Result {
        var speed = Double.nan
        var peakMegabytes = Double.nan
        var warnings: Set<String> = []
    }

    static func run() throws -> Result {
        let directory = NSTemporaryDirectory() + "keyboard-chat-bench-measure-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scriptPath = directory + "/show-hide.txt"
        try (script.joined(separator: "\n") + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        let clip = directory + "/show-hide.mp4"
        // The child inherits the environment: GDK's own scale is how a window draws at 3×.
        setenv("GDK_SCALE", scale, 1)
        let recorded = try ChildProcess.run(ChildProcess.appExecutable, ["--script", scriptPath, "--video", clip])
        unsetenv("GDK_SCALE")
        var result = Result()
        guard recorded.status == 0 else {
            result.warnings.insert(recorded.standardError)
            return result
        }
        let measured = try ChildProcess.run(ChildProcess.appExecutable, ["measure", clip, "--csv", directory + "/measured.csv"])
        guard measured.status == 0 else {
            result.warnings.insert(measured.standardError)
            return result
        }
        let frames = try String(contentsOfFile: directory + "/measured.csv", encoding: .utf8).split(separator: "\n").count - 1
        result.speed = Double(frames) / Double(frameRate) / (measured.wallMilliseconds / 1000)
        result.peakMegabytes = measured.peakResidentMegabytes
        return result
    }
}
