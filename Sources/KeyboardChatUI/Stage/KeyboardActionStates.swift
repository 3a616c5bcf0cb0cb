import CGtk
import ChatDemoCore

/// "Show keyboard" and "Hide keyboard" are each enabled only when they would do something, as
/// GNOME greys out a menu item that does not apply: with the keyboard up or rising, Show is
/// disabled and Hide enabled (Escape then reaches the field when there is nothing to hide);
/// with it down or going down, the other way round. They follow the keyboard's target state,
/// which changes at the show or hide, not at the end of the slide. With the attachment panel up
/// in the keyboard's place, both apply: Show swaps the keys in, Hide sends the panel down.
@MainActor
enum KeyboardActionStates {
    /// The (show, hide) enabled states last applied (nil before the first frame).
    private static var applied: (show: Bool, hide: Bool)?

    /// Applies the scene's keyboard state to the two actions if it changed since the last call.
    static func update(_ app: UnsafeMutablePointer<GtkApplication>, scene: ChatScene) {
        let shown = scene.keyboardIsWanted
        let wanted = (show: !shown || scene.isPanelDrawn, hide: shown)
        guard applied.map({ $0 != wanted }) ?? true else { return }
        applied = wanted
        setEnabled(app, DemoBehaviour.showKeyboard.actionName, wanted.show)
        setEnabled(app, DemoBehaviour.hideKeyboard.actionName, wanted.hide)
        HeaderReport.say("\(DemoBehaviour.showKeyboard.actionName) \(HeaderReport.isEnabled(DemoBehaviour.showKeyboard.actionName, in: app) ? "enabled" : "disabled"), "
            + "\(DemoBehaviour.hideKeyboard.actionName) \(HeaderReport.isEnabled(DemoBehaviour.hideKeyboard.actionName, in: app) ? "enabled" : "disabled")")
    }

    private static func setEnabled(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, _ enabled: Bool) {
        guard let action = g_action_map_lookup_action(checkedCast(app, to: .actionMap), name) else { return }
        g_simple_action_set_enabled(action, enabled ? 1 : 0)
    }
}
