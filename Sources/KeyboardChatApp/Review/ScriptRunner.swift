import CGtk
import ChatDemoCore
import Foundation

/// Plays a `--script` against the window, one step at a time, on the same
/// frame clock as everything else. Steps act through the window's real
/// handlers: `tap input` is the field's click handler, `tap key q` presses
/// the drawn key through the pointer path, `keyboard pinyin` activates the
/// same action as the menu.
///
/// A step that cannot act as written (`tap key q` while the keyboard is
/// hidden or not yet on screen, or on a layout without that key) stops the
/// script: the app says which line, quits, and exits 2, so a broken review
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

    func advance(_ window: ChatWindow, wallTime: Double) {
        if let held = heldKey, wallTime >= held.releaseAt {
            window.pointerUp(x: held.x, y: held.y)
            heldKey = nil
        }
        while next < steps.count && wallTime >= resumeAt && window.pointer.scripted == nil {
            let step = steps[next]
            next += 1
            if let problem = problem(with: step.command, in: window) {
                fail(InputError(file: file, line: step.line, problem), in: window)
                return
            }
            perform(step.command, in: window, wallTime: wallTime)
            // A screenshot is taken once this frame is painted: the steps after it wait
            // for the next frame, so it shows what the steps before it did and nothing more.
            if case .screenshot = step.command { return }
        }
        if isFinished && window.pointer.scripted == nil && heldKey == nil && window.recorder != nil && wallTime >= resumeAt {
            // A recording ends with its script.
            window.quitRequested = true
        }
    }

    /// Why `command` cannot act on the window as it is now, or nil.
    private func problem(with command: ScriptCommand, in window: ChatWindow) -> String? {
        let label: String, verb: String
        switch command {
        case .tapKey(let tapped): (label, verb) = (tapped, "tap")
        case .holdKey(let held, _): (label, verb) = (held, "hold")
        case .dragKeyboard:
            window.refreshFrame()
            guard let frame = window.currentFrame, window.scene.emojiGridCentre(in: frame) == nil else { return nil }
            return "drag keyboard: the emoji keyboard is not shown (use 'keyboard emoji' and 'tap input' first)"
        default: return nil
        }
        // The steps before this one in the same tick (`tap input`) may have
        // moved the keyboard, and on the first tick there is no frame yet:
        // judge (and aim at) this frame's keyboard.
        window.refreshFrame()
        guard let frame = window.currentFrame else { return nil }
        return window.scene.keyTapProblem(label: label, in: frame, verb: verb)
    }

    /// Reports a step that cannot act, skips the rest and quits with exit 2.
    private func fail(_ error: InputError, in window: ChatWindow) {
        StandardError.write("keyboard-chat: \(error)\n")
        DemoApplication.exitStatus = ExitStatus.badInput
        next = steps.count
        window.quitRequested = true
    }

    private func perform(_ command: ScriptCommand, in window: ChatWindow, wallTime: Double) {
        switch command {
        case .tapInput:
            window.inputBar.focus()
            window.inputBar.onActivateField()
        case .tapList:
            // Just under the navigation bar: always list, whatever the case.
            let point = (x: window.contentSize.width / 2, y: ChatScene.navigationBarHeight + 24)
            window.pointerDown(x: point.x, y: point.y)
            window.pointerUp(x: point.x, y: point.y)
        case .tapSend:
            gtk_button_clicked(checkedCast(window.inputBar.sendButton))
        case .tapKey(let label):
            // `problem(with:)` refreshed the frame and checked the key is there.
            guard let frame = window.currentFrame, let centre = window.scene.keyCentre(label: label, in: frame) else { return }
            window.pointerDown(x: centre.x, y: centre.y)
            window.pointerUp(x: centre.x, y: centre.y)
        case .holdKey(let label, let milliseconds):
            guard let frame = window.currentFrame, let centre = window.scene.keyCentre(label: label, in: frame) else { return }
            if let held = heldKey { window.pointerUp(x: held.x, y: held.y) }
            window.pointerDown(x: centre.x, y: centre.y)
            heldKey = (x: centre.x, y: centre.y, releaseAt: wallTime + Double(milliseconds) / 1000)
        case .type(let text):
            window.inputBar.insertAtCursor(text)
        case .send:
            window.inputBar.sendIfPossible()
        case .wait(let milliseconds):
            resumeAt = wallTime + Double(milliseconds) / 1000
        case .keyboard(let name):
            activate(window, "keyboard", g_variant_new_string(name))
        case .conversationCase(let name):
            activate(window, "case", g_variant_new_string(name))
        case .rotate:
            activate(window, "rotate", nil)
        case .escape:
            activate(window, "hide-keyboard", nil)
        case .drag(let dx, let dy, let milliseconds):
            guard let frame = window.currentFrame else { return }
            // Start in the list, a little above the bar, where a thumb would.
            let startY = max(ChatScene.navigationBarHeight + 20, Double(frame.barTop) - 120)
            let startX = window.contentSize.width / 2
            window.pointerDown(x: startX, y: startY)
            window.pointer.scripted = ScriptedDrag(startX: startX, startY: startY, dx: dx, dy: dy,
                                                   startWallTime: wallTime, duration: Double(milliseconds) / 1000)
        case .dragKeyboard(let dx, let milliseconds):
            // `problem(with:)` checked the emoji grid is up; start at its centre.
            guard let frame = window.currentFrame, let start = window.scene.emojiGridCentre(in: frame) else { return }
            window.pointerDown(x: start.x, y: start.y)
            window.pointer.scripted = ScriptedDrag(startX: start.x, startY: start.y, dx: dx, dy: 0,
                                                   startWallTime: wallTime, duration: Double(milliseconds) / 1000)
        case .screenshot(let path):
            window.requestScreenshot(path)
        case .slowMotion(let factor):
            window.setSlowMotion(factor)
        case .resize(let width, let height):
            gtk_window_resize(checkedCast(window.window), Int32(width), Int32(height))
        case .quit:
            window.quitRequested = true
        }
    }

    private func activate(_ window: ChatWindow, _ action: String, _ parameter: OpaquePointer?) {
        g_action_group_activate_action(checkedCast(window.app, to: .actionGroup), action, parameter)
    }
}
