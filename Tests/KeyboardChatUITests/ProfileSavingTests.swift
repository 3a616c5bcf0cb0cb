import ChatDemoCore
import Foundation
import Testing
@testable import KeyboardChatUI
import OutputFiles

/// "Save Profile…" writes through OutputFiles' rules: the whole file or nothing, never over one
/// of the run's inputs, and what it writes loads back as the same values.
@MainActor
@Suite struct ProfileSavingTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("profile-saving-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aSavedProfileLoadsBackAsTheSameValues() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/tuned.json"
        var tuned = Platform.android.profile
        tuned.keyboardHeight = 310
        try ProfileController.writeProfile(tuned, to: path, inputs: [])
        #expect(try MotionProfile.load(path: path) == tuned)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["tuned.json"])
    }

    @Test func aRunsInputIsNeverWrittenOver() throws {
        let directory = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = directory + "/demo.txt"
        try "tap input\n".write(toFile: script, atomically: true, encoding: .utf8)
        #expect(throws: InputError(file: script, "is the --script input; refusing to overwrite it")) {
            try ProfileController.writeProfile(.ios, to: script, inputs: [("--script", script)])
        }
        #expect(try String(contentsOfFile: script, encoding: .utf8) == "tap input\n")
    }
}
