import ChatDemoCore
import Foundation
import OutputFiles
import Testing

/// Every file a run reads is one of its inputs — the profile as much as the conversation and
/// the script, and a profile a script line loads — and no output of the run may be one of
/// them, nor sit inside the `--record` folder. Each case runs on a real display, where a run
/// that is let through writes its outputs: the user's file must come out byte for byte.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct EveryInputTests {
    /// A profile whose content is unmistakably the user's, whatever its file is called.
    static let profileText = "{\n  \"keyboardHeight\": 200,\n  \"motion\": \"instant\"\n}\n"

    /// A folder with the user's profile at `name` and a script of `lines`.
    struct Place {
        let directory: String
        let profile: String
        let script: String

        /// `lines` makes the script from the folder's path.
        init(_ name: String, profile file: String = "p.json", lines: (String) -> [String] = { _ in ["wait 100", "quit"] }) throws {
            directory = try makeScratchDirectory(name)
            profile = directory + "/" + file
            try FileManager.default.createDirectory(atPath: PathBytes.split(profile).parent, withIntermediateDirectories: true)
            try EveryInputTests.profileText.write(toFile: profile, atomically: true, encoding: .utf8)
            script = try writeScript(lines(directory), in: directory, name: "s.txt")
        }

        /// Runs the app on a display of its own; it must refuse before its window, exit 2, and
        /// leave the profile whole.
        func expectRefused(_ arguments: [String], mentioning expected: String) throws {
            let display = try TestDisplay()
            let result = try runApp(["--script", script] + arguments, display: display.name, timeout: 120)
            #expect(result.status == 2, "\(arguments) exited \(result.status): \(result.stderr)")
            #expect(result.stderr.contains(expected), "'\(expected)' missing from: \(result.stderr)")
            #expect(FileManager.default.contents(atPath: profile) == Data(EveryInputTests.profileText.utf8), "\(profile) changed")
        }
    }

    @Test func theTraceIsNeverTheProfile() throws {
        let place = try Place("input-profile-trace")
        try place.expectRefused(["--profile", place.profile, "--trace", place.profile],
                                mentioning: "\(place.profile): is the --profile input; refusing to overwrite it")
    }

    @Test func theVideoIsNeverTheProfile() throws {
        let place = try Place("input-profile-video", profile: "p.mp4")
        try place.expectRefused(["--video", place.profile, "--profile", place.profile],
                                mentioning: "\(place.profile): is the --profile input; refusing to overwrite it")
    }

    @Test func aScreenshotIsNeverTheProfile() throws {
        for command in ["screenshot", "timeline screenshot"] {
            let place = try Place("input-profile-shot", profile: "p.png") { ["wait 100", "\(command) \($0)/p.png", "quit"] }
            try place.expectRefused(["--profile", place.profile],
                                    mentioning: "s.txt:2:\(command.count + 2): \(place.profile): is the --profile input; refusing to overwrite it")
        }
    }

    /// The profile inside the record folder under a recording's name: the folder is not a
    /// recording, and the profile stays.
    @Test func theRecordFolderNeverHoldsTheProfile() throws {
        let place = try Place("input-profile-record", profile: "rec/recording.txt")
        try place.expectRefused(["--record", place.directory + "/rec", "--profile", place.profile],
                                mentioning: "rec: holds the --profile input (recording.txt)")
        #expect(Recordings.names(in: place.directory + "/rec") == ["recording.txt"])
    }

    /// Refused before the window opens, not when it closes.
    @Test func theSavedSessionIsNeverTheProfile() throws {
        let place = try Place("input-profile-session")
        try place.expectRefused(["--save-session", place.profile, "--profile", place.profile],
                                mentioning: "\(place.profile): is the --profile input; refusing to overwrite it")
    }

    /// A profile a script line loads is read by the run: an input like `--profile`.
    @Test func aProfileTheScriptLoadsIsAnInput() throws {
        let place = try Place("input-profile-load", profile: "q.json") { ["profile load \($0)/q.json", "wait 100", "quit"] }
        let loaded = place.profile
        try place.expectRefused(["--trace", loaded], mentioning: "\(loaded): is the profile load input (\(place.script):1); refusing to overwrite it")
    }

    /// What a script writes is checked against the record folder before the window opens:
    /// written into an earlier recording, an export or a saved profile would make the folder
    /// look like the user's at commit, and the new recording would land beside it.
    @Test func nothingTheScriptWritesGoesIntoTheRecordFolder() throws {
        for command in ["export-video", "profile save"] {
            let file = command == "export-video" ? "x.mp4" : "p.json"
            let place = try Place("input-script-into-record") { ["tap input", "wait 300", "\(command) \($0)/rec/\(file)", "quit"] }
            let record = place.directory + "/rec"
            try Recordings.record(record, waitMilliseconds: 300, scratch: place.directory)
            let earlier = Recordings.snapshot(record)
            try place.expectRefused(["--record", record],
                                    mentioning: "s.txt:3:\(command.count + 2): \(record)/\(file): is inside the --record folder")
            #expect(Recordings.snapshot(record) == earlier, "the earlier recording changed")
            #expect(!FileManager.default.fileExists(atPath: record + ".new"))
        }
    }
}
