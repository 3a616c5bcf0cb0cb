import Foundation
import RecordingMeasure
import Testing

/// `keyboard-chat measure` on an HEVC (H.265) recording, the codec an iPhone's screen recorder
/// writes by default. The machine decodes H.265 (`avdec_h265`, gstreamer1.0-libav) but has no
/// encoder for it, so the clip is committed: the dark phone of `MeasureSyntheticClipTests`, its
/// bar two frames late, encoded once by x265enc (`Fixtures/README.md` says how to make it again).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct MeasureHEVCTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/dark-two-frames-late.hevc.mp4").path

    /// The clip's frames: 90 at 60 fps, a show at 55 ms and a hide at 805 ms on the iOS curve,
    /// the bar two frames behind the keyboard.
    static func truth(_ phone: DrawnPhone) -> (times: [Double], positions: [(keyboardTop: Int, barBottom: Int)]) {
        let times = (0..<90).map { Double($0) * MeasureSyntheticClipTests.frameMs }
        return (times, phone.positions(times: times, platform: .ios, showMs: 55, hideMs: 805, lag: 2))
    }

    /// Writes the fixture where `KEYBOARDCHAT_MAKE_HEVC_FIXTURE` says, on a machine with x265enc.
    @Test func theFixtureIsAnHEVCStreamInAnMP4() throws {
        let phone = DrawnPhone(theme: .dark)
        if let target = ProcessInfo.processInfo.environment["KEYBOARDCHAT_MAKE_HEVC_FIXTURE"] {
            let (times, positions) = Self.truth(phone)
            try TimedClip.write(target, container: .mp4, codec: .h265, width: phone.width, height: phone.height, times: times) {
                phone.pixels(keyboardTop: positions[$0].keyboardTop, barBottom: positions[$0].barBottom)
            }
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.fixture))
        // An MP4's sample entry names its codec: "hvc1" or "hev1" for H.265, "avc1" for H.264.
        let names = ["hvc1", "hev1", "avc1"].filter { bytes.range(of: Data($0.utf8)) != nil }
        #expect(names == ["hvc1"] || names == ["hev1"], "sample entries found: \(names)")
    }

    @Test func anHEVCRecordingIsMeasuredToItsTruth() throws {
        let phone = DrawnPhone(theme: .dark)
        let (times, positions) = Self.truth(phone)
        let directory = try makeScratchDirectory("measure-hevc")
        let copy = directory + "/dark.mp4"
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: copy)
        let (result, rows) = try MeasureSyntheticClipTests.measure(copy)
        try #require(result.status == 0, "\(result.stderr)")
        #expect(rows.map(\.timeMilliseconds) == times.map { ($0 * 1000).rounded() / 1000 })
        MeasureSyntheticClipTests.expectTruth(rows, positions, phone: phone)
        #expect(result.stdout.components(separatedBy: "lag: 2 frames, 2 frames late").count == 3, "\(result.stdout)")
        #expect(result.stdout.components(separatedBy: "curve: ios, fit error").count == 3, "\(result.stdout)")
    }
}
