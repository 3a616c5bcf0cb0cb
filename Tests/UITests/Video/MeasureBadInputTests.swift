import Foundation
import Testing

/// `keyboard-chat measure` on files it cannot read whole: each exits 2 and says what it could
/// not do, naming the file.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct MeasureBadInputTests {
    @Test func aFileThatIsNotAVideoIsNamedWithGStreamersReason() throws {
        let directory = try makeScratchDirectory("measure-not-video")
        let path = directory + "/notes.mp4"
        try Data("not a video\n".utf8).write(to: URL(fileURLWithPath: path))
        let result = try runApp(["measure", path])
        #expect(result.status == 2)
        #expect(result.stderr == "keyboard-chat: \(path): not a video file GStreamer can read (Could not determine type of stream.)\n")
    }

    /// `--csv` naming the recording itself is refused before anything is decoded or written.
    @Test func theCSVNeverReplacesTheRecording() throws {
        let directory = try makeScratchDirectory("measure-csv-over-video")
        let path = directory + "/clip.mp4"
        let bytes = Data("not a video, but the user's file\n".utf8)
        try bytes.write(to: URL(fileURLWithPath: path))
        let result = try runApp(["measure", path, "--csv", path])
        #expect(result.status == 2)
        #expect(result.stderr == "keyboard-chat: \(path): --csv is the video input; refusing to overwrite it\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func aMissingFileIsSaidSo() throws {
        let result = try runApp(["measure", "/nonexistent/clip.mp4"])
        #expect(result.status == 2)
        #expect(result.stderr == "keyboard-chat: /nonexistent/clip.mp4: no such file\n")
    }

    /// A plain white clip: nothing rises from the bottom edge.
    @Test func aRecordingWithNoKeyboardSaysNoBandRises() throws {
        let directory = try makeScratchDirectory("measure-no-band")
        let path = directory + "/white.mp4"
        let made = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-launch-1.0"),
                                  ["-q", "videotestsrc", "num-buffers=10", "pattern=white", "!", "video/x-raw,width=64,height=128",
                                   "!", "x264enc", "!", "mp4mux", "!", "filesink", "location=\(path)"])
        try #require(made.status == 0, "\(made.stderr)")
        let result = try runApp(["measure", path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("keyboard-chat: \(path): no band rises from the bottom edge in any frame"), "\(result.stderr)")
    }

    /// An export cut short: the frames before the cut are measured and reported, and the message
    /// says where the file stops.
    @Test func aFileCutShortIsMeasuredUpToTheCutAndSaysWhere() throws {
        let directory = try makeScratchDirectory("measure-cut")
        let script = try writeScript(["wait 100", "tap input", "wait 700", "escape", "wait 700", "quit"], in: directory)
        let display = try TestDisplay()
        let whole = directory + "/clip.mp4", cut = directory + "/cut.mp4"
        let made = try runApp(["--script", script, "--video", whole], display: display.name, timeout: 300)
        try #require(made.status == 0, "\(made.stderr)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let result = try runApp(["measure", cut, "--csv", directory + "/cut.csv"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(cut): the stream breaks after frame "), "\(result.stderr)")
        #expect(result.stderr.contains("ms its index gives"), "\(result.stderr)")
        #expect(result.stdout.contains("show 1: from frame"), "\(result.stdout)")
        let rows = try String(contentsOfFile: directory + "/cut.csv", encoding: .utf8).split(separator: "\n")
        #expect(rows.first == "frame,time_ms,keyboard_top,bar_bottom,gap")
        #expect(rows.count > 10 && rows.count < 91, "\(rows.count) lines")
    }
}
