import ChatDemoCore
import Foundation
import RecordingMeasure
import Testing
import VideoExport

/// `keyboard-chat measure` on synthetic recordings made here as real H.264 files (`DrawnPhone`'s
/// frames through the app's own `VideoWriter`, or `TimedClip` for chosen time stamps and MOV),
/// whose truth is known: the keyboard's top and the bar's bottom in every frame.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct MeasureSyntheticClipTests {
    static let frameMs = 1000.0 / 60

    /// Writes the phone's frames at `positions` as a 60 fps MP4 through `VideoWriter`.
    static func writeMP4(_ path: String, phone: DrawnPhone, positions: [(keyboardTop: Int, barBottom: Int)],
                         scroll: (Int) -> Int = { _ in 0 }) throws {
        let writer = try VideoWriter(path: path, frameRate: 60)
        for (index, position) in positions.enumerated() {
            let bytes = phone.pixels(keyboardTop: position.keyboardTop, barBottom: position.barBottom, scroll: scroll(index))
            try bytes.withUnsafeBytes {
                try writer.add(VideoFrame(pixels: $0.baseAddress!, width: phone.width, height: phone.height, stride: phone.width * 4))
            }
        }
        try writer.commit()
    }

    /// Measures `path` with the real binary; the CSV's rows and what it printed.
    static func measure(_ path: String, environment: [String: String] = [:]) throws -> (result: CommandResult, rows: [MeasuredRow]) {
        let csv = path + ".csv"
        let result = try runApp(["measure", path, "--csv", csv], environment: environment, timeout: 120)
        guard result.status == 0 else { return (result, []) }
        return (result, try MeasureExportTests.rows(csv))
    }

    /// Every measured keyboard top within 1 px of the truth, and every bar bottom where at least
    /// four of the bar's rows show; where three to five show, the bar may be found or not
    /// (4:2:0 chroma blurs the keyboard's top edge by a row).
    static func expectTruth(_ rows: [MeasuredRow], _ truth: [(keyboardTop: Int, barBottom: Int)], phone: DrawnPhone,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(rows.count == truth.count, sourceLocation: sourceLocation)
        for (row, true_) in zip(rows, truth) {
            #expect(abs(row.keyboardTop - true_.keyboardTop) <= 1, "frame \(row.frame): keyboard \(row.keyboardTop), truth \(true_.keyboardTop)",
                    sourceLocation: sourceLocation)
            let visibleRows = true_.keyboardTop - (true_.barBottom - phone.barHeight)
            if let bar = row.barBottom {
                #expect(visibleRows >= 3, "frame \(row.frame): bar found at \(bar) with \(visibleRows) rows in sight", sourceLocation: sourceLocation)
                #expect(abs(bar - true_.barBottom) <= 1, "frame \(row.frame): bar \(bar), truth \(true_.barBottom)", sourceLocation: sourceLocation)
            } else {
                #expect(visibleRows <= 5, "frame \(row.frame): no bar, but \(visibleRows) of its rows show", sourceLocation: sourceLocation)
            }
        }
    }

    /// A dark recording whose bar trails the keyboard by two frames says so, for the show and the hide.
    @Test func aDarkRecordingWithTheBarTwoFramesLateSaysSo() throws {
        let directory = try makeScratchDirectory("measure-dark-late")
        let phone = DrawnPhone(theme: .dark)
        let times = (0..<90).map { Double($0) * Self.frameMs }
        let truth = phone.positions(times: times, platform: .ios, showMs: 55, hideMs: 805, lag: 2)
        try Self.writeMP4(directory + "/dark.mp4", phone: phone, positions: truth)
        let (result, rows) = try Self.measure(directory + "/dark.mp4")
        try #require(result.status == 0, "\(result.stderr)")
        Self.expectTruth(rows, truth, phone: phone)
        #expect(result.stdout.components(separatedBy: "lag: 2 frames, 2 frames late").count == 3, "\(result.stdout)")
        #expect(result.stdout.contains("show 1: from frame 4 at 66.7 ms"), "\(result.stdout)")
        #expect(result.stdout.contains("hide 1:"), "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "curve: ios, fit error").count == 3, "\(result.stdout)")
    }

    struct Look: CustomTestStringConvertible, Sendable {
        let theme: DrawnPhone.Theme
        let platform: Platform
        let lag: Int
        let verdict: String
        var testDescription: String { theme.name }
    }

    static let looks = [
        Look(theme: .colouredKeyboard, platform: .android, lag: 0, verdict: "lag: 0 frames, follows in the same frame"),
        Look(theme: .lightBarOnTint, platform: .ios, lag: 1, verdict: "lag: 1 frame, 1 frame late"),
    ]

    @Test(arguments: looks)
    func otherColoursAreFoundAsTheDefaultOnesAre(look: Look) throws {
        let directory = try makeScratchDirectory("measure-colours")
        let phone = DrawnPhone(theme: look.theme)
        let times = (0..<48).map { Double($0) * Self.frameMs }
        let truth = phone.positions(times: times, platform: look.platform, showMs: 55, lag: look.lag)
        try Self.writeMP4(directory + "/clip.mp4", phone: phone, positions: truth)
        let (result, rows) = try Self.measure(directory + "/clip.mp4")
        try #require(result.status == 0, "\(result.stderr)")
        Self.expectTruth(rows, truth, phone: phone)
        #expect(result.stdout.contains(look.verdict), "\(result.stdout)")
        #expect(result.stdout.contains("curve: \(look.platform.rawValue), fit error"), "\(result.stdout)")
    }

    /// A phone's recorder stamps frames as they come: 16, 17, 33 and 8 ms apart in turn. The
    /// CSV gives each frame the time the file gives it, and the fit takes each at that time.
    @Test func aVariableFrameRateKeepsEachFramesTime() throws {
        let directory = try makeScratchDirectory("measure-vfr")
        let phone = DrawnPhone(theme: .dark)
        let steps = [16.0, 17, 33, 8]
        var times = [0.0]
        while times.count < 60 { times.append(times.last! + steps[(times.count - 1) % steps.count]) }
        let truth = phone.positions(times: times, platform: .android, showMs: 90)
        try TimedClip.write(directory + "/vfr.mp4", container: .mp4, width: phone.width, height: phone.height, times: times) {
            phone.pixels(keyboardTop: truth[$0].keyboardTop, barBottom: truth[$0].barBottom)
        }
        let (result, rows) = try Self.measure(directory + "/vfr.mp4")
        try #require(result.status == 0, "\(result.stderr)")
        #expect(rows.map(\.timeMilliseconds) == times)
        Self.expectTruth(rows, truth, phone: phone)
        #expect(result.stdout.contains("curve: android, fit error"), "\(result.stdout)")
        #expect(result.stdout.contains("lag: 0 frames, follows in the same frame"), "\(result.stdout)")
    }

    /// The same H.264 frames in a QuickTime file (qtmux, as an iPhone's recorder writes) and in
    /// an MP4 are read to the same rows and the same summary.
    @Test func anH264MovIsMeasuredAsTheMP4Is() throws {
        let directory = try makeScratchDirectory("measure-mov")
        let phone = DrawnPhone(theme: .colouredKeyboard)
        let times = (0..<48).map { Double($0) * Self.frameMs }
        let truth = phone.positions(times: times, platform: .ios, showMs: 55)
        var measured: [TimedClip.Container: (result: CommandResult, rows: [MeasuredRow])] = [:]
        for container in [TimedClip.Container.mp4, .mov] {
            let path = directory + "/clip." + (container == .mp4 ? "mp4" : "mov")
            try TimedClip.write(path, container: container, width: phone.width, height: phone.height, times: times) {
                phone.pixels(keyboardTop: truth[$0].keyboardTop, barBottom: truth[$0].barBottom)
            }
            measured[container] = try Self.measure(path)
            try #require(measured[container]!.result.status == 0, "\(container): \(measured[container]!.result.stderr)")
        }
        let mov = measured[.mov]!, mp4 = measured[.mp4]!
        Self.expectTruth(mov.rows, truth, phone: phone)
        #expect(mov.rows == mp4.rows)
        #expect(mov.result.stdout == mp4.result.stdout)
        #expect(mov.result.stdout.contains("curve: ios, fit error"), "\(mov.result.stdout)")
    }

    /// Every H.264 decoder GStreamer might pick, ranked out of `decodebin`'s reach: the real clip
    /// is then a recording no installed decoder reads.
    static let withoutH264Decoders = ["GST_PLUGIN_FEATURE_RANK": ["avdec_h264", "openh264dec", "vaapih264dec", "vah264dec", "v4l2h264dec",
                                                                  "v4l2slh264dec", "nvh264dec", "nvh264sldec", "msdkh264dec"]
        .map { "\($0):NONE" }.joined(separator: ",")]

    @Test func aRecordingNoInstalledDecoderReadsNamesTheFileAndTheDecoder() throws {
        let directory = try makeScratchDirectory("measure-no-decoder")
        let phone = DrawnPhone(theme: .dark)
        let truth = phone.positions(times: (0..<12).map { Double($0) * Self.frameMs }, platform: .ios, showMs: 55)
        let path = directory + "/clip.mp4"
        try Self.writeMP4(path, phone: phone, positions: truth)
        let (result, _) = try Self.measure(path, environment: Self.withoutH264Decoders)
        #expect(result.status == 2)
        #expect(result.stderr == "keyboard-chat: \(path): no installed GStreamer decoder reads its H.264 video\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path + ".csv"))
    }
}

extension MeasureSyntheticClipTests {
    /// A keyboard at 70 % opacity over a list that scrolls two rows a frame: its band's colour
    /// changes with the bubbles under it, so it is found in some frames, too low in others and
    /// not at all in the rest. The measurer says so and exits 2, with no CSV and no summary,
    /// rather than report a curve and a gap it never saw.
    @Test(arguments: [DrawnPhone.Theme.dark, .colouredKeyboard, .lightBarOnTint])
    func aTranslucentKeyboardOverScrollingContentFailsClearly(theme: DrawnPhone.Theme) throws {
        let directory = try makeScratchDirectory("measure-translucent")
        var phone = DrawnPhone(theme: theme)
        phone.keyboardOpacity = 0.7
        let truth = phone.positions(times: (0..<60).map { Double($0) * Self.frameMs }, platform: .ios, showMs: 55)
        let path = directory + "/translucent.mp4"
        try Self.writeMP4(path, phone: phone, positions: truth, scroll: { $0 * 2 })
        let (result, _) = try Self.measure(path)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("keyboard-chat: \(path): the keyboard's band vanishes at frame "), "\(result.stderr)")
        #expect(result.stderr.contains("as a translucent keyboard over moving content does"), "\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: path + ".csv"))
    }
}

extension DrawnPhone.Theme: CustomTestStringConvertible {
    var testDescription: String { name }
}
