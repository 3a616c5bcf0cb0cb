import Foundation
import Testing
import OutputFiles
import TestSupport

/// The refusals and the write of the DocC article `OutputFiles.docc/GettingStarted.md`, run in a
/// temporary folder (the article's relative paths made absolute there).
@Suite struct GettingStartedArticleTests {
    @Test func anOutputOverTheScriptIsRefusedByItsPathOrAHardLink() throws {
        let folder = try makeTemporaryDirectory(prefix: "GettingStartedArticleTests")
        defer { removeItem(folder) }
        let script = folder + "/demo.txt"
        try AtomicFile.write(Data("quit\n".utf8), to: script)
        try FileManager.default.linkItem(atPath: script, toPath: folder + "/link.txt")
        for output in [script, folder + "/link.txt"] {
            var mistaken = RunOutputs(inputs: [("--script", script)])
            mistaken.addFile(output, as: "the --trace file", origin: nil)
            do {
                try mistaken.check()
                Issue.record("\(output) was accepted as an output over the script")
            } catch {
                #expect(error.description == "\(output): is the --script input; refusing to overwrite it")
            }
        }
    }

    @Test func theTraceIsWrittenWholeOnCommit() throws {
        let folder = try makeTemporaryDirectory(prefix: "GettingStartedArticleTests")
        defer { removeItem(folder) }
        let script = folder + "/demo.txt"
        try AtomicFile.write(Data("quit\n".utf8), to: script)
        var outputs = RunOutputs(inputs: [("--script", script)])
        outputs.addFile(folder + "/trace.csv", as: "the --trace file", origin: nil)
        try outputs.check()
        let trace = try AtomicFile(path: folder + "/trace.csv")
        try trace.append("frame,time_ms\n")
        try trace.append("0,0.000\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/trace.csv"))
        try trace.commit()
        #expect(try String(contentsOfFile: folder + "/trace.csv", encoding: .utf8) == "frame,time_ms\n0,0.000\n")
    }

    @Test func aFIFOIsRefusedWithoutADisk() {
        let fifo = FileStatus(kind: .fifo, identity: FileIdentity(device: 1, inode: 9))
        #expect(OutputSafety.refusal(file: fifo, inputs: []) == "is a FIFO, not a regular file; refusing to replace it")
    }
}
