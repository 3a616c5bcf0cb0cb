import Foundation
import Testing

/// A `--record` folder is replaced only when what is in it is a recording this program made,
/// as its `recording.txt` says: files that merely carry a recording's names are the user's.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct RecordingOwnershipTests {
    /// The user's notes under a recording's names: refused before the window opens, every
    /// byte kept.
    @Test func filesWithARecordingsNamesAreNotARecording() throws {
        let directory = try makeScratchDirectory("record-names-only")
        let notes = directory + "/notes"
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: false)
        try "mine\n".write(toFile: notes + "/recording.txt", atomically: true, encoding: .utf8)
        try "a,b\n".write(toFile: notes + "/trace.csv", atomically: true, encoding: .utf8)
        let before = Recordings.snapshot(notes)
        let script = try writeScript(["tap input", "wait 300", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--record", notes], display: display.name, timeout: 120)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("\(notes): holds files that are not a recording keyboard-chat made"), "\(result.stderr)")
        #expect(Recordings.snapshot(notes) == before, "the user's files changed")
        #expect(Recordings.names(in: directory) == ["notes", "script.txt"], "\(Recordings.names(in: directory))")
    }

    /// A recording this program made is still replaced by the next run.
    @Test func anEarlierRecordingIsReplaced() throws {
        let directory = try makeScratchDirectory("record-own-replaced")
        let target = directory + "/show"
        try Recordings.record(target, waitMilliseconds: 300, scratch: directory)
        let before = Recordings.snapshot(target)
        #expect(String(decoding: before["recording.txt"] ?? Data(), as: UTF8.self).hasPrefix("made-by: keyboard-chat "))
        try Recordings.record(target, waitMilliseconds: 600, scratch: directory)
        let after = Recordings.snapshot(target)
        #expect(after.count > before.count, "\(before.count) files, then \(after.count)")
    }
}
