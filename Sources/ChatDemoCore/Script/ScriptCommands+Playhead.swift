import OutputFiles

/// The playhead's commands: `pause`, `resume`, `step N` and `seek MS`, so a script can stop a
/// motion, step through it both ways and `screenshot` any of its frames.
///
/// `pause` freezes on the frame made in the frame it runs in; `step` and `seek` pause first when
/// the stage plays (and act in the next frame, on the frame then presented). While paused the
/// script's own time goes on: a `wait` counts wall time, paused or not, though nothing on the
/// stage moves. A step or seek beyond what can be shown is brought to its edge and said on
/// standard error with the line (not an error: the run's status is unchanged).
extension ScriptCommandEntry {
    static let pause = ScriptCommandEntry("pause") { line throws(InputError) in
        try line.expectNoArguments()
        return (.pause, line.name)
    } perform: { command, run in
        guard command == .pause else { return nil }
        guard !run.target.isPaused else { return .done }
        run.target.setPaused(true)
        // The frame this one makes is the one frozen: the next steps act on it.
        return .doneForThisFrame
    }

    static let resume = ScriptCommandEntry("resume") { line throws(InputError) in
        try line.expectNoArguments()
        return (.resume, line.name)
    } perform: { command, run in
        guard command == .resume else { return nil }
        guard run.target.isPaused else { return .done }
        run.target.setPaused(false)
        // The next frame is the one after the frozen frame; the next steps act there.
        return .doneForThisFrame
    }

    static let step = ScriptCommandEntry("step N") { line throws(InputError) in
        let usage = "'step' takes a whole number of frames (negative: back), got"
        if let wrong = line.misplaced(taking: 1) { throw line.fail("'step' takes a whole number of frames (negative: back)", at: wrong) }
        let word = line.words[1]
        guard let frames = Int(word.text), abs(frames) <= maximumStep else {
            throw line.fail("\(usage) '\(line.shown(word))' (at most \(maximumStep) either way)", at: word)
        }
        return (.step(frames: frames), line.name)
    } perform: { command, run in
        guard case .step(let frames) = command else { return nil }
        guard run.target.isPaused else { return pauseFirst(run) }
        guard let target = run.target.stepPlayhead(by: frames) else { return .done }
        guard target.wasClamped else { return .done }
        let edge = frames < 0 ? "the oldest frame kept" : "as many new frames as are kept"
        return .noted("'step \(frames)' stopped at frame \(target.frame), \(edge)")
    }

    static let seek = ScriptCommandEntry("seek MS") { line throws(InputError) in
        if let wrong = line.misplaced(taking: 1) { throw line.fail("'seek' takes one time in milliseconds of the recording", at: wrong) }
        return (.seek(milliseconds: try line.milliseconds(line.words[1])), line.name)
    } perform: { command, run in
        guard case .seek(let milliseconds) = command else { return nil }
        guard run.target.isPaused else { return pauseFirst(run) }
        let frame = PlayheadTarget.frame(atMilliseconds: milliseconds, step: run.target.frameStep)
        guard let target = run.target.seekPlayhead(toFrame: frame) else { return .done }
        guard target.wasClamped else { return .done }
        return .noted("'seek \(milliseconds)' (frame \(frame)) showed frame \(target.frame), the nearest frame kept")
    }

    /// The most frames one `step` may name: far more than a history keeps, so a big step clamps
    /// (and says so) rather than failing.
    static let maximumStep = 1_000_000

    /// A step or seek while playing: pause (the frame this one makes is frozen) and act next frame.
    @MainActor
    private static func pauseFirst(_ run: ScriptRun) -> ScriptStepOutcome {
        run.target.setPaused(true)
        return .comingUp
    }
}
