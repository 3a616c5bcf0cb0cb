import CGtk

/// GtkApplication actions, so menus, buttons and accelerators share one
/// implementation, as GTK intends. Every activation is noted in the live session
/// (`LiveSession`), which "Save session as script…" writes.
@MainActor
enum Actions {
    /// A plain action such as `app.rotate`.
    static func add(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String,
                    accelerators: [String] = [], _ handler: @escaping VoidHandler) {
        let action = g_simple_action_new(name, nil)!
        connectWithArgument(UnsafeMutableRawPointer(action), "activate") { _ in
            LiveSession.shared.noteAction(name, parameter: nil, on: nil)
            handler()
        }
        register(app, action, name, accelerators)
    }

    /// A boolean toggle such as `app.slow-motion`, shown with a check mark.
    static func addToggle(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, initial: Bool,
                          accelerators: [String] = [], _ handler: @escaping @MainActor (Bool) -> Void) {
        let action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(initial ? 1 : 0))!
        connectWithArgument(UnsafeMutableRawPointer(action), "activate") { _ in
            let state = g_action_get_state(action)!
            let on = g_variant_get_boolean(state) == 0
            g_variant_unref(state)
            g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
            LiveSession.shared.noteAction(name, parameter: nil, on: on)
            handler(on)
        }
        register(app, action, name, accelerators)
    }

    /// A radio choice such as `app.strategy::inset`: one string state.
    static func addChoice(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, initial: String,
                          accelerators: [String: [String]] = [:], _ handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new_stateful(name, type, g_variant_new_string(initial))!
        connectWithArgument(UnsafeMutableRawPointer(action), "activate") { parameter in
            guard let parameter else { return }
                        let value = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            g_simple_action_set_state(action, g_variant_new_string(value))
            LiveSession.shared.noteAction(name, parameter: value, on: nil)
            handler(value)
        }
        register(app, action, name, [])
        for (value, keys) in accelerators {
            setAccelerators(app, "app.\(name)::\(value)", keys)
        }
    }

    /// An action that takes a string and keeps no state, such as `app.open-recent-profile`
    /// with a file's path (each menu item carries its own).
    static func addTakingString(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String,
                                _ handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        let action = g_simple_action_new(name, type)!
        connectWithArgument(UnsafeMutableRawPointer(action), "activate") { parameter in
            guard let parameter else { return }
            let value = String(cString: g_variant_get_string(OpaquePointer(parameter), nil))
            LiveSession.shared.noteAction(name, parameter: value, on: nil)
            handler(value)
        }
        register(app, action, name, [])
    }

    /// Activates the application's action `name` with a string, as a menu item carrying it would.
    static func activate(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, parameter: String) {
        g_action_group_activate_action(checkedCast(app, to: .actionGroup), name, g_variant_new_string(parameter))
    }

    /// Moves a radio action's state without running its handler (when the
    /// app changes it, e.g. the globe key switching layouts).
    static func setChoiceState(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, _ value: String) {
        guard let action = g_action_map_lookup_action(checkedCast(app, to: .actionMap), name) else { return }
        g_simple_action_set_state(action, g_variant_new_string(value))
    }

    /// Moves a toggle action's state (its check mark) without running its handler: when the app
    /// changes it itself (a script's `pause`, a step, a slow-motion preset, the timeline's window
    /// closed).
    static func setToggleState(_ app: UnsafeMutablePointer<GtkApplication>, _ name: String, on: Bool) {
        guard let action = g_action_map_lookup_action(checkedCast(app, to: .actionMap), name) else { return }
        g_simple_action_set_state(action, g_variant_new_boolean(on ? 1 : 0))
    }

    private static func register(_ app: UnsafeMutablePointer<GtkApplication>, _ action: OpaquePointer,
                                 _ name: String, _ accelerators: [String]) {
        g_action_map_add_action(checkedCast(app, to: .actionMap), action)
        g_object_unref(UnsafeMutableRawPointer(action))
        if !accelerators.isEmpty { setAccelerators(app, "app.\(name)", accelerators) }
    }

    private static func setAccelerators(_ app: UnsafeMutablePointer<GtkApplication>, _ detailedName: String, _ keys: [String]) {
        var cStrings = keys.map { strdup($0) } + [nil]
        defer { cStrings.forEach { free($0) } }
        cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(app, detailedName, $0)
            }
        }
    }
}
