import Foundation
import Testing
import TestSupport
@testable import OutputFiles

/// A recording is complete or absent: nothing of it appears until it is committed, and a
/// discarded one leaves the earlier folder as it was.
@Suite struct StagedFolderTests {
    @Test func nothingAppearsUntilCommitThenExactlyTheNewFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let target = directory + "/rec"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        for name in ["frame-0000.png", "frame-0001.png", "frame-0002.png", "trace.csv"] {
            try AtomicFile.write(Data("old".utf8), to: target + "/" + name)
        }
        let staged = try StagedFolder(target: target)
        #expect(PartialName(fileName: URL(fileURLWithPath: staged.path).lastPathComponent)?.name == "rec")
        try AtomicFile.write(Data("new".utf8), to: staged.path + "/frame-0000.png")
        try AtomicFile.write(Data("new".utf8), to: staged.path + "/trace.csv")
        #expect(contentsOfDirectory(target) == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "trace.csv"])
        try staged.commit()
        #expect(contentsOfDirectory(target) == ["frame-0000.png", "trace.csv"])
        #expect(FileManager.default.contents(atPath: target + "/trace.csv") == Data("new".utf8))
        #expect(contentsOfDirectory(directory) == ["rec"])
    }

    @Test func commitCreatesAMissingTarget() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let staged = try StagedFolder(target: directory + "/new")
        try AtomicFile.write(Data("x".utf8), to: staged.path + "/trace.csv")
        try staged.commit()
        #expect(contentsOfDirectory(directory) == ["new"])
        #expect(contentsOfDirectory(directory + "/new") == ["trace.csv"])
    }

    /// Without `renameat2` (some file systems lack it) the earlier folder
    /// is moved aside, the new one renamed in, the old one removed.
    @Test func theFallbackWithoutExchangeEndsTheSame() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let target = directory + "/rec"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write(Data("old".utf8), to: target + "/frame-0000.png")
        let staged = try StagedFolder(target: target, usesRenameAt2: false)
        try AtomicFile.write(Data("new".utf8), to: staged.path + "/trace.csv")
        try staged.commit()
        #expect(contentsOfDirectory(target) == ["trace.csv"])
        #expect(contentsOfDirectory(directory) == ["rec"])
        let fresh = try StagedFolder(target: directory + "/fresh", usesRenameAt2: false)
        try AtomicFile.write(Data("new".utf8), to: fresh.path + "/trace.csv")
        try fresh.commit()
        #expect(contentsOfDirectory(directory) == ["fresh", "rec"])
    }

    /// Files saved into the folder while the recording was made are not the
    /// earlier recording: the folder stays exactly as it is, and the new
    /// recording is put beside it under a name the error gives.
    @Test(arguments: [true, false])
    func aFileAddedMeanwhileStopsTheCommit(usesRenameAt2: Bool) throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let target = directory + "/rec"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write(Data("old".utf8), to: target + "/trace.csv")
        let staged = try StagedFolder(target: target, usesRenameAt2: usesRenameAt2)
        try AtomicFile.write(Data("new".utf8), to: staged.path + "/trace.csv")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target + "/notes.txt"))
        #expect(throws: InputError(file: target, "holds files that were not the earlier recording's when the run began (notes.txt); it was left as it was, and the new recording was put in \(target).new instead")) {
            try staged.commit()
        }
        #expect(contentsOfDirectory(target) == ["notes.txt", "trace.csv"])
        #expect(FileManager.default.contents(atPath: target + "/trace.csv") == Data("old".utf8))
        #expect(contentsOfDirectory(target + ".new") == ["trace.csv"])
        #expect(contentsOfDirectory(directory) == ["rec", "rec.new"])
        // A second refusal takes the next free name.
        let again = try StagedFolder(target: target, usesRenameAt2: usesRenameAt2)
        #expect(throws: InputError.self) { try again.commit() }
        #expect(contentsOfDirectory(directory) == ["rec", "rec.new", "rec.new-2"])
    }

    /// A frame written over since the run began is not the earlier
    /// recording either; nor is a file where the folder was, or a folder that
    /// appeared where there was none and holds something.
    @Test func aChangedFrameOrAnotherThingAtTheTargetStopsTheCommit() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let target = directory + "/rec"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write(Data("old".utf8), to: target + "/frame-0000.png")
        let staged = try StagedFolder(target: target)
        try Data("edited".utf8).write(to: URL(fileURLWithPath: target + "/frame-0000.png"))
        #expect(throws: InputError.self) { try staged.commit() }
        #expect(FileManager.default.contents(atPath: target + "/frame-0000.png") == Data("edited".utf8))

        let file = directory + "/plain"
        let overFile = try StagedFolder(target: file)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file))
        #expect(throws: InputError(file: file, "is a regular file now, not the folder of an earlier recording; it was left as it was, and the new recording was put in \(file).new instead")) {
            try overFile.commit()
        }
        #expect(FileManager.default.contents(atPath: file) == Data("mine".utf8))

        let appeared = directory + "/appeared"
        let intoNew = try StagedFolder(target: appeared)
        try FileManager.default.createDirectory(atPath: appeared, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: appeared + "/trace.csv"))
        #expect(throws: InputError.self) { try intoNew.commit() }
        #expect(FileManager.default.contents(atPath: appeared + "/trace.csv") == Data("mine".utf8))
    }

    /// Discarding removes the recording's own files only: anything else
    /// put into the staging folder stays, and so does the folder.
    @Test func discardRemovesOnlyTheRecordingsOwnFiles() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let staged = try StagedFolder(target: directory + "/rec")
        try AtomicFile.write(Data("x".utf8), to: staged.path + "/frame-0000.png")
        try Data("mine".utf8).write(to: URL(fileURLWithPath: staged.path + "/notes.txt"))
        staged.discard()
        #expect(contentsOfDirectory(staged.path) == ["notes.txt"])
    }

    /// `.` and `..` cannot be moved: refused before anything is staged.
    @Test func aDotFolderIsRefused() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        #expect(throws: InputError(file: directory + "/.", "'.' cannot be moved, and a recording replaces its folder as a whole: name a new folder, such as ./recording")) {
            _ = try StagedFolder(target: directory + "/.")
        }
        #expect(contentsOfDirectory(directory) == [])
    }

    @Test func discardKeepsTheEarlierFolderAsItWas() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let target = directory + "/rec"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try AtomicFile.write(Data("old".utf8), to: target + "/trace.csv")
        do {
            let staged = try StagedFolder(target: target)
            try AtomicFile.write(Data("half".utf8), to: staged.path + "/trace.csv")
            staged.discard()
            #expect(throws: InputError(file: target, "already closed")) { try staged.commit() }
        }
        do {
            // Dropped without commit or discard: the same.
            let staged = try StagedFolder(target: target)
            try AtomicFile.write(Data("half".utf8), to: staged.path + "/frame-0000.png")
        }
        #expect(contentsOfDirectory(directory) == ["rec"])
        #expect(contentsOfDirectory(target) == ["trace.csv"])
        #expect(FileManager.default.contents(atPath: target + "/trace.csv") == Data("old".utf8))
    }

    @Test func messagesNameTheTargetNotTheStagingFolder() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let staged = try StagedFolder(target: directory + "/rec")
        #expect(staged.userPath(of: staged.path + "/frame-0007.png") == directory + "/rec/frame-0007.png")
        #expect(staged.userPath(of: "/elsewhere/x.png") == "/elsewhere/x.png")
        staged.discard()
    }

    @Test func aParentThatIsAFileIsRefusedWithThePath() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try AtomicFile.write(Data(), to: directory + "/plain")
        #expect(throws: InputError(file: directory + "/plain/rec", "cannot create the folder beside it (Not a directory)")) {
            _ = try StagedFolder(target: directory + "/plain/rec")
        }
    }
}
