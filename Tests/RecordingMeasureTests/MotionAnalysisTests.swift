import ChatDemoCore
import Foundation
import RecordingMeasure
import Testing

/// Motions, lags, verdicts and fitted curves of keyboard tops made from the platforms' own curves.
struct MotionAnalysisTests {
    static let height = 400
    static let keyboardHeight = 150.0

    /// Keyboard tops of a show at 60 fps that starts `startMs` into frame 3, moving as `platform`
    /// does, then a hide 60 frames later; the bar follows `lag` frames behind.
    static func rows(_ platform: Platform, lag: Int = 0, startMs: Double = 5) -> [MeasuredRow] {
        let motion = platform.profile.keyboardMotion
        let frames = 120
        let tops: [Int] = (0..<frames).map { index in
            let time = Double(index) / 60 - (3.0 / 60 + startMs / 1000)
            let hideTime = time - 1.0
            let shown = hideTime > 0 ? 1 - motion.progress(at: hideTime) : motion.progress(at: time)
            return height - Int((keyboardHeight * shown).rounded())
        }
        return (0..<frames).map { index in
            MeasuredRow(frame: index, timeMilliseconds: Double(index) * 1000 / 60, keyboardTop: tops[index],
                        barBottom: tops[max(0, index - lag)])
        }
    }

    @Test func aShowAndAHideAreTwoMotions() {
        let motions = Motion.all(in: Self.rows(.android), height: Self.height)
        #expect(motions.map(\.kind) == [.show, .hide])
        #expect(motions[0].firstMoving.frame == 4)
    }

    @Test(arguments: [Platform.ios, .android, .androidResize, .linuxPhone])
    func theBestFittingCurveIsThePlatformsOwn(platform: Platform) {
        for motion in Motion.all(in: Self.rows(platform), height: Self.height) {
            let fit = CurveFit(motion)
            #expect(fit.best.platform == platform, "\(motion.kind): \(fit.best)")
            #expect(fit.best.errorPixels <= 0.6, "\(motion.kind): \(fit.best)")
        }
    }

    /// A phone's recorder drops frames when busy: frames 11, 22 and 36 ms apart in turn. The fit
    /// takes each frame at its own time, so Android's curve is still found.
    @Test func aVariableFrameRateIsFittedAtEachFramesOwnTime() {
        let steps = [11.0, 22.0, 36.0]
        var time = 0.0
        let motion = Platform.android.profile.keyboardMotion
        let rows = (0..<60).map { index in
            defer { time += steps[index % steps.count] }
            let shown = motion.progress(at: time / 1000 - 0.05)
            return MeasuredRow(frame: index, timeMilliseconds: time,
                               keyboardTop: Self.height - Int((Self.keyboardHeight * shown).rounded()), barBottom: nil)
        }
        let motions = Motion.all(in: rows, height: Self.height)
        #expect(motions.map(\.kind) == [.show])
        let fit = CurveFit(motions[0])
        #expect(fit.best.platform == .android, "\(fit.best)")
        #expect(fit.best.errorPixels <= 0.6, "\(fit.best)")
    }

    @Test func aSlowerCurveIsNoneWithinTwoPixelsWithItsDuration() {
        // Android's curve over 600 ms instead of 285.
        let rows = (0..<80).map { index in
            let time = Double(index) / 60 - 0.05
            let shown = time >= 0.6 ? 1 : (time <= 0 ? 0 : Platform.androidImeCurve.solve(time / 0.6))
            return MeasuredRow(frame: index, timeMilliseconds: Double(index) * 1000 / 60,
                               keyboardTop: Self.height - Int((Self.keyboardHeight * shown).rounded()), barBottom: nil)
        }
        let fit = CurveFit(Motion.all(in: rows, height: Self.height)[0])
        #expect(fit.best.errorPixels > CurveFit.namingLimitPixels)
        #expect(fit.bestDuration?.platform == .android)
        #expect(fit.bestDuration.map { abs($0.seconds - 0.6) <= 0.01 } == true, "\(String(describing: fit.bestDuration))")
    }

    @Test(arguments: [0, 1, 2, 4])
    func theLagIsTheFramesTheBarTrails(lag: Int) {
        for motion in Motion.all(in: Self.rows(.ios, lag: lag), height: Self.height) {
            #expect(FollowVerdict.lag(motion) == lag)
            #expect(FollowVerdict(motion) == (lag == 0 ? .sameFrame : .late(frames: lag)))
        }
    }

    @Test func aBarThatMovesOnceAtTheEndJumps() {
        let rows = Self.rows(.androidResize).map { row in
            MeasuredRow(frame: row.frame, timeMilliseconds: row.timeMilliseconds, keyboardTop: row.keyboardTop,
                        barBottom: row.keyboardTop == Self.height - Int(Self.keyboardHeight) ? row.keyboardTop : Self.height)
        }
        let motion = Motion.all(in: rows, height: Self.height)[0]
        #expect(FollowVerdict(motion) == .jumps)
        #expect(FollowVerdict(motion).text == "jumps")
    }

    @Test func theVerdictsReadAsThePrototypeSaysThem() {
        #expect(FollowVerdict.sameFrame.text == "follows in the same frame")
        #expect(FollowVerdict.late(frames: 2).text == "2 frames late")
        #expect(FollowVerdict.late(frames: 1).text == "1 frame late")
    }

    @Test func theReportNamesEachMotion() {
        let text = MeasureReport.text(rows: Self.rows(.android, lag: 2), height: Self.height)
        #expect(text.contains("show 1: from frame 4 at 66.7 ms"), "\(text)")
        #expect(text.contains("hide 1:"), "\(text)")
        #expect(text.contains("lag: 2 frames, 2 frames late"), "\(text)")
        #expect(text.contains("curve: android, fit error"), "\(text)")
    }
}

/// A synthetic dark recording whose bar trails the keyboard by two frames, measured from its
/// drawn frames, reports "2 frames late".
struct LateBarRecordingTests {
    @Test func aDarkRecordingWithTheBarTwoFramesLateReportsIt() {
        var phone = SyntheticPhone()
        phone.theme = .dark
        let tops = MotionAnalysisTests.rows(.ios, lag: 2).prefix(50).map { row in
            (keyboardTop: row.keyboardTop, barBottom: row.barBottom!)
        }
        let rows = phone.measure(Array(tops))
        #expect(rows.map(\.keyboardTop) == tops.map(\.keyboardTop))
        // Fewer than four rows of the bar in sight is no bar.
        #expect(rows.map(\.barBottom) == tops.map { $0.keyboardTop - ($0.barBottom - phone.barHeight) >= 4 ? $0.barBottom : nil })
        let text = MeasureReport.text(rows: rows, height: phone.height)
        #expect(text.contains("2 frames late"), "\(text)")
    }
}
