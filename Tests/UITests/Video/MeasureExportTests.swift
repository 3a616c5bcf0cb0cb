import ChatDemoCore
import Foundation
import RecordingMeasure
import Testing

/// `keyboard-chat measure` on the app's own MP4 exports, whose `--trace` is the truth: the
/// keyboard's top and the bar's bottom in every frame, the bar's lag in every motion, and the
/// platform whose curve the keyboard ran.
@Suite(.serialized, .onItsOwnThread(minutes: 15))
struct MeasureExportTests {
    /// The stage's input bar at rest, in the video's pixels at scale 1: the rows the measurer
    /// takes as the bar. With fewer than four of them above the keyboard the bar is out of sight.
    static let barHeight = 64

    struct Variant: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let platform: Platform
        var testDescription: String { name }
    }

    static let variants = [
        Variant(name: "three-case", arguments: [], platform: .ios),
        Variant(name: "naive", arguments: ["--strategy", "naive"], platform: .ios),
        Variant(name: "always", arguments: ["--strategy", "always"], platform: .ios),
        Variant(name: "android", arguments: ["--platform", "android"], platform: .android),
        Variant(name: "linux-phone", arguments: ["--platform", "linux-phone"], platform: .linuxPhone),
    ]

    @Test(arguments: variants)
    func measuresTheAppsOwnExportAsItsTraceSays(variant: Variant) throws {
        let directory = try makeScratchDirectory("measure-\(variant.name)")
        let script = try writeScript(["wait 100", "tap input", "wait 700", "escape", "wait 700", "quit"], in: directory)
        let display = try TestDisplay()
        let made = try runApp(variant.arguments + ["--script", script, "--video", directory + "/clip.mp4", "--trace", directory + "/trace.csv"],
                              display: display.name, timeout: 300)
        try #require(made.status == 0, "\(made.stderr)")
        let measured = try runApp(["measure", directory + "/clip.mp4", "--csv", directory + "/measured.csv"], timeout: 300)
        try #require(measured.status == 0, "\(measured.stderr)")

        let rows = try Self.rows(directory + "/measured.csv")
        let height = rows[0].keyboardTop
        // The trace is in window coordinates, the video is the stage: the header bar is the offset.
        let trace = try Self.rows(directory + "/trace.csv")
        let offset = trace[0].keyboardTop - height
        let truth = trace.map { row in
            let top = row.keyboardTop - offset, bottom = row.barBottom! - offset
            let inSight = top - (bottom - Self.barHeight) >= 4
            return MeasuredRow(frame: row.frame, timeMilliseconds: row.timeMilliseconds, keyboardTop: top, barBottom: inSight ? bottom : nil)
        }
        #expect(rows.count == truth.count)
        var keyboardClose = 0, barClose = 0
        for (mine, true_) in zip(rows, truth) {
            #expect(abs(mine.keyboardTop - true_.keyboardTop) <= 3, "frame \(mine.frame): keyboard \(mine.keyboardTop), truth \(true_.keyboardTop)")
            if abs(mine.keyboardTop - true_.keyboardTop) <= 1 { keyboardClose += 1 }
            if let bar = mine.barBottom, let trueBar = true_.barBottom {
                #expect(abs(bar - trueBar) <= 3, "frame \(mine.frame): bar \(bar), truth \(trueBar)")
                if abs(bar - trueBar) <= 1 { barClose += 1 }
                // The gap's sign: a visible gap is negative, a covered bar positive.
                if abs(trueBar - true_.keyboardTop) > 3 { #expect((bar - mine.keyboardTop).signum() == (trueBar - true_.keyboardTop).signum()) }
            } else {
                #expect(mine.barBottom == true_.barBottom, "frame \(mine.frame): bar \(String(describing: mine.barBottom)), truth \(String(describing: true_.barBottom))")
                if mine.barBottom == true_.barBottom { barClose += 1 }
            }
        }
        #expect(keyboardClose * 100 >= rows.count * 95, "\(keyboardClose) of \(rows.count) keyboard tops within 1 px")
        #expect(barClose * 100 >= rows.count * 95, "\(barClose) of \(rows.count) bar bottoms within 1 px")

        let motions = Motion.all(in: rows, height: height), trueMotions = Motion.all(in: truth, height: height)
        #expect(motions.map(\.kind) == [.show, .hide])
        #expect(motions.map(\.kind) == trueMotions.map(\.kind))
        for (motion, trueMotion) in zip(motions, trueMotions) {
            #expect(FollowVerdict.lag(motion) == FollowVerdict.lag(trueMotion), "\(motion.kind)")
            #expect(FollowVerdict(motion) == FollowVerdict(trueMotion), "\(motion.kind)")
            #expect(CurveFit(motion).best.platform == variant.platform, "\(motion.kind): \(CurveFit(motion).best)")
        }
        #expect(measured.stdout.contains("show 1: from frame"), "\(measured.stdout)")
    }

    /// The same export as WebM (VP9, from the app) and as MOV (the MP4's H.264 put in a
    /// QuickTime file) is read to the same rows as the MP4, within 1 px.
    @Test func webmAndMovAreReadAsTheMP4Is() throws {
        let directory = try makeScratchDirectory("measure-containers")
        let script = try writeScript(["wait 100", "tap input", "wait 700", "escape", "wait 700", "quit"], in: directory)
        let display = try TestDisplay()
        for ext in ["mp4", "webm"] {
            let made = try runApp(["--platform", "android", "--script", script, "--video", directory + "/clip." + ext],
                                  display: display.name, timeout: 300)
            try #require(made.status == 0, "\(made.stderr)")
        }
        let remuxed = try runCommand(URL(fileURLWithPath: "/usr/bin/gst-launch-1.0"),
                                     ["-q", "filesrc", "location=\(directory)/clip.mp4", "!", "qtdemux", "!", "qtmux", "!",
                                      "filesink", "location=\(directory)/clip.mov"])
        try #require(remuxed.status == 0, "\(remuxed.stderr)")
        var measured: [String: [MeasuredRow]] = [:]
        for ext in ["mp4", "webm", "mov"] {
            let result = try runApp(["measure", directory + "/clip." + ext, "--csv", directory + "/\(ext).csv"], timeout: 300)
            try #require(result.status == 0, "\(ext): \(result.stderr)")
            #expect(result.stdout.contains("curve: android, fit error"), "\(ext): \(result.stdout)")
            measured[ext] = try Self.rows(directory + "/\(ext).csv")
        }
        let mp4 = measured["mp4"]!
        for ext in ["webm", "mov"] {
            let other = measured[ext]!
            #expect(other.count == mp4.count, "\(ext)")
            for (a, b) in zip(mp4, other) {
                #expect(abs(a.keyboardTop - b.keyboardTop) <= 1, "\(ext) frame \(a.frame): \(b.keyboardTop), MP4 \(a.keyboardTop)")
                #expect(abs((a.barBottom ?? -100) - (b.barBottom ?? -100)) <= 1, "\(ext) frame \(a.frame)")
            }
        }
    }

    /// The CSV's first four columns (the trace's and the measurer's share them).
    static func rows(_ path: String) throws -> [MeasuredRow] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst()
        return try lines.map { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count >= 4, let frame = Int(fields[0]), let time = Double(fields[1]), let top = Int(fields[2]) else {
                throw TestFailure("\(path): a row that is not frame,time_ms,keyboard_top,bar_bottom: \(line)")
            }
            return MeasuredRow(frame: frame, timeMilliseconds: time, keyboardTop: top, barBottom: Int(fields[3]))
        }
    }
}
