import ChatDemoCore
import Foundation
import OutputFiles
import Testing
@testable import KeyboardChatUI

/// The run's one list of inputs and outputs (`OutputPlan.prepare`), on real files: every file
/// the run reads is an input, and no output may be one, nor another output's path, nor sit in
/// the record folder. Nothing here opens a window.
@Suite struct OutputPlanTests {
    static let profileText = "{\"motion\": \"instant\"}\n"

    /// A folder holding the user's profile `p.json`.
    static func folder() throws -> (directory: String, profile: String) {
        let directory = NSTemporaryDirectory() + "output-plan-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let profile = directory + "/p.json"
        try Data(profileText.utf8).write(to: URL(fileURLWithPath: profile))
        return (directory, profile)
    }

    static func refusal(trace: String? = nil, record: String? = nil, script lines: [String] = [], in directory: String,
                        profile: String? = nil, video: String? = nil, saveSession: String? = nil) throws -> InputError? {
        let script = directory + "/s.txt"
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: script))
        let steps = try DemoScript.parse(lines.joined(separator: "\n"), file: script).steps
        do throws(InputError) {
            try OutputPlan.prepare(trace: trace, record: record, steps: steps, script: script, conversation: nil,
                                   profile: profile, video: video, saveSession: saveSession)
        } catch {
            return error
        }
        return nil
    }

    @Test func theProfileIsAnInputOfEveryOutput() throws {
        let (directory, profile) = try Self.folder()
        let expected = InputError(file: profile, "is the --profile input; refusing to overwrite it")
        #expect(try Self.refusal(trace: profile, in: directory, profile: profile) == expected)
        #expect(try Self.refusal(in: directory, profile: profile, video: profile) == expected)
        #expect(try Self.refusal(in: directory, profile: profile, saveSession: profile) == expected)
        for (command, name) in [("screenshot", "p.png"), ("timeline screenshot", "p.png"), ("export-video", "p.mp4"), ("profile save", "p.json")] {
            // A script names a screenshot or a video by its extension; the profile may be called anything.
            let path = directory + "/" + name
            if path != profile { try Data(Self.profileText.utf8).write(to: URL(fileURLWithPath: path)) }
            let error = try Self.refusal(script: ["wait 100", "\(command) \(path)"], in: directory, profile: path)
            #expect(error?.line == 2 && error?.message == "\(path): is the --profile input; refusing to overwrite it",
                    "\(command): \(String(describing: error))")
        }
        try FileManager.default.createDirectory(atPath: directory + "/rec", withIntermediateDirectories: false)
        try FileManager.default.moveItem(atPath: profile, toPath: directory + "/rec/recording.txt")
        #expect(try Self.refusal(record: directory + "/rec", script: ["quit"], in: directory, profile: directory + "/rec/recording.txt")?
                    .message.hasPrefix("holds the --profile input (recording.txt)") == true)
        #expect(try Self.refusal(trace: directory + "/t.csv", in: directory, profile: directory + "/rec/recording.txt") == nil)
    }

    @Test func aProfileTheScriptLoadsIsAnInput() throws {
        let (directory, profile) = try Self.folder()
        #expect(try Self.refusal(trace: profile, script: ["wait 100", "profile load \(profile)"], in: directory)
                == InputError(file: profile, "is the profile load input (\(directory)/s.txt:2); refusing to overwrite it"))
        #expect(FileManager.default.contents(atPath: profile) == Data(Self.profileText.utf8))
    }

    @Test func whatTheScriptWritesIsCheckedAgainstTheRecordFolderAndTheOtherOutputs() throws {
        let (directory, _) = try Self.folder()
        let record = directory + "/rec"
        try FileManager.default.createDirectory(atPath: record, withIntermediateDirectories: false)
        for command in ["export-video", "profile save"] {
            let path = record + (command == "export-video" ? "/x.mp4" : "/p.json")
            let error = try Self.refusal(record: record, script: ["wait 100", "\(command) \(path)"], in: directory)
            #expect(error?.line == 2 && error?.message == "\(path): is inside the --record folder, which the recording replaces as a whole; write it elsewhere",
                    "\(command): \(String(describing: error))")
        }
        let clip = directory + "/clip.mp4"
        #expect(try Self.refusal(script: ["export-video \(clip)"], in: directory, video: clip)?.message
                == "\(clip): is both the --video file and an export-video; give each output its own path")
        #expect(try Self.refusal(script: ["screenshot \(directory)/a.png", "profile save \(directory)/a.png"], in: directory)?.message
                == "\(directory)/a.png: is both a screenshot (\(directory)/s.txt:1) and a profile save; give each output its own path")
        // One command may write its path again: the later file wins.
        #expect(try Self.refusal(script: ["export-video \(clip)", "export-video \(clip)"], in: directory) == nil)
    }

    @MainActor @Test func aRecordingsNoteNamesThisProgram() {
        #expect(OutputSafety.isRecordingNote(FrameRecorder.description(frameCount: 3, filmstrip: [0, 2])))
    }
}
