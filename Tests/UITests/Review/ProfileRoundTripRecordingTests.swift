import Foundation
import Testing

/// A profile written by `keyboard-chat profile --json` and loaded again with `--profile`
/// records exactly what the values it was written from record: the same trace and the same
/// frames (a saved profile reproduces a reviewer's tuning).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ProfileRoundTripRecordingTests {
    static let script = ["wait 100", "tap input", "wait 500", "type Hi", "send", "wait 200", "escape", "wait 500", "quit"]

    private func record(_ arguments: [String], in directory: String) throws -> String {
        let scriptPath = try writeScript(Self.script, in: directory)
        let display = try TestDisplay()
        let recording = directory + "/recording"
        let result = try runApp(arguments + ["--case", "some", "--script", scriptPath, "--record", recording], display: display.name, timeout: 180)
        guard result.status == 0, !result.stderr.contains("CRITICAL"), !result.stderr.contains("WARNING") else {
            throw TestFailure("recording exited \(result.status): \(result.stderr)")
        }
        return recording
    }

    private func expectSameRecording(_ a: String, _ b: String) throws {
        let framesA = Recordings.names(in: a).filter { $0.hasPrefix("frame-") }
        let framesB = Recordings.names(in: b).filter { $0.hasPrefix("frame-") }
        #expect(framesA.count > 40, "only \(framesA.count) frames")
        #expect(framesA == framesB)
        #expect(FileManager.default.contents(atPath: a + "/trace.csv") == FileManager.default.contents(atPath: b + "/trace.csv"))
        var differing: [String] = []
        for name in framesA where FileManager.default.contents(atPath: a + "/" + name) != FileManager.default.contents(atPath: b + "/" + name) {
            // Bytes may differ where pixels do not; a frame that does not decode is a failure, not a match.
            let imageA = try PixelImage(contentsOf: a + "/" + name), imageB = try PixelImage(contentsOf: b + "/" + name)
            if let difference = imageA.difference(from: imageB) {
                differing.append("\(name): \(difference)")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test func aTunedSpringSavedAndLoadedRecordsTheSame() throws {
        let scratch = try makeScratchDirectory("profile-round-trip")
        let original = scratch + "/tuned.json"
        try "{\"motion\": \"spring\", \"response\": 0.35, \"dampingFraction\": 0.62, \"keyboardHeight\": 300, \"caseTwoThreshold\": 45}"
            .write(toFile: original, atomically: true, encoding: .utf8)
        let saved = try runApp(["profile", "--json", "--profile", original])
        #expect(saved.status == 0, "\(saved.stderr)")
        let copy = scratch + "/saved.json"
        try saved.stdout.write(toFile: copy, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: scratch + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch + "/b", withIntermediateDirectories: true)
        try expectSameRecording(try record(["--profile", original], in: scratch + "/a"), try record(["--profile", copy], in: scratch + "/b"))
    }

    @Test func aPlatformSavedAndLoadedRecordsAsThePlatform() throws {
        let scratch = try makeScratchDirectory("platform-round-trip")
        let saved = try runApp(["profile", "--json", "--platform", "android"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let copy = scratch + "/android.json"
        try saved.stdout.write(toFile: copy, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: scratch + "/a", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch + "/b", withIntermediateDirectories: true)
        try expectSameRecording(try record(["--platform", "android"], in: scratch + "/a"), try record(["--profile", copy], in: scratch + "/b"))
    }
}
