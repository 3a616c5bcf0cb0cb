import Foundation
import OutputFiles
import Testing
import TestSupport
@testable import VideoExport

/// The encoder's scratch files: named as partial files beside the video, so a later run clears
/// a dead run's and keeps a live one's, removed when done, and copied whole into the video.
@Suite struct ScratchFileTests {
    /// A process id no Linux system gives (pid_max is at most 2²²).
    static let deadProcess: Int32 = 2_147_483_646

    @Test func aScratchFileIsAPartialFileBesideTheVideoNamingItsRole() throws {
        let folder = try makeTemporaryDirectory(prefix: "ScratchFileTests")
        defer { removeItem(folder) }
        for role in ScratchFile.Role.allCases {
            let scratch = ScratchFile(beside: folder + "/show.mp4", role: role)
            let name = try #require(PartialName(fileName: URL(fileURLWithPath: scratch.path).lastPathComponent))
            #expect(scratch.path.hasPrefix(folder + "/."))
            #expect(name.name == "show.mp4." + role.rawValue)
            #expect(name.pid == getpid())
        }
    }

    @Test func removingItAndLettingItGoBothDeleteIt() throws {
        let folder = try makeTemporaryDirectory(prefix: "ScratchFileTests")
        defer { removeItem(folder) }
        let scratch = ScratchFile(beside: folder + "/show.webm", role: .encoding)
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: scratch.path))
        scratch.remove()
        #expect(contentsOfDirectory(folder).isEmpty)
        var kept: String?
        do {
            let dropped = ScratchFile(beside: folder + "/show.webm", role: .frames)
            try Data([1]).write(to: URL(fileURLWithPath: dropped.path))
            kept = dropped.path
        }
        #expect(kept != nil)
        #expect(contentsOfDirectory(folder).isEmpty)
    }

    /// A dead run's scratch files go; a live run's and the user's own files stay.
    @Test func aDeadRunsScratchFilesAreClearedAndALiveRunsKept() throws {
        let folder = try makeTemporaryDirectory(prefix: "ScratchFileTests")
        defer { removeItem(folder) }
        let dead = PartialName(name: "show.mp4.frames", pid: Self.deadProcess, token: "0123ABCD").fileName
        let live = PartialName(name: "show.mp4.muxing", pid: getpid(), token: "0123ABCD").fileName
        for name in [dead, live, "show.mp4", "notes.txt"] {
            try Data([0]).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        ScratchFile.removeStale(besides: folder + "/show.mp4")
        #expect(contentsOfDirectory(folder) == [live, "notes.txt", "show.mp4"].sorted())
    }

    /// The encoded bytes reach the video whole, across the megabyte chunks they are copied in.
    @Test func theEncodedBytesAreCopiedIntoTheVideoWhole() throws {
        let folder = try makeTemporaryDirectory(prefix: "ScratchFileTests")
        defer { removeItem(folder) }
        let target = folder + "/show.mp4"
        let scratch = ScratchFile(beside: target, role: .encoding)
        let bytes = Data((0..<(5 << 19)).map { UInt8(truncatingIfNeeded: $0 * 7) })
        try bytes.write(to: URL(fileURLWithPath: scratch.path))
        let video = try AtomicFile(path: target)
        try scratch.copy(into: video, target: target)
        scratch.remove()
        try video.commit()
        #expect(FileManager.default.contents(atPath: target) == bytes)
        #expect(contentsOfDirectory(folder) == ["show.mp4"])
    }
}
