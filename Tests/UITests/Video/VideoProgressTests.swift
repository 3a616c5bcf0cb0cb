import ChatDemoCore
import Foundation
import Testing

/// `--video` on a terminal shows how far it is, on one line it rewrites, and ends with the file,
/// its duration and its size; into a log it writes the last line alone.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct VideoProgressTests {
    static let script = "wait 200\ntap input\nwait 700\nescape\nwait 600\nquit\n"
    /// 1 500 ms of waits at 60 fps.
    static let plannedFrames = 90

    func place(_ name: String) throws -> (script: String, video: String) {
        let directory = try makeScratchDirectory(name)
        try Self.script.write(toFile: directory + "/run.txt", atomically: true, encoding: .utf8)
        return (directory + "/run.txt", directory + "/clip.webm")
    }

    /// The final line: `keyboard-chat: wrote PATH: S s, N frames at 60 fps, SIZE`, with the
    /// clip's real size.
    func expectFinalLine(_ line: Substring, video: String) throws {
        let bytes = try #require(try FileManager.default.attributesOfItem(atPath: video)[.size] as? Int64)
        #expect(line.hasPrefix("keyboard-chat: wrote \(video): "), "\(line)")
        #expect(line.hasSuffix(" frames at 60 fps, \(VideoProgressText.size(bytes))"), "\(line)")
    }

    @Test func aTerminalSeesOneLineOfProgressThenTheFile() throws {
        let (script, video) = try place("video-progress-terminal")
        let display = try TestDisplay()
        let command = "exec '\(appBinary.path)' --script '\(script)' --video '\(video)'"
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/script"), ["-q", "-e", "-c", command, "/dev/null"],
                                    display: display.name, environment: ["XDG_STATE_HOME": testStateHome])
        #expect(result.status == 0, "\(result.stdout)")
        // Each update returns to the line's start and clears it; the lines never scroll.
        let updates = result.stdout.components(separatedBy: "\r\u{1B}[K").dropFirst()
        #expect(updates.count >= 5, "\(result.stdout)")
        for (index, update) in updates.dropLast().enumerated() {
            let frames = (index + 1) * 10
            #expect(update == "keyboard-chat: writing \(video): frame \(frames) of about \(Self.plannedFrames) (\(min(99, frames * 100 / Self.plannedFrames)) %)",
                    "\(update.debugDescription)")
        }
        let last = try #require(updates.last)
        #expect(last.hasSuffix("\r\n") && last.filter { $0 == "\n" || $0 == "\r\n" }.count == 1, "\(last.debugDescription)")
        try expectFinalLine(Substring(last.trimmingCharacters(in: .newlines)), video: video)
    }

    @Test func aLogGetsTheLastLineAlone() throws {
        let (script, video) = try place("video-progress-log")
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--video", video], display: display.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("\r") && !result.stderr.contains("writing"), "\(result.stderr.debugDescription)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)")
        try expectFinalLine(try #require(lines.first), video: video)
    }
}
