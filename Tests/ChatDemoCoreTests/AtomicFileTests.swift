import Foundation
import Testing
@testable import ChatDemoCore

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

    @Test func targetThatIsADirectoryFailsAtCommitAndCleansUp() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        let path = directory + "/sub"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: false)
        let file = try AtomicFile(path: path)
        try file.append("x")
        #expect(throws: InputError(file: path, "cannot move the finished file into place: Is a directory")) {
            try file.commit()
        }
        #expect(contentsOfDirectory(directory) == ["sub"])
    }
}
