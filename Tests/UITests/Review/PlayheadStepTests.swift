import ChatDemoCore
import Foundation
import Testing

/// Pausing mid-motion and stepping both ways shows, pixel for pixel, the frames a `--record` of
/// the same motion has at those indices: stepping forward past the frozen frame makes the film's
/// next frames, stepping back shows kept frames exactly as presented, a seek shows the frame of
/// its time, and resuming goes on as if the run had never paused.
///
/// Each case runs twice under `--record` (fixed 1/60 s frames): the plain motion, then the same
/// motion with the review commands and a screenshot after each. The review run's own film numbers
/// its frames as the stage does and holds every frame once (the frames a step makes too), so it
/// has no mark of the pause: the frame paused on is the plain film's frame its screenshot shows.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct PlayheadStepTests {
    /// A motion to pause in, and where to seek in it.
    struct Motion: CustomTestStringConvertible, Sendable {
        let name: String
        /// The steps up to the pause (the pause comes right after them, mid-motion).
        let lines: [String]
        let seekMilliseconds: Int
        var testDescription: String { name }
    }

    static let motions = [
        Motion(name: "show", lines: ["tap input", "wait 200"], seekMilliseconds: 50),
        Motion(name: "hide", lines: ["tap input", "wait 700", "escape", "wait 100"], seekMilliseconds: 750),
        Motion(name: "interruption", lines: ["tap input", "wait 120", "escape", "wait 60"], seekMilliseconds: 150),
        Motion(name: "pinyin", lines: ["tap input", "wait 700", "keyboard pinyin", "wait 60"], seekMilliseconds: 750),
    ]

    /// Three-case alone, and compare mode (three-case beside inset).
    static let modes: [[String]] = [["--strategy", "three-case"], ["--compare", "three-case,inset"]]

    static let forward = 5, back = 8

    @Test(arguments: motions, modes)
    func stepsAndSeeksShowTheRecordedFrames(motion: Motion, mode: [String]) throws {
        let directory = try makeScratchDirectory("playhead-\(motion.name)-\(mode[0].dropFirst(2))")
        let arguments = mode + ["--case", "some"]
        let clean = try Self.record(motion.lines + ["wait 400", "quit"], arguments: arguments, in: directory, name: "clean")
        let review = try Self.record(motion.lines + [
            "pause", "screenshot \(directory)/paused.png",
            "step \(Self.forward)", "screenshot \(directory)/forward.png",
            "step -\(Self.forward)", "screenshot \(directory)/back-again.png",
            "step -\(Self.back)", "screenshot \(directory)/back.png",
            "seek \(motion.seekMilliseconds)", "screenshot \(directory)/seek.png",
            "resume", "wait 200", "quit",
        ], arguments: arguments, in: directory, name: "review")
        #expect(review.stderr.isEmpty, "\(review.stderr)")
        let filmed = try Self.filmedFrames(review.folder)
        #expect(filmed == Array(0..<filmed.count), "frames missing or repeated: \(filmed)")
        // The frame paused on: mid-motion, the one frame of the plain film that looks like it.
        let pausedImage = try PixelImage(contentsOf: "\(directory)/paused.png")
        let paused = try #require(try Self.filmedFrames(clean.folder).first { frame in
            try PixelImage(contentsOf: String(format: "%@/frame-%04d.png", clean.folder, frame)).difference(from: pausedImage) == nil
        }, "no frame of the plain film is the paused screenshot")
        let seek = PlayheadTarget.frame(atMilliseconds: motion.seekMilliseconds, step: 1.0 / 60)
        let expected = [("paused", paused), ("forward", paused + Self.forward), ("back-again", paused),
                        ("back", paused - Self.back), ("seek", seek)]
        for (shot, frame) in expected {
            let image = try PixelImage(contentsOf: "\(directory)/\(shot).png")
            let recorded = try PixelImage(contentsOf: String(format: "%@/frame-%04d.png", clean.folder, frame))
            #expect(image.difference(from: recorded) == nil, "\(shot).png against the film's frame \(frame)")
        }
        // Mid-motion: the frames shown differ (else equal pictures would prove nothing).
        #expect(try PixelImage(contentsOf: "\(directory)/back.png").difference(from: pausedImage) != nil)
        #expect(try PixelImage(contentsOf: "\(directory)/forward.png").difference(from: pausedImage) != nil)
        // The frames the step made and, resumed, the frames after them are a run never paused's:
        // the same pictures.
        let after = filmed.filter { $0 > paused }
        #expect(after.first == paused + 1 && after.count >= 10 + Self.forward, "\(filmed)")
        for frame in after.prefix(10 + Self.forward) {
            let name = String(format: "frame-%04d.png", frame)
            let own = try PixelImage(contentsOf: review.folder + "/" + name)
            #expect(own.difference(from: try PixelImage(contentsOf: clean.folder + "/" + name)) == nil, "\(name) after resuming")
        }
    }

    /// The frame numbers of a recording's trace (its first column, one pane or several).
    static func filmedFrames(_ folder: String) throws -> [Int] {
        try String(contentsOfFile: folder + "/trace.csv", encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            try #require(Int(line.prefix { $0 != "," }), "\(line)")
        }
    }

    /// A recording's folder and what the run said on stderr.
    struct Recorded {
        let folder: String
        let stderr: String
    }

    static func record(_ lines: [String], arguments: [String], in directory: String, name: String,
                       environment: [String: String] = [:]) throws -> Recorded {
        let script = try writeScript(lines, in: directory, name: "\(name).txt")
        let display = try arguments.contains("--compare")
            ? TestDisplay(width: CompareModeTests.wideScreen.width, height: CompareModeTests.wideScreen.height) : TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let folder = directory + "/" + name
        let result = try runApp(arguments + ["--script", script, "--record", folder], display: display.name,
                                environment: settings.merging(environment) { $1 }, timeout: 240)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(name): \(result.stderr)")
        return Recorded(folder: folder, stderr: result.stderr)
    }
}
