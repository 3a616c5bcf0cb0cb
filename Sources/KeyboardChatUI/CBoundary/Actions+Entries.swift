import CGtk
import ChatDemoCore

/// The actions of the enums that name every choice and menu entry
/// (`DemoChoice`, `DemoBehaviour`, `DesktopCommand`): the action's name and
/// its accelerators come from the enum, so nothing here spells a choice.
extension Actions {
    /// `app.NAME::VALUE` for every value of `Choice`, bound to each value's
    /// accelerator; `handler` gets the chosen value.
    static func addChoice<Choice: DemoChoice>(_ app: UnsafeMutablePointer<GtkApplication>, _: Choice.Type, initial: String,
                                              _ handler: @escaping @MainActor (Choice) -> Void) {
        let keys = Choice.allCases.compactMap { choice in choice.accelerator.map { (choice.rawValue, [$0]) } }
        addChoice(app, Choice.actionName, initial: initial, accelerators: Dictionary(uniqueKeysWithValues: keys)) { value in
            if let choice = Choice(rawValue: value) { handler(choice) }
        }
    }

    /// A plain action with the entry's accelerator (`app.rotate`, `app.quit`).
    static func add(_ app: UnsafeMutablePointer<GtkApplication>, _ behaviour: DemoBehaviour, _ handler: @escaping VoidHandler) {
        add(app, behaviour.actionName, accelerators: behaviour.accelerator.map { [$0] } ?? [], handler)
    }

    static func add(_ app: UnsafeMutablePointer<GtkApplication>, _ command: DesktopCommand, _ handler: @escaping VoidHandler) {
        add(app, command.actionName, accelerators: command.accelerator.map { [$0] } ?? [], handler)
    }

    /// A toggle with the behaviour's accelerator (`app.slow-motion`).
    static func addToggle(_ app: UnsafeMutablePointer<GtkApplication>, _ behaviour: DemoBehaviour, initial: Bool,
                          _ handler: @escaping @MainActor (Bool) -> Void) {
        addToggle(app, behaviour.actionName, initial: initial, accelerators: behaviour.accelerator.map { [$0] } ?? [], handler)
    }
}
