import CGtk
import ChatDemoCore
import ChatLayout

/// `app.compare`: the menu's Compare With and the script's `compare` switch compare mode while
/// the app runs. The window's panes are built once, so the switch replaces the window: a new
/// one is built from the old one's configuration and live state (`ChatWindow.handOver`), put
/// where the old one was, and only then is the old one closed, so the application never finds
/// itself without a window. Every action reaches "the window" through `chatWindow`, so they all
/// act on the new one from then on.
extension DemoApplication {
    func installCompareAction(_ app: UnsafeMutablePointer<GtkApplication>) {
        Actions.addChoice(app, CompareWith.actionName, initial: CompareWith.state(configuration.comparedStrategies)) { [unowned self] value in
            self.switchCompare(to: value, app: app)
        }
    }

    private func switchCompare(to value: String, app: UnsafeMutablePointer<GtkApplication>) {
        guard let chat = chatWindow, !chat.isReplaced else { return }
        let current = CompareWith.state(chat.configuration.comparedStrategies)
        let strategies: [Strategy]
        do throws(CompareChoice.Problem) {
            strategies = try CompareWith.parse(value)
        } catch {
            return refuse(error.message, keeping: current, app: app)
        }
        guard strategies != chat.configuration.comparedStrategies else { return }
        if let refusal = chat.compareRefusal(strategies) { return refuse("compare: \(refusal)", keeping: current, app: app) }
        // The clock goes to the new window: running, as the new panes have no kept frames to show.
        chat.playhead.setPaused(false)
        let (next, carried) = chat.handOver(comparing: strategies)
        // Not inside the frame or the menu that asked: the old window finishes its frame first.
        addIdleCallback(.beforeRedraw) { [unowned self] in
            self.replaceWindow(chat, with: next, carrying: carried, app: app)
            return false
        }
    }

    private func refuse(_ message: String, keeping state: String, app: UnsafeMutablePointer<GtkApplication>) {
        StandardError.write("keyboard-chat: \(message)\n")
        Actions.setChoiceState(app, CompareWith.actionName, state)
    }

    func replaceWindow(_ old: ChatWindow, with next: DemoConfiguration, carrying carried: ChatWindow.CarriedState,
                               app: UnsafeMutablePointer<GtkApplication>) {
        guard let outputs, !old.isClosed else { return }
        var x: Int32 = 0, y: Int32 = 0
        gtk_window_get_position(checkedCast(old.window, to: GtkWindow.self), &x, &y)
        let toggles = [DemoBehaviour.debugOverlay.actionName, MotionReviewTool.onionSkin.actionName, MotionReviewTool.timeline.actionName]
            .filter { Self.isOn($0, in: app) }
        let chat = ChatWindow(app: app, configuration: next, outputs: outputs, carrying: carried)
        gtk_window_move(checkedCast(chat.window, to: GtkWindow.self), x, y)
        let theme = Self.choice(ThemeOption.actionName, in: app).flatMap(ThemeOption.init(rawValue:)) ?? configuration.theme
        // A recording refuses the switch (`compareRefusal`, `openingRefusal`), so the new window is never a recording's.
        install(chat, theme: theme, repeatable: false, replacing: old)
        if let shortcutsWindow {
            gtk_window_set_transient_for(checkedCast(shortcutsWindow, to: GtkWindow.self), checkedCast(chat.window, to: GtkWindow.self))
            releaseShortcuts(whenClosing: chat)
        }
        for name in toggles {
            switch name {
            case DemoBehaviour.debugOverlay.actionName: chat.toggleDebugOverlay(true)
            case MotionReviewTool.onionSkin.actionName: chat.review.setOnionSkin(true)
            default: chat.review.setTimelineShown(true)
            }
        }
        Actions.setToggleState(app, PlayheadCommand.pause.actionName, on: false)
        // For tests: the panes the new window has, and what each one's field holds (GTK's text).
        HeaderReport.say(chat.panes.strategiesAndFields)
    }

    private static func isOn(_ name: String, in app: UnsafeMutablePointer<GtkApplication>) -> Bool {
        guard let state = g_action_group_get_action_state(checkedCast(app, to: .actionGroup), name) else { return false }
        defer { g_variant_unref(state) }
        return g_variant_get_boolean(state) != 0
    }

    private static func choice(_ name: String, in app: UnsafeMutablePointer<GtkApplication>) -> String? {
        guard let state = g_action_group_get_action_state(checkedCast(app, to: .actionGroup), name) else { return nil }
        defer { g_variant_unref(state) }
        return String(cString: g_variant_get_string(state, nil))
    }
}
