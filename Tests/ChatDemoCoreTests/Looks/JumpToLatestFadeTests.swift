import Curves
import Keyboard
import Testing
@testable import ChatDemoCore

/// The jump-to-latest button fades in over 150 ms when the reader leaves the end, out when the
/// list follows its end again, and is never wanted while the list follows its end on its own.
@Suite struct JumpToLatestFadeTests {
    static let button = JumpToLatest(frame: Rect(x: 342, y: 744, width: 36, height: 36))
    static let barTop = 792.0

    /// The worked example: wanted from t = 1, the opacity is 0 at 1, one half at 1.075 (ease in
    /// and out is symmetric) and 1 from 1.15; each frame's value is the curve's.
    @Test func fadesInOverTheDurationOnTheEaseInOutCurve() {
        var fade = JumpToLatestFade()
        #expect(fade.update(candidate: nil, isFollowingEnd: false, barTop: Self.barTop, at: 0.5).opacity == 0)
        for step in 0...12 {
            let time = 1 + Double(step) / 60
            let result = fade.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: time)
            let expected = AnimationCurve.easeInOut.progress(at: time - 1, duration: JumpToLatestFade.duration)
            #expect(abs(result.opacity - expected) < 1e-9, "at \(time)")
            #expect(result.wanted == Self.button)
            #expect((result.drawn != nil) == (result.opacity > 0))
        }
        #expect(abs(fade.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: 1.075).opacity - 0.5) < 1e-9)
        #expect(fade.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: 1.15).opacity == 1)
        #expect(!fade.isAnimating(at: 1.15))
    }

    /// While the list follows its end (a send gliding in, a reply pinned), the geometry may
    /// place the button but it is not wanted: the opacity stays 0 in every frame, no flash.
    @Test func neverWantedWhileTheListFollowsItsEnd() {
        var fade = JumpToLatestFade()
        for step in 0..<30 {
            let result = fade.update(candidate: Self.button, isFollowingEnd: true, barTop: Self.barTop, at: Double(step) / 60)
            #expect(result.wanted == nil && result.drawn == nil && result.opacity == 0)
        }
    }

    /// Unwanted again, it fades out where it was, riding the bar's top (here the bar rises
    /// while it fades), takes no taps, and is gone after the fade. A tap fades it out from the
    /// tap's time, not the next frame's.
    @Test func fadesOutRidingTheBarAndTakesNoTaps() {
        var fade = JumpToLatestFade()
        _ = fade.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: 0)
        #expect(fade.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: 1).opacity == 1)
        // Unwanted from the frame at 1.05: the fade out starts there, from full opacity.
        let starting = fade.update(candidate: nil, isFollowingEnd: true, barTop: 600, at: 1.05)
        #expect(starting.wanted == nil && starting.opacity == 1)
        let fading = fade.update(candidate: nil, isFollowingEnd: true, barTop: 501, at: 1.125)
        #expect(abs(fading.opacity - 0.5) < 1e-9)
        #expect(fading.drawn?.frame == Rect(x: 342, y: 501 - 12 - 36, width: 36, height: 36))
        let gone = fade.update(candidate: nil, isFollowingEnd: true, barTop: 501, at: 1.2)
        #expect(gone.opacity == 0 && gone.drawn == nil)
        var tapped = JumpToLatestFade()
        _ = tapped.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: 0)
        _ = tapped.update(candidate: Self.button, isFollowingEnd: false, barTop: Self.barTop, at: 1)
        tapped.dismiss(at: 1.01)
        let afterTap = tapped.update(candidate: nil, isFollowingEnd: true, barTop: Self.barTop, at: 1.085)
        #expect(abs(afterTap.opacity - 0.5) < 1e-9)
    }
}
