import Foundation
import Testing
import TestSupport
@testable import OutputFiles

@Suite struct AtomicFileTests {
    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func commitMakesTheWholeFileAppear() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/trace.csv"
        let file = try AtomicFile(path: path)
        #expect(file.path == path)
        try file.append("frame,time_ms\n")
        try file.append(Data("1,16.667\n".utf8))
        // Nothing is visible under the target name until commit.
        #expect(!FileManager.default.fileExists(atPath: path))
        try file.commit()
        #expect(read(path) == "frame,time_ms\n1,16.667\n")
        #expect(contentsOfDirectory(directory) == ["trace.csv"])
    }

    @Test func commitReplacesAnOldFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/out.txt"
        try AtomicFile.write(Data("old".utf8), to: path)
        let file = try AtomicFile(path: path)
        try file.append("new")
        #expect(read(path) == "old")
        try file.commit()
        #expect(read(path) == "new")
        #expect(contentsOfDirectory(directory) == ["out.txt"])
    }

    @Test func writeInOneGo() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try AtomicFile.write(Data("周末 👍".utf8), to: directory + "/a.txt")
        #expect(read(directory + "/a.txt") == "周末 👍")
        #expect(contentsOfDirectory(directory) == ["a.txt"])
    }

    @Test func emptyFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try AtomicFile(path: directory + "/empty").commit()
        #expect(read(directory + "/empty") == "")
    }

    @Test func discardLeavesNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let file = try AtomicFile(path: directory + "/x.csv")
        try file.append("partial")
        file.discard()
        #expect(contentsOfDirectory(directory) == [])
        // Discarding twice is harmless; the file is closed for good.
        file.discard()
        #expect(throws: InputError(file: directory + "/x.csv", "already closed")) { try file.append("more") }
        #expect(throws: InputError(file: directory + "/x.csv", "already closed")) { try file.commit() }
        #expect(contentsOfDirectory(directory) == [])
    }

    /// Sealed (written and checked) but not committed: a run that fails
    /// afterwards discards it, and the old file stays.
    @Test func aSealedFileIsOnlyInPlaceOnceCommitted() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/keep.txt"
        try AtomicFile.write(Data("old".utf8), to: path)
        let dropped = try AtomicFile(path: path)
        try dropped.append("new")
        try dropped.seal()
        #expect(read(path) == "old")
        dropped.discard()
        #expect(contentsOfDirectory(directory) == ["keep.txt"])
        let kept = try AtomicFile(path: path)
        try kept.append("new")
        try kept.seal()
        try kept.commit()
        #expect(read(path) == "new")
        #expect(contentsOfDirectory(directory) == ["keep.txt"])
    }

    /// A FIFO that appears at the target before sealing is refused then,
    /// leaving nothing behind.
    @Test func sealRefusesWhatAppearedAtTheTarget() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/out.csv"
        let file = try AtomicFile(path: path)
        try file.append("rows")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: InputError(file: path, "is a FIFO, not a regular file; refusing to replace it")) { try file.seal() }
        #expect(contentsOfDirectory(directory) == ["out.csv"])
        #expect(FileStatus.of(path).kind == .fifo)
    }

    @Test func discardKeepsAnOldFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/keep.txt"
        try AtomicFile.write(Data("old".utf8), to: path)
        let file = try AtomicFile(path: path)
        try file.append("new")
        file.discard()
        #expect(read(path) == "old")
        #expect(contentsOfDirectory(directory) == ["keep.txt"])
    }

    @Test func deinitWithoutCommitLeavesNothing() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        do {
            let file = try AtomicFile(path: directory + "/abandoned.csv")
            try file.append("half a trace")
        }
        #expect(contentsOfDirectory(directory) == [])
    }

    @Test func committedFileOutlivesItsWriter() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        do {
            let file = try AtomicFile(path: directory + "/kept.csv")
            try file.append("all of it")
            try file.commit()
            #expect(throws: InputError(file: directory + "/kept.csv", "already closed")) { try file.commit() }
        }
        #expect(read(directory + "/kept.csv") == "all of it")
        #expect(contentsOfDirectory(directory) == ["kept.csv"])
    }

    @Test func twoWritersOfOnePathDoNotShareATemporaryFile() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/same.txt"
        let first = try AtomicFile(path: path)
        let second = try AtomicFile(path: path)
        try first.append("first")
        try second.append("second")
        try first.commit()
        #expect(read(path) == "first")
        try second.commit()
        #expect(read(path) == "second")
        #expect(contentsOfDirectory(directory) == ["same.txt"])
    }

    @Test func missingDirectoryNamesThePath() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/no/such/dir/trace.csv"
        #expect(throws: InputError(file: path, "cannot write here (No such file or directory)")) {
            _ = try AtomicFile(path: path)
        }
    }

    @Test func directoryThatIsAFileNamesThePath() throws {
        // Unwritable even for root, unlike a chmod 555 directory.
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try AtomicFile.write(Data(), to: directory + "/plain")
        let path = directory + "/plain/trace.csv"
        #expect(throws: InputError(file: path, "cannot write here (Not a directory)")) {
            _ = try AtomicFile(path: path)
        }
        #expect(contentsOfDirectory(directory) == ["plain"])
    }

    @Test func targetThatIsADirectoryIsRefusedBeforeAnythingIsWritten() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/sub"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: false)
        #expect(throws: InputError(file: path, "is a directory, not a regular file; refusing to replace it")) {
            _ = try AtomicFile(path: path)
        }
        #expect(contentsOfDirectory(directory) == ["sub"])
        #expect(contentsOfDirectory(path) == ["inside"])
    }
}

/// An output replaces only a regular file, and keeps its mode: nothing the user owns is lost.
@Suite struct AtomicFileSafetyTests {
    @Test func aFIFOIsRefusedAndStaysAFIFO() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: InputError(file: path, "is a FIFO, not a regular file; refusing to replace it")) {
            try AtomicFile.write(Data("x".utf8), to: path)
        }
        #expect(FileStatus.of(path).kind == .fifo)
        #expect(contentsOfDirectory(directory) == ["pipe"])
    }

    @Test func aSymbolicLinkIsRefusedAndItsTargetUntouched() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try AtomicFile.write(Data("precious".utf8), to: directory + "/real.csv")
        #expect(symlink(directory + "/real.csv", directory + "/link.csv") == 0)
        #expect(throws: InputError(file: directory + "/link.csv", "is a symbolic link, not a regular file; refusing to replace it")) {
            try AtomicFile.write(Data("x".utf8), to: directory + "/link.csv")
        }
        #expect(FileStatus.of(directory + "/link.csv").kind == .symbolicLink)
        #expect(FileManager.default.contents(atPath: directory + "/real.csv") == Data("precious".utf8))
    }

    @Test func somethingThatAppearsBeforeCommitIsNotReplaced() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/late"
        let file = try AtomicFile(path: path)
        try file.append("x")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: InputError(file: path, "is a FIFO, not a regular file; refusing to replace it")) { try file.commit() }
        #expect(FileStatus.of(path).kind == .fifo)
        #expect(contentsOfDirectory(directory) == ["late"])
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/private.csv"
        try AtomicFile.write(Data("old".utf8), to: path)
        #expect(chmod(path, 0o600) == 0)
        try AtomicFile.write(Data("new".utf8), to: path)
        #expect(FileStatus.of(path).permissions == 0o600)
        #expect(chmod(path, 0o640) == 0)
        try AtomicFile.write(Data("newer".utf8), to: path)
        #expect(FileStatus.of(path).permissions == 0o640)
        #expect(FileManager.default.contents(atPath: path) == Data("newer".utf8))
    }

    @Test func theTemporaryFileIsNamedForStaleCleanup() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let file = try AtomicFile(path: directory + "/t.csv")
        let names = contentsOfDirectory(directory)
        #expect(names.count == 1)
        let partial = try #require(PartialName(fileName: names[0]))
        #expect(partial.name == "t.csv" && partial.pid == getpid())
        file.discard()
    }
}
