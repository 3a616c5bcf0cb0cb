import Foundation
import Testing
import TestSupport
import OutputFiles

/// A folder is an earlier recording only when its `recording.txt` says this program made it:
/// the names of a recording's files alone are anyone's to use.
@Suite struct RecordingNoteTests {
    @Test func onlyTheMadeByLineOfThisProgramIsARecordingsNote() {
        #expect(OutputSafety.isRecordingNote("made-by: keyboard-chat 0.5.0\nframe-rate: 60\nframes: 97\n"))
        #expect(OutputSafety.isRecordingNote("made-by: keyboard-chat 9.9"))
        for text in ["mine\n", "", "made-by: keyboard-chat\n", "made-by: keyboard-chat \n", "made-by: other 1.0\n",
                     "frames: 97\nmade-by: keyboard-chat 0.5.0\n", " made-by: keyboard-chat 0.5.0\n"] {
            #expect(!OutputSafety.isRecordingNote(text), "\(text.debugDescription)")
        }
    }

    @Test func aFolderWithARecordingsNamesButNoNoteOfOursIsRefused() {
        let folder = FileStatus(kind: .directory, identity: FileIdentity(device: 8, inode: 300))
        let entries = ["recording.txt", "trace.csv"].map { ($0, FileStatus(kind: .regular, identity: FileIdentity(device: 8, inode: 400))) }
        #expect(OutputSafety.refusal(recordFolder: folder, entries: entries, note: "made-by: keyboard-chat 0.5.0\n", inputs: []) == nil)
        #expect(OutputSafety.refusal(recordFolder: folder, entries: entries, note: "mine\n", inputs: [])
                == "holds files that are not a recording keyboard-chat made (its recording.txt does not say keyboard-chat made it), and the recording replaces the whole folder; choose a new or empty folder")
        #expect(OutputSafety.refusal(recordFolder: folder, entries: Array(entries.dropFirst()), note: nil, inputs: [])
                == "holds files that are not a recording keyboard-chat made (there is no recording.txt), and the recording replaces the whole folder; choose a new or empty folder")
        #expect(OutputSafety.refusal(recordFolder: folder, entries: [], note: nil, inputs: []) == nil, "an empty folder holds nothing to lose")
    }

    /// On disk: the user's `notes` folder with a recording's names is refused and kept as it
    /// was; with the note a recording writes, it may be replaced.
    @Test func theNoteIsReadFromTheFolder() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let notes = directory + "/notes"
        try FileManager.default.createDirectory(atPath: notes, withIntermediateDirectories: false)
        try Data("mine\n".utf8).write(to: URL(fileURLWithPath: notes + "/recording.txt"))
        try Data("a,b\n".utf8).write(to: URL(fileURLWithPath: notes + "/trace.csv"))
        func check() -> InputError? {
            var outputs = RunOutputs(inputs: [])
            outputs.recordFolder = notes
            do { try outputs.check() } catch { return error }
            return nil
        }
        #expect(check()?.message.hasPrefix("holds files that are not a recording keyboard-chat made") == true)
        #expect(FileManager.default.contents(atPath: notes + "/recording.txt") == Data("mine\n".utf8))
        #expect(FileManager.default.contents(atPath: notes + "/trace.csv") == Data("a,b\n".utf8))
        // A link named recording.txt is not the note, whatever it points at.
        let elsewhere = directory + "/elsewhere.txt"
        try Data("made-by: keyboard-chat 0.5.0\n".utf8).write(to: URL(fileURLWithPath: elsewhere))
        try FileManager.default.removeItem(atPath: notes + "/recording.txt")
        #expect(symlink(elsewhere, notes + "/recording.txt") == 0)
        #expect(RecordingFolder.note(in: notes) == nil)
        try FileManager.default.removeItem(atPath: notes + "/recording.txt")
        try Data("made-by: keyboard-chat 0.5.0\nframes: 1\n".utf8).write(to: URL(fileURLWithPath: notes + "/recording.txt"))
        #expect(check() == nil)
    }
}
