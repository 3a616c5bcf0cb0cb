import ChatDemoCore
import Foundation
import OutputFiles

/// Plays a `--script` against the window, one step at a time, on the same
/// frame clock as everything else. Steps act through the window's real
/// handlers: `tap input` is the field's click handler, `tap key q` presses
/// the drawn key through the pointer path, `keyboard pinyin` activates the
/// same action as the menu.
///
/// A `tap key` right after `tap input` waits for the keyboard: the step is
/// tried again on each frame until its key is on screen, at most until the
/// keyboard stops moving. A step that cannot act as written (`tap key q`
/// while the keyboard is hidden, or on a layout without that key; `tap jump`
/// with no button) stops the script: the app names the line and the column
/// of the word that could not act, quits, and exits 2, so a broken review
/// script never passes.
@MainActor
final class ScriptRunner {
    private let steps: [DemoScript.Step]
    /// The script's path, for messages.
    private let file: String
    private var next = 0
    private var resumeAt = 0.0
    /// Where a `hold key` step pressed and when it lets go. The steps after
    /// it go on while the key is held (`wait`, `screenshot` of the balloon).
    private var heldKey: (x: Double, y: Double, releaseAt: Double)?

    init(_ steps: [DemoScript.Step], file: String) {
        self.steps = steps
        self.file = file
    }

    var isFinished: Bool { next >= steps.count }

    /// Runs the steps due at `wallTime` against `window` (the frame's one reading of the clock).
    func advance(_ window: any ScriptTarget, wallTime: Double) {
        if let held = heldKey, wallTime >= held.releaseAt {
            window.pointerUp(x: held.x, y: held.y)
            heldKey = nil
        }
        while next < steps.count && wallTime >= resumeAt && !window.isPlayingScriptedDrag {
            let step = steps[next]
            switch readiness(of: step.command, in: window) {
            case .ready:
                break
            case .comingUp:
                return  // This step again next frame, with the keyboard further up.
            case .refused(let problem):
                next = steps.count
                window.reportScriptFailure(InputError(file: file, line: step.line, column: step.column, problem),
                                           status: ExitStatus.badInput)
                return
            }
            next += 1
            perform(step.command, in: window, wallTime: wallTime)
            // A screenshot is taken once this frame is painted: the steps after it wait
            // for the next frame, so it shows what the steps before it did and nothing more.
            if case .screenshot = step.command { return }
        }
        if isFinished && !window.isPlayingScriptedDrag && heldKey == nil && window.isRecording && wallTime >= resumeAt {
            // A recording ends with its script.
            window.requestQuit()
        }
    }

    /// Whether `command` can act on the window as it is now, must wait for the keyboard, or
    /// cannot act (and why).
    private func readiness(of command: ScriptCommand, in window: any ScriptTarget) -> KeyTapReadiness {
        let label: String, verb: String
        switch command {
        case .tapKey(let tapped): (label, verb) = (tapped, "tap")
        case .holdKey(let held, _): (label, verb) = (held, "hold")
        case .tapJumpToLatest:
            guard let frame = window.refreshedFrame(), frame.jumpToLatest == nil else { return .ready }
            return .refused("tap jump: the jump-to-latest button is not shown (it appears once the chat's end is out of sight, e.g. after 'drag list 0 400 300')")
        case .dragKeyboard:
            guard let frame = window.refreshedFrame(), window.emojiGridCentre(in: frame) == nil else { return .ready }
            return .refused("drag keyboard: the emoji keyboard is not shown (use '\(KeyboardChoice.actionName) \(KeyboardChoice.emoji.rawValue)' and 'tap input' first)")
        default: return .ready
        }
        // The steps before this one in the same tick (`tap input`) may have
        // moved the keyboard, and on the first tick there is no frame yet:
        // judge (and aim at) this frame's keyboard.
        guard let frame = window.refreshedFrame() else { return .comingUp }
        return window.keyTapReadiness(label: label, in: frame, verb: verb)
    }

    private func perform(_ command: ScriptCommand, in window: any ScriptTarget, wallTime: Double) {
        switch command {
        case .tapInput:
            window.clickInputField()
        case .tapList:
            // Just under the navigation bar: always list, whatever the case.
            let point = (x: window.stageWidth / 2, y: ChatScene.navigationBarHeight + 24)
            window.pointerDown(x: point.x, y: point.y)
            window.pointerUp(x: point.x, y: point.y)
        case .tapSend:
            window.clickSendButton()
        case .tapJumpToLatest:
            // `problem(with:)` refreshed the frame and checked the button is there.
            guard let centre = window.refreshedFrame()?.jumpToLatest?.centre else { return }
            window.pointerDown(x: centre.x, y: centre.y)
            window.pointerUp(x: centre.x, y: centre.y)
        case .tapKey(let label):
            // `problem(with:)` refreshed the frame and checked the key is there.
            guard let frame = window.refreshedFrame(), let centre = window.keyCentre(label: label, in: frame) else { return }
            window.pointerDown(x: centre.x, y: centre.y)
            window.pointerUp(x: centre.x, y: centre.y)
        case .holdKey(let label, let milliseconds):
            guard let frame = window.refreshedFrame(), let centre = window.keyCentre(label: label, in: frame) else { return }
            if let held = heldKey { window.pointerUp(x: held.x, y: held.y) }
            window.pointerDown(x: centre.x, y: centre.y)
            heldKey = (x: centre.x, y: centre.y, releaseAt: wallTime + Double(milliseconds) / 1000)
        case .type(let text):
            window.typeIntoField(text)
        case .send:
            window.sendFromField()
        case .wait(let milliseconds):
            resumeAt = wallTime + Double(milliseconds) / 1000
        case .keyboard(let choice):
            choose(window, choice)
        case .strategy(let choice):
            choose(window, choice)
        case .conversationCase(let choice):
            choose(window, choice)
        case .rotate:
            window.activateAction(DemoBehaviour.rotate.actionName, parameter: nil)
        case .escape:
            window.activateAction(DemoBehaviour.hideKeyboard.actionName, parameter: nil)
        case .panel(.toggle):
            window.activateAction(DemoBehaviour.attachmentPanel.actionName, parameter: nil)
        case .panel(let request):
            window.applyPanel(request)
        case .drag(let dx, let dy, let milliseconds):
            guard let frame = window.refreshedFrame() else { return }
            // Start in the list, a little above the bar, where a thumb would.
            let startY = max(ChatScene.navigationBarHeight + 20, Double(frame.barTop) - 120)
            let startX = window.stageWidth / 2
            window.pointerDown(x: startX, y: startY)
            window.startScriptedDrag(ScriptedDrag(startX: startX, startY: startY, dx: dx, dy: dy,
                                                  startWallTime: wallTime, duration: Double(milliseconds) / 1000))
        case .dragKeyboard(let dx, let milliseconds):
            // `problem(with:)` checked the emoji grid is up; start at its centre.
            guard let frame = window.refreshedFrame(), let start = window.emojiGridCentre(in: frame) else { return }
            window.pointerDown(x: start.x, y: start.y)
            window.startScriptedDrag(ScriptedDrag(startX: start.x, startY: start.y, dx: dx, dy: 0,
                                                  startWallTime: wallTime, duration: Double(milliseconds) / 1000))
        case .screenshot(let path):
            window.requestScreenshot(path)
        case .slowMotion(let factor):
            window.setSlowMotion(factor)
        case .overlay(let on):
            window.setToggle(DemoBehaviour.debugOverlay.actionName, on: on)
        case .receiveStream(let text, let milliseconds):
            window.receiveStreamingReply(text, milliseconds: milliseconds)
        case .resize(let width, let height):
            window.resizeWindow(width: width, height: height)
        case .quit:
            window.requestQuit()
        }
    }

    /// Runs the choice's action, as its menu item or button would.
    private func choose<Choice: DemoChoice>(_ window: any ScriptTarget, _ choice: Choice) {
        window.activateAction(Choice.actionName, parameter: choice.rawValue)
    }
}
