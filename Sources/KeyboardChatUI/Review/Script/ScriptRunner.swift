import ChatDemoCore
import Foundation
import Keyboard
import OutputFiles

/// Plays a `--script` against the window, one step at a time, on the same frame clock as
/// everything else. What each step does is its entry's in `ScriptCommandEntry.all`, acting
/// through the window's real handlers (`ScriptTarget`); the runner only walks the steps,
/// keeps the waits and the held key, and reports a step that cannot act.
///
/// A `tap key` right after `tap input` waits for the keyboard: the step is tried again on each
/// frame until its key is on screen, at most until the keyboard stops moving. A step that cannot
/// act as written (`tap key q` while the keyboard is hidden, or on a layout without that key;
/// `tap jump` with no button) stops the script: the app names the line and the column of the
/// word that could not act, quits, and exits 2, so a broken review script never passes.
@MainActor
final class ScriptRunner {
    private let steps: [DemoScript.Step]
    /// The script's path, for messages.
    private let file: String
    private var next = 0
    private var resumeAt = 0.0
    /// Where a `hold key` step pressed and when it lets go. The steps after
    /// it go on while the key is held (`wait`, `screenshot` of the balloon).
    private var heldKey: (point: Point, releaseAt: Double)?

    init(_ steps: [DemoScript.Step], file: String) {
        self.steps = steps
        self.file = file
    }

    var isFinished: Bool { next >= steps.count }

    /// The lines of the steps that acted since the last `takeActedLines()`: what a recording's
    /// filmstrip marks (waits, screenshots and the quit act on nothing on screen).
    private var actedLines: [Int] = []

    func takeActedLines() -> [Int] {
        defer { actedLines.removeAll() }
        return actedLines
    }

    private static func acts(_ command: ScriptCommand) -> Bool {
        switch command {
        case .wait, .screenshot, .quit: false
        default: true
        }
    }

    /// Runs the steps due at `wallTime` against `window` (the frame's one reading of the clock).
    func advance(_ window: any ScriptTarget, wallTime: Double) {
        if let held = heldKey, wallTime >= held.releaseAt {
            window.usePointer(.release(held.point))
            heldKey = nil
        }
        while next < steps.count && wallTime >= resumeAt && !window.isPlayingScriptedDrag && !window.isMakingSteppedFrames {
            let step = steps[next]
            let outcome = step.command.perform(ScriptRun(target: window, wallTime: wallTime))
            switch outcome {
            case .comingUp, .refused: break
            default: if Self.acts(step.command) { actedLines.append(step.line) }
            }
            switch outcome {
            case .done:
                next += 1
            case .doneForThisFrame:
                next += 1
                return
            case .resume(let time):
                next += 1
                resumeAt = time
            case .hold(let point, let releaseAt):
                next += 1
                if let held = heldKey { window.usePointer(.release(held.point)) }
                window.usePointer(.press(point))
                heldKey = (point, releaseAt)
            case .comingUp:
                return  // This step again next frame (the keyboard further up, the stage paused).
            case .noted(let note):
                // Acted, though not as written: said, not failed (the exit status is unchanged).
                next += 1
                StandardError.write("keyboard-chat: \(file):\(step.line): \(note)\n")
            case .refused(let problem):
                next = steps.count
                window.quit(reporting: InputError(file: file, line: step.line, column: step.column, problem))
                return
            }
        }
        if isFinished && !window.isPlayingScriptedDrag && !window.isMakingSteppedFrames && heldKey == nil && window.isRecording && wallTime >= resumeAt {
            // A recording ends with its script.
            window.quit(reporting: nil)
        }
    }
}
