import Foundation

/// One scripted run with `--record DIR --video FILE`: the PNG frames and the video of the same
/// frames, side by side, to compare.
struct VideoRecording {
    /// A show and a hide of the keyboard, about 1.4 s.
    static let showAndHide = ["wait 100", "tap input", "wait 600", "escape", "wait 600", "quit"]

    let directory: String
    let recording: String
    let video: String
    let frameCount: Int
    let frameRate: Int
    let stderr: String

    init(_ name: String, extension ext: String, arguments: [String] = [], script: [String] = showAndHide) throws {
        directory = try makeScratchDirectory(name)
        recording = directory + "/recording"
        video = directory + "/clip." + ext
        let scriptPath = try writeScript(script, in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", scriptPath, "--record", recording, "--video", video] + arguments,
                                display: display.name, timeout: 300)
        guard result.status == 0 else { throw TestFailure("exit \(result.status): \(result.stderr)") }
        guard !result.stderr.contains("CRITICAL"), !result.stderr.contains("WARNING") else {
            throw TestFailure("GTK complained: \(result.stderr)")
        }
        stderr = result.stderr
        let description = try String(contentsOfFile: recording + "/recording.txt", encoding: .utf8)
        func value(_ key: String) throws -> Int {
            guard let line = description.split(separator: "\n").first(where: { $0.hasPrefix(key + ": ") }),
                  let number = Int(line.dropFirst(key.count + 2)) else { throw TestFailure("recording.txt has no \(key): \(description)") }
            return number
        }
        frameCount = try value("frames")
        frameRate = try value("frame-rate")
    }

    func frame(_ index: Int) -> String {
        recording + "/" + String(format: "frame-%04d.png", index)
    }

    /// Nothing but the finished files: no partial file of the video is left beside it.
    var leftovers: [String] {
        Recordings.names(in: directory).filter { $0.hasSuffix(".partial") }
    }
}
