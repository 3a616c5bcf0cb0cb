import RecordingMeasure
import Testing

/// `--open`'s one clock: which decoded frame shows at a stage time, given where the recording's
/// first motion starts and when the simulated pane's will-show came.
struct RecordingClockTests {
    /// 60 fps as an MP4 stamps it: 16 666 667 ns a frame, rounded to the nanosecond.
    static func mp4Times(count: Int) -> [Double] {
        (0..<count).map { Double(($0 * 1_000_000_000 + 30) / 60) / 1_000_000 }
    }

    @Test func beforeTheSimulatedWillShowTheRestFrameShows() {
        let clock = RecordingClock(frameTimes: [100, 116.7, 133.3], willShowMilliseconds: 100)
        #expect(clock.frame(at: 0, simulatedWillShow: nil) == 0)
        #expect(clock.frame(at: 99, simulatedWillShow: nil) == 0)
        #expect(clock.recordingMilliseconds(at: 5, simulatedWillShow: nil) == nil)
    }

    @Test func theRecordingsWillShowFrameShowsAtTheSimulatedWillShow() {
        let clock = RecordingClock(frameTimes: [100, 116.7, 133.3, 150], willShowMilliseconds: 100)
        #expect(clock.frame(at: 2.0, simulatedWillShow: 2.0) == 0)
        #expect(clock.frame(at: 2.0167, simulatedWillShow: 2.0) == 1)
        #expect(clock.frame(at: 2.0163, simulatedWillShow: 2.0) == 1, "within the stamps' tolerance")
        #expect(clock.frame(at: 2.0160, simulatedWillShow: 2.0) == 0)
        #expect(clock.frame(at: 2.0334, simulatedWillShow: 2.0) == 2)
        #expect(clock.frame(at: 2.05, simulatedWillShow: 2.0) == 3)
        // Long past the end: the last frame stays.
        #expect(clock.frame(at: 60, simulatedWillShow: 2.0) == 3)
        // Before the first kept frame (a will-show long after the stage's time): the first.
        #expect(clock.frame(at: 1.0, simulatedWillShow: 2.0) == 0)
    }

    /// Frame k after the will-show shows exactly k stage frames after it, although the stage's
    /// times (sums of 1/60 s) and the MP4's rounded stamps differ by a fraction of a microsecond.
    @Test func eachStageFrameAfterTheWillShowShowsTheNextRecordedFrame() {
        let times = Array(Self.mp4Times(count: 120).dropFirst(20))
        let clock = RecordingClock(frameTimes: times, willShowMilliseconds: times[0])
        let willShow = 3.25
        var stageTime = willShow
        for step in 0..<times.count {
            #expect(clock.frame(at: stageTime, simulatedWillShow: willShow) == step, "step \(step)")
            stageTime += 1.0 / 60
        }
    }

    /// A variable frame rate: a frame shows from its own stamp until the next one's.
    @Test func aVariableFrameRateShowsEachFrameForItsOwnSpan() {
        let clock = RecordingClock(frameTimes: [0, 10, 40, 45, 100], willShowMilliseconds: 10)
        let expected = [(0.0, 1), (0.029, 1), (0.030, 2), (0.0344, 2), (0.035, 3), (0.089, 3), (0.09, 4)]
        for (sinceWillShow, frame) in expected {
            #expect(clock.frame(at: 7 + sinceWillShow, simulatedWillShow: 7) == frame, "\(sinceWillShow) s")
        }
    }

    @Test func theFirstMotionOfMeasuredRowsGivesTheWillShowAndTheRestFrame() throws {
        let rows = [(700, 700), (700, 700), (700, 700), (650, 650), (500, 500), (500, 500)].enumerated().map { index, place in
            MeasuredRow(frame: index, timeMilliseconds: Double(index) * 20, keyboardTop: place.0, barBottom: place.1)
        }
        let motion = try #require(RecordingClock.firstMotion(in: rows, height: 700))
        #expect(motion.kind == .show)
        #expect(motion.restBefore.frame == 2)
        #expect(motion.firstMoving.frame == 3)
        #expect(motion.firstMoving.timeMilliseconds == 60)
        #expect(RecordingClock.firstMotion(in: Array(rows.prefix(3)), height: 700) == nil)
    }
}
