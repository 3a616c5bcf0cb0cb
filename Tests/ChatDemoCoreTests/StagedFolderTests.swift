import Foundation
import Testing
@testable import ChatDemoCore

/// Issue 18.2: a recording is complete or absent.
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

    /// Something that cannot be exchanged with a folder (here a file) takes
    /// the fallback: moved aside, the folder renamed in, the old one removed.
    @Test func theFallbackWithoutExchangeEndsTheSame() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let target = directory + "/rec"
        try AtomicFile.write(Data("old".utf8), to: target)
        let staged = try StagedFolder(target: target)
        try AtomicFile.write(Data("new".utf8), to: staged.path + "/trace.csv")
        try staged.commit()
        #expect(FileStatus.of(target).kind == .directory)
        #expect(contentsOfDirectory(target) == ["trace.csv"])
        #expect(contentsOfDirectory(directory) == ["rec"])
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
