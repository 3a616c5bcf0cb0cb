import Foundation
import Testing
import TestSupport
@testable import OutputFiles

@Suite struct OutputSafetyTests {
    static let conversation = OutputSafety.Input(option: "--conversation", path: "c.json",
                                                 identity: FileIdentity(device: 8, inode: 100))
    static let script = OutputSafety.Input(option: "--script", path: "s.txt", identity: FileIdentity(device: 8, inode: 200))
    /// The `recording.txt` of a recording this program made.
    static let note = "made-by: keyboard-chat 0.5.0\nframe-rate: 60\nframes: 2\n"

    @Test func aMissingOrRegularFileMayBeWritten() {
        #expect(OutputSafety.refusal(file: .missing, inputs: [Self.conversation]) == nil)
        let other = FileStatus(kind: .regular, identity: FileIdentity(device: 8, inode: 101), permissions: 0o644)
        #expect(OutputSafety.refusal(file: other, inputs: [Self.conversation, Self.script]) == nil)
    }

    @Test func anythingButARegularFileIsRefused() {
        let expected: [(FileKind, String)] = [
            (.characterDevice, "is a character device, not a regular file; refusing to replace it"),
            (.fifo, "is a FIFO, not a regular file; refusing to replace it"),
            (.symbolicLink, "is a symbolic link, not a regular file; refusing to replace it"),
            (.directory, "is a directory, not a regular file; refusing to replace it"),
            (.socket, "is a socket, not a regular file; refusing to replace it"),
            (.blockDevice, "is a block device, not a regular file; refusing to replace it"),
        ]
        for (kind, message) in expected {
            #expect(OutputSafety.refusal(file: FileStatus(kind: kind, identity: FileIdentity(device: 1, inode: 1)), inputs: []) == message)
        }
    }

    @Test func anInputIsRefusedByDeviceAndInode() {
        // Same inode on another device is another file.
        let elsewhere = FileStatus(kind: .regular, identity: FileIdentity(device: 9, inode: 200))
        #expect(OutputSafety.refusal(file: elsewhere, inputs: [Self.script]) == nil)
        let same = FileStatus(kind: .regular, identity: FileIdentity(device: 8, inode: 200))
        #expect(OutputSafety.refusal(file: same, inputs: [Self.conversation, Self.script])
                == "is the --script input; refusing to overwrite it")
    }

    @Test func aRecordFolderMayHoldOnlyAnEarlierRecording() {
        let folder = FileStatus(kind: .directory, identity: FileIdentity(device: 8, inode: 300))
        func entry(_ name: String, inode: UInt64 = 400) -> (name: String, status: FileStatus) {
            (name, FileStatus(kind: .regular, identity: FileIdentity(device: 8, inode: inode)))
        }
        #expect(OutputSafety.refusal(recordFolder: .missing, entries: [], note: nil, inputs: []) == nil)
        #expect(OutputSafety.refusal(recordFolder: folder, entries: [], note: nil, inputs: []) == nil)
        let recording = [entry("frame-0000.png"), entry("frame-0001.png"), entry("trace.csv"), entry("filmstrip.png"),
                         entry(".frame-0002.png.77.0A1B2C3D.partial")]
        #expect(OutputSafety.refusal(recordFolder: folder, entries: recording, note: Self.note, inputs: []) == nil)
        #expect(OutputSafety.refusal(recordFolder: folder, entries: recording + [entry("notes.txt"), entry("frame-1.png")], note: Self.note, inputs: [])
                == "holds files that are not part of a recording (frame-1.png, notes.txt), and the recording replaces the whole folder; choose a new or empty folder")
        #expect(OutputSafety.refusal(recordFolder: folder, entries: [entry("trace.csv", inode: 100)], note: nil, inputs: [Self.conversation])
                == "holds the --conversation input (trace.csv), and the recording replaces the whole folder; choose another folder")
        // A recording's name is not enough: only its regular files are a recording's.
        func named(_ name: String, _ kind: FileKind) -> (name: String, status: FileStatus) {
            (name, FileStatus(kind: kind, identity: FileIdentity(device: 8, inode: 500)))
        }
        #expect(OutputSafety.refusal(recordFolder: folder, entries: recording + [named("trace.csv", .directory)], note: Self.note, inputs: [])
                == "holds files that are not part of a recording (trace.csv is a directory), and the recording replaces the whole folder; choose a new or empty folder")
        #expect(OutputSafety.refusal(recordFolder: folder, entries: [named("trace.csv", .characterDevice), named("filmstrip.png", .fifo),
                                                                     named("frame-0001.png", .symbolicLink), named("notes.txt", .regular)], note: nil, inputs: [])
                == "holds files that are not part of a recording (filmstrip.png is a FIFO, frame-0001.png is a symbolic link, notes.txt, …), and the recording replaces the whole folder; choose a new or empty folder")
        #expect(OutputSafety.refusal(recordFolder: FileStatus(kind: .symbolicLink), entries: [], note: nil, inputs: [])
                == "is a symbolic link, not a directory; refusing to replace it")
        #expect(OutputSafety.refusal(recordFolder: FileStatus(kind: .regular), entries: [], note: nil, inputs: [])
                == "is a regular file, not a directory; refusing to replace it")
    }

    /// `.`, `..` and mount points cannot be moved, so a recording, which
    /// replaces its folder as a whole, could never be put there.
    @Test func aRecordFolderMustBeOneThatCanBeMoved() {
        let folder = FileStatus(kind: .directory, identity: FileIdentity(device: 8, inode: 300))
        let parent = FileStatus(kind: .directory, identity: FileIdentity(device: 8, inode: 2))
        #expect(OutputSafety.refusal(recordFolderNamed: "rec", status: folder, parent: parent) == nil)
        #expect(OutputSafety.refusal(recordFolderNamed: "rec", status: .missing, parent: parent) == nil)
        for name in [".", ".."] {
            #expect(OutputSafety.refusal(recordFolderNamed: name, status: folder, parent: parent)
                    == "'\(name)' cannot be moved, and a recording replaces its folder as a whole: name a new folder, such as ./recording")
        }
        let mounted = FileStatus(kind: .directory, identity: FileIdentity(device: 9, inode: 1))
        #expect(OutputSafety.refusal(recordFolderNamed: "usb", status: mounted, parent: parent)
                == "is a mount point, which cannot be moved, and a recording replaces its folder as a whole: name a new folder inside it")
        #expect(OutputSafety.refusal(recordFolderNamed: "", status: parent, parent: parent) != nil)
        #expect(OutputSafety.refusal(recordFolderNamed: "root", status: parent, parent: parent)
                == "is a mount point, which cannot be moved, and a recording replaces its folder as a whole: name a new folder inside it")
    }

    @Test func recordingEntries() {
        #expect(OutputSafety.isRecordingEntry("frame-0042.png"))
        #expect(OutputSafety.isRecordingEntry("frame-12345.png"))
        #expect(OutputSafety.isRecordingEntry(".filmstrip.png.9.ABCDEF01.partial"))
        #expect(!OutputSafety.isRecordingEntry("frame-042.png"))
        #expect(!OutputSafety.isRecordingEntry("frame-00a2.png"))
        #expect(!OutputSafety.isRecordingEntry("notes.txt"))
        #expect(!OutputSafety.isRecordingEntry(".notes.txt.9.ABCDEF01.partial"))
    }
}

/// The same rules against real files: a FIFO, a symbolic link, a hard
/// link to an input, a device.
@Suite struct RunOutputsTests {
    @Test func fileStatusSeesLinksFIFOsAndDevices() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        #expect(mkfifo(directory + "/pipe", 0o600) == 0)
        #expect(FileStatus.of(directory + "/pipe").kind == .fifo)
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/real"))
        #expect(chmod(directory + "/real", 0o600) == 0)
        #expect(symlink(directory + "/real", directory + "/link") == 0)
        #expect(FileStatus.of(directory + "/link").kind == .symbolicLink)
        #expect(FileStatus.following(directory + "/link").identity == FileStatus.of(directory + "/real").identity)
        #expect(FileStatus.of(directory + "/real").permissions == 0o600)
        #expect(FileStatus.of("/dev/null").kind == .characterDevice)
        #expect(FileStatus.of(directory + "/none") == .missing)
    }

    @Test func anOutputThatIsAnInputOrNotAFileIsRefused() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let chat = directory + "/c.json", script = directory + "/s.txt"
        try Data("{}".utf8).write(to: URL(fileURLWithPath: chat))
        try Data("quit\n".utf8).write(to: URL(fileURLWithPath: script))
        #expect(link(chat, directory + "/hard.json") == 0)
        #expect(mkfifo(directory + "/pipe", 0o600) == 0)
        func check(_ files: [(String, (file: String, line: Int, column: Int)?)], record: String? = nil) -> InputError? {
            var outputs = RunOutputs(inputs: [("--conversation", chat), ("--script", script)])
            for (path, origin) in files { outputs.addFile(path, as: origin == nil ? "the --trace file" : "a screenshot", origin: origin) }
            outputs.recordFolder = record
            do { try outputs.check() } catch { return error }
            return nil
        }
        #expect(check([(directory + "/trace.csv", nil), (directory + "/a.png", (script, 2, 12)), (directory + "/a.png", (script, 5, 12))]) == nil)
        #expect(check([(chat, nil)]) == InputError(file: chat, "is the --conversation input; refusing to overwrite it"))
        #expect(check([(directory + "/./hard.json", nil)])
                == InputError(file: directory + "/./hard.json", "is the --conversation input; refusing to overwrite it"))
        #expect(check([(script, (script, 3, 12))]) == InputError(file: script, line: 3, column: 12, "\(script): is the --script input; refusing to overwrite it"))
        #expect(check([(directory + "/pipe", nil)])
                == InputError(file: directory + "/pipe", "is a FIFO, not a regular file; refusing to replace it"))
        #expect(check([(directory + "/t.csv", nil), (directory + "/sub/../t.csv", (script, 4, 12))])
                == InputError(file: script, line: 4, column: 12, "\(directory)/sub/../t.csv: is both the --trace file and a screenshot; give each output its own path"))
        #expect(check([(directory + "/rec/shot.png", (script, 1, 12))], record: directory + "/rec")
                == InputError(file: script, line: 1, column: 12, "\(directory)/rec/shot.png: is inside the --record folder, which the recording replaces as a whole; write it elsewhere"))
        #expect(check([], record: directory)?.message.hasPrefix("holds the --conversation input (c.json)") == true)
        // A folder named like a recording's file, holding the user's work.
        let record = directory + "/rec"
        try FileManager.default.createDirectory(atPath: record + "/trace.csv", withIntermediateDirectories: true)
        try Data("IMPORTANT".utf8).write(to: URL(fileURLWithPath: record + "/trace.csv/thesis.txt"))
        #expect(check([], record: record)
                == InputError(file: record, "holds files that are not part of a recording (trace.csv is a directory), and the recording replaces the whole folder; choose a new or empty folder"))
        #expect(check([], record: directory + "/sub/.")?.message.hasPrefix("'.' cannot be moved") == true)
        #expect(check([], record: "/proc")
                == InputError(file: "/proc", "is a mount point, which cannot be moved, and a recording replaces its folder as a whole: name a new folder inside it"))
    }

    @Test func stalePartialsBesideEachOutputAreRemoved() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let dead = PartialName(name: "trace.csv", pid: 11, token: "0A0B0C0D").fileName
        let alive = PartialName(name: "trace.csv", pid: 12, token: "0A0B0C0D").fileName
        let otherName = PartialName(name: "notes.txt", pid: 11, token: "0A0B0C0D").fileName
        let deadFolder = PartialName(name: "rec", pid: 11, token: "1A0B0C0D").fileName
        for name in [dead, alive, otherName, "trace.csv"] {
            try Data().write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        try FileManager.default.createDirectory(atPath: directory + "/" + deadFolder, withIntermediateDirectories: true)
        for name in ["frame-0000.png", "trace.csv", PartialName(name: "frame-0001.png", pid: 11, token: "2A0B0C0D").fileName] {
            try Data().write(to: URL(fileURLWithPath: directory + "/" + deadFolder + "/" + name))
        }
        let isAlive: (Int32) -> Bool = { $0 == 12 }
        #expect(StalePartials.remove(besides: directory + "/trace.csv", isAlive: isAlive) == [directory + "/" + dead])
        #expect(StalePartials.remove(besides: directory + "/rec", isAlive: isAlive) == [directory + "/" + deadFolder])
        #expect(contentsOfDirectory(directory) == [otherName, alive, "trace.csv"].sorted())
    }

    /// A dead run's staging folder goes only as far as it holds a
    /// recording's files: anything else in it, and the folder, stay.
    @Test func aStaleStagingFolderKeepsWhatIsNotARecordingsFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let staging = directory + "/" + PartialName(name: "rec", pid: 11, token: "1A0B0C0D").fileName
        try FileManager.default.createDirectory(atPath: staging + "/inside", withIntermediateDirectories: true)
        try Data("x".utf8).write(to: URL(fileURLWithPath: staging + "/frame-0000.png"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: staging + "/notes.txt"))
        #expect(StalePartials.remove(besides: directory + "/rec", isAlive: { _ in false }) == [])
        #expect(contentsOfDirectory(staging) == ["inside", "notes.txt"])
    }
}
