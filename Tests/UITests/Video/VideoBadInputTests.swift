import Foundation
import Testing

/// `--video` and `--fps` refuse what cannot work before any window opens (these runs have no
/// display at all), saying what was wrong and where; nothing is written and nothing the user
/// had is touched.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct VideoBadInputTests {
    /// A folder with a script and an earlier video in it.
    struct Place {
        let directory: String
        let script: String
        let earlier: String
        let earlierBytes = Data("an earlier video".utf8)

        init(_ name: String) throws {
            directory = try makeScratchDirectory(name)
            script = try writeScript(VideoRecording.showAndHide, in: directory)
            earlier = directory + "/clip.mp4"
            try earlierBytes.write(to: URL(fileURLWithPath: earlier))
        }

        /// The earlier video as it was and no partial file beside anything.
        func expectUntouched(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(FileManager.default.contents(atPath: earlier) == earlierBytes, "the earlier video changed", sourceLocation: sourceLocation)
            let partials = Recordings.names(in: directory).filter { $0.hasSuffix(".partial") }
            #expect(partials.isEmpty, "\(partials)", sourceLocation: sourceLocation)
        }
    }

    static func expectRefused(_ arguments: [String], status: Int32 = 2, environment: [String: String] = [:],
                              mentioning expected: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try runApp(arguments, display: nil, environment: environment)
        #expect(result.status == status, "\(arguments) exited \(result.status): \(result.stderr)", sourceLocation: sourceLocation)
        for fragment in expected {
            #expect(result.stderr.contains(fragment), "'\(fragment)' missing from: \(result.stderr)", sourceLocation: sourceLocation)
        }
        #expect(!result.stderr.contains("Fatal error"), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test func anUnknownExtensionIsNamedWithTheOnesThatWork() throws {
        let place = try Place("video-bad-extension")
        try Self.expectRefused(["--script", place.script, "--video", place.directory + "/clip.avi"],
                               mentioning: ["--video \(place.directory)/clip.avi: unknown video format", ".mp4, .webm or .gif"])
        try Self.expectRefused(["--script", place.script, "--video", place.directory + "/clip"],
                               mentioning: ["clip: unknown video format"])
        place.expectUntouched()
    }

    @Test func videoNeedsAScript() throws {
        let place = try Place("video-no-script")
        try Self.expectRefused(["--video", place.earlier], mentioning: ["--video needs --script FILE"])
        place.expectUntouched()
    }

    @Test func anUnwritablePlaceIsNamed() throws {
        let place = try Place("video-unwritable")
        let missing = place.directory + "/missing/clip.mp4"
        try Self.expectRefused(["--script", place.script, "--video", missing],
                               mentioning: ["\(missing): cannot write here: the directory \(place.directory)/missing is missing or not writable"])
        let folder = place.directory + "/folder.mp4"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Self.expectRefused(["--script", place.script, "--video", folder],
                               mentioning: ["\(folder): is a directory, not a regular file; refusing to replace it"])
        try Self.expectRefused(["--script", place.script, "--video", place.script.replacingOccurrences(of: ".txt", with: ".gif"),
                                "--trace", place.script.replacingOccurrences(of: ".txt", with: ".gif")],
                               mentioning: ["is both the --trace file and the --video file"])
        place.expectUntouched()
    }

    @Test func onlySixtyAndOneHundredTwentyFramesASecond() throws {
        let place = try Place("video-fps")
        try Self.expectRefused(["--script", place.script, "--video", place.earlier, "--fps", "90"],
                               mentioning: ["--fps must be 60 or 120, got 90"])
        try Self.expectRefused(["--fps", "120"], mentioning: ["--fps sets the frame rate of --record and --video"])
        place.expectUntouched()
    }

    /// The encoder's plugin is missing (the test switch hides it from the registry): a runtime
    /// failure, exit 1, that names the element and the Debian package, before any frame.
    @Test func aMissingEncoderNamesItsDebianPackage() throws {
        let place = try Place("video-missing-encoder")
        try Self.expectRefused(["--script", place.script, "--video", place.earlier], status: 1,
                               environment: ["KEYBOARDCHAT_TEST_MISSING_ENCODER": "x264enc"],
                               mentioning: ["\(place.earlier): cannot write MP4: GStreamer's H.264 encoder (x264enc) is missing; install the Debian package gstreamer1.0-plugins-ugly"])
        try Self.expectRefused(["--script", place.script, "--video", place.directory + "/clip.webm"], status: 1,
                               environment: ["KEYBOARDCHAT_TEST_MISSING_ENCODER": "webmmux"],
                               mentioning: ["WebM muxer (webmmux) is missing; install the Debian package gstreamer1.0-plugins-good"])
        place.expectUntouched()
    }

    /// A run that was killed while encoding left its scratch files beside the video; the next
    /// run removes them (a live run's stay), even one that then stops for a missing encoder.
    @Test func scratchFilesOfADeadRunAreRemoved() throws {
        let place = try Place("video-stale-scratch")
        let dead = try Recordings.deadProcessID()
        let stale = ["encoding", "muxing", "frames"].map { ".clip.mp4.\($0).\(dead).0A1B2C3D.partial" }
        let live = ".clip.mp4.encoding.\(getpid()).0A1B2C3D.partial"
        for name in stale + [live] { try Data("x".utf8).write(to: URL(fileURLWithPath: place.directory + "/" + name)) }
        try Self.expectRefused(["--script", place.script, "--video", place.earlier], status: 1,
                               environment: ["KEYBOARDCHAT_TEST_MISSING_ENCODER": "x264enc"], mentioning: ["x264enc"])
        #expect(Recordings.names(in: place.directory).filter { $0.hasSuffix(".partial") } == [live])
        try FileManager.default.removeItem(atPath: place.directory + "/" + live)
        place.expectUntouched()
    }

    /// SIGTERM while the video is being made: exit 128 + 15, the earlier video whole, no
    /// partial file (the encoder's and the muxer's scratch files included).
    @Test func sigtermMidVideoKeepsTheEarlierVideo() throws {
        let place = try Place("video-interrupted")
        let script = try writeScript(["tap input", "wait 60000", "quit"], in: place.directory, name: "long.txt")
        let display = try TestDisplay()
        let recording = place.directory + "/recording"
        let (process, drained) = try startApp(["--script", script, "--video", place.earlier, "--record", recording], display: display.name)
        defer { stopIfRunning(process) }
        _ = try Recordings.waitForStagedFrame("frame-0030.png", of: recording)
        #expect(!Recordings.partials(of: "clip.mp4", in: place.directory).isEmpty, "the video is not being written")
        process.terminate()
        process.waitUntilExit()
        let stderr = drained.text()
        #expect(process.terminationReason == .exit && process.terminationStatus == 128 + SIGTERM, "exit \(process.terminationStatus): \(stderr)")
        #expect(stderr.contains(place.earlier), "\(stderr)")
        place.expectUntouched()
    }
}
