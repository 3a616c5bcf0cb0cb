import ChatDemoCore
import Foundation
import OutputFiles
import Testing
@testable import KeyboardChatUI

/// What a script writes along the way (a saved profile, an export) and the `--save-session`
/// file go in with the run's other outputs, and only when the run succeeds: the user's file at
/// the path keeps its bytes after a failure or an interruption.
@MainActor
@Suite struct StagedOutputsTests {
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "staged-outputs-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Three runs over the same two user files: one fails, one is interrupted, one succeeds.
    @Test func stagedFilesAndTheSessionAreWrittenOnlyByARunThatSucceeds() throws {
        let folder = try Self.folder()
        let saved = folder + "/p.json", session = folder + "/session.txt"
        try Data("precious profile".utf8).write(to: URL(fileURLWithPath: saved))
        try Data("precious session".utf8).write(to: URL(fileURLWithPath: session))
        func run(_ ending: (ReviewOutputs) -> Void) throws -> ReviewOutputs {
            let outputs = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1)
            outputs.saveSession(to: session, inputs: []) { "quit\n" }
            try outputs.stage(Data("new profile".utf8), path: saved, readBack: true)
            #expect(outputs.stagedBytes(at: saved) == Data("new profile".utf8))
            ending(outputs)
            outputs.finish()
            return outputs
        }
        let failed = try run { $0.reportFailure("s.txt:5:10: no key q here", status: ExitStatus.badInput) }
        #expect(failed.exitStatus == ExitStatus.badInput)
        let interrupted = try run { #expect($0.abandon() == [saved, session]) }
        #expect(interrupted.exitStatus == 0)
        #expect(Self.contents(saved) == "precious profile")
        #expect(Self.contents(session) == "precious session")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["p.json", "session.txt"], "no partial file is left")
        let succeeded = try run { _ in }
        #expect(succeeded.exitStatus == 0)
        #expect(Self.contents(saved) == "new profile")
        #expect(Self.contents(session) == "quit\n")
    }

    /// A file sealed by its own writer (an export) is put in place, or dropped, with the rest.
    @Test func aFileSealedElsewhereGoesInWithTheRun() throws {
        let folder = try Self.folder()
        let clip = folder + "/clip.mp4"
        for succeeds in [false, true] {
            var done: [String] = []
            let outputs = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1)
            outputs.stage(path: clip, commit: { done.append("commit") }, discard: { done.append("discard") })
            if !succeeds { outputs.reportFailure("s.txt:7: fails", status: ExitStatus.badInput) }
            outputs.finish()
            #expect(done == [succeeds ? "commit" : "discard"])
        }
    }

    /// The session is still checked at the end against the run's inputs.
    @Test func theSessionIsNeverAnInput() throws {
        let folder = try Self.folder()
        let script = folder + "/s.txt"
        try Data("quit\n".utf8).write(to: URL(fileURLWithPath: script))
        let outputs = try ReviewOutputs(tracePath: nil, recordDirectory: nil, paneCount: 1)
        outputs.saveSession(to: script, inputs: [("--script", script)]) { "tap input\n" }
        outputs.finish()
        #expect(outputs.exitStatus == ExitStatus.runtimeFailure)
        #expect(Self.contents(script) == "quit\n")
    }
}
