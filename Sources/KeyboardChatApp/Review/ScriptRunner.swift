import CGtk
import ChatDemoCore
import Foundation

/// Plays a `--script` against the window, one step at a time, on the same
/// frame clock as everything else. Steps act through the window's real
/// handlers: `tap input` is the field's click handler, `tap key q` presses
/// the drawn key through the pointer path, `keyboard pinyin` activates the
/// same action as the menu.
@MainActor
final class ScriptRunner {
    private let steps: [DemoScript.Step]
    private var next = 0
    private var resumeAt = 0.0

    init(_ steps: [DemoScript.Step]) {
        self.steps = steps
    }

    var isFinished: Bool { next >= steps.count }

    func advance(_ window: ChatWindow, wallTime: Double) {
        while next < steps.count && wallTime >= resumeAt && window.pointer.scripted == nil {
            let step = steps[next]
            next += 1
            perform(step.command, in: window, wallTime: wallTime)
        }
        if isFinished && window.pointer.scripted == nil && window.recorder != nil && wallTime >= resumeAt {
            // A recording ends with its script.
            window.quitRequested = true
        }
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
            gtk_button_clicked(upcast(window.inputBar.sendButton))
        case .tapKey(let label):
            guard let frame = window.currentFrame, let centre = window.scene.keyCentre(label: label, in: frame) else {
                FileHandle.standardError.write(Data("keyboard-chat: script: no key labelled '\(label)' on the current keyboard\n".utf8))
                return
            }
            window.pointerDown(x: centre.x, y: centre.y)
            window.pointerUp(x: centre.x, y: centre.y)
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
        case .screenshot(let path):
            window.refreshFrame()
            do {
                try FrameRecorder.writePNG(of: window.overlay, to: path)
            } catch {
                FileHandle.standardError.write(Data("keyboard-chat: \(error)\n".utf8))
                DemoApplication.exitStatus = ExitStatus.runtimeFailure
            }
        case .slowMotion(let factor):
            window.setSlowMotion(factor)
        case .resize(let width, let height):
            gtk_window_resize(upcast(window.window), Int32(width), Int32(height))
        case .quit:
            window.quitRequested = true
        }
    }

    private func activate(_ window: ChatWindow, _ action: String, _ parameter: OpaquePointer?) {
        g_action_group_activate_action(OpaquePointer(window.app), action, parameter)
    }
}
