import ChatDemoCore
import RecordingMeasure
import Testing

/// A keyboard that vanishes for a frame or two while up is a keyboard the measurer lost; one
/// that goes down and comes back later is a hide and a show.
struct KeyboardDropoutTests {
    static func rows(_ tops: [Int], frameMs: Double = 1000.0 / 60) -> [MeasuredRow] {
        tops.enumerated().map { MeasuredRow(frame: $0, timeMilliseconds: Double($0) * frameMs, keyboardTop: $1, barBottom: nil) }
    }

    @Test func aKeyboardGoneForAFrameWhileUpIsADropout() {
        let rows = Self.rows([400, 400, 380, 330, 400, 320, 300, 300])
        let dropout = KeyboardDropout.first(in: rows, height: 400)
        #expect(dropout == KeyboardDropout(gone: rows[4], back: rows[5]))
        #expect(dropout?.explanation.hasPrefix("the keyboard's band vanishes at frame 4 (66.7 ms) and is back 16.7 ms later: ") == true,
                "\(String(describing: dropout?.explanation))")
    }

    /// Back 150 ms after the last frame that had it is still a dropout; later is a new show.
    @Test func theRestTimeSeparatesADropoutFromAHideAndAShow() {
        let within = Self.rows([400, 300, 400, 400, 300], frameMs: 50)
        #expect(KeyboardDropout.first(in: within, height: 400) == KeyboardDropout(gone: within[2], back: within[4]))
        let later = Self.rows([400, 300, 400, 400, 400, 300], frameMs: 50)
        #expect(KeyboardDropout.first(in: later, height: 400) == nil)
    }

    /// Every platform's show and hide, at any lag, has none.
    @Test(arguments: [Platform.ios, .android, .androidResize, .linuxPhone])
    func thePlatformsShowsAndHidesHaveNone(platform: Platform) {
        #expect(KeyboardDropout.first(in: MotionAnalysisTests.rows(platform, lag: 2), height: MotionAnalysisTests.height) == nil)
    }
}
