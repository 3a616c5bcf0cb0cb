import ChatLayout
import Testing
@testable import ChatDemoCore

/// `pause`, `resume`, `step N` and `seek MS`: what they ask of the window, and when the steps
/// after them run.
@MainActor
@Suite struct ScriptPlayheadCommandTests {
    private func target(paused: Bool = false) -> RecordingScriptTarget {
        let target = RecordingScriptTarget(frame: nil)
        target.isPaused = paused
        return target
    }

    /// The frame `pause` runs in is the one frozen, so the steps after it wait for the next frame;
    /// `resume` likewise lets the next frame (the one after the frozen) come first.
    @Test func pauseAndResumeEndTheFramesSteps() {
        let target = target()
        #expect(target.perform(.pause) == (.doneForThisFrame, [.setPaused(true)]))
        #expect(target.perform(.pause) == (.done, []))
        #expect(target.perform(.resume) == (.doneForThisFrame, [.setPaused(false)]))
        #expect(target.perform(.resume) == (.done, []))
    }

    /// Playing, a step or a seek pauses first and acts in the next frame, on the frozen one.
    @Test func aStepWhilePlayingPausesFirst() {
        let target = target()
        #expect(target.perform(.step(frames: 3)) == (.comingUp, [.setPaused(true)]))
        #expect(target.perform(.step(frames: 3)) == (.done, [.stepPlayhead(3)]))
        let seeking = self.target()
        #expect(seeking.perform(.seek(milliseconds: 500)) == (.comingUp, [.setPaused(true)]))
        #expect(seeking.perform(.seek(milliseconds: 500)) == (.done, [.seekPlayhead(30)]))
    }

    /// Beyond what can be shown: brought to the edge, and noted (not refused).
    @Test func stepsAndSeeksBeyondTheKeptFramesAreNoted() {
        let target = target(paused: true)
        target.kept = 40...100
        #expect(target.perform(.step(frames: -100)) == (.noted("'step -100' stopped at frame 40, the oldest frame kept"), [.stepPlayhead(-100)]))
        #expect(target.perform(.step(frames: 5)) == (.done, [.stepPlayhead(5)]))
        #expect(target.perform(.seek(milliseconds: 2000))
                == (.noted("'seek 2000' (frame 120) showed frame 100, the nearest frame kept"), [.seekPlayhead(120)]))
        #expect(target.perform(.seek(milliseconds: 100)) == (.noted("'seek 100' (frame 6) showed frame 40, the nearest frame kept"), [.seekPlayhead(6)]))
        #expect(target.perform(.seek(milliseconds: 1000)) == (.done, [.seekPlayhead(60)]))
    }

    @Test func theLinesParse() throws {
        let script = try DemoScript.parse("pause\nstep -10\nstep 3\nseek 1250\nresume\n", file: "s.txt")
        #expect(script.steps.map(\.command) == [.pause, .step(frames: -10), .step(frames: 3), .seek(milliseconds: 1250), .resume])
    }

    /// `seek -5`: exit 2 with the line, the column and the bad value, like every bad duration.
    @Test(arguments: [
        ("seek -5", 6, "expected a duration of 0…"), ("seek", 1, "'seek' takes one time in milliseconds"),
        ("step", 1, "'step' takes a whole number of frames"), ("step 1.5", 6, "got '1.5'"),
        ("step two", 6, "got 'two'"), ("pause now", 7, "pause"), ("step 2000000", 6, "at most 1000000"),
    ])
    func badValuesNameTheLineAndTheWord(line: String, column: Int, message: String) {
        #expect {
            _ = try DemoScript.parse("tap input\n\(line)\n", file: "s.txt")
        } throws: { error in
            let text = "\(error)"
            return text.hasPrefix("s.txt:2:\(column): ") && text.contains(message)
        }
    }
}
