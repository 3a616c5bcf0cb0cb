import CGtk

/// The app's one native file chooser (`GtkFileChooserNative`: the desktop's own dialog through
/// its portal when there is one, GTK's otherwise), run modally over a window. Saving confirms
/// before it replaces a file. "Save Session as Script…", "Export Video…", "Save Profile…" and
/// "Load Profile…" each describe theirs and get back the path the user accepted.
@MainActor
enum FileChooser {
    /// Whether the chooser names a new file or picks an existing one.
    enum Purpose {
        case save
        case open
    }

    /// One entry of the chooser's file-type menu: `name` shown, files matching `pattern` (or
    /// one of `morePatterns`) listed.
    struct Filter: Equatable {
        let name: String
        let pattern: String
        var morePatterns: [String] = []
    }

    /// What the user accepted: the path, and which of the offered filters was chosen (its index
    /// in `filters`; nil when none was offered or GTK reports none).
    struct Choice: Equatable {
        let path: String
        let filterIndex: Int?
    }

    /// Runs a chooser titled `title` over `parent` until it is answered. `folder` and `name`
    /// are where it starts and, when saving, the name it proposes. Nil when it is cancelled.
    static func run(title: String, parent: UnsafeMutablePointer<GtkWidget>, purpose: Purpose, acceptLabel: String,
                    filters: [Filter] = [], folder: String? = nil, name: String? = nil) -> Choice? {
        let (chooser, offered) = make(title: title, parent: parent, purpose: purpose, acceptLabel: acceptLabel,
                                      filters: filters, folder: folder, name: name)
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        let dialog = checkedCast(untyped: UnsafeMutableRawPointer(chooser), to: GtkNativeDialog.self)
        return choice(of: dialog, response: gtk_native_dialog_run(dialog), offered: offered)
    }

    /// As `run`, without a main loop of its own: the chooser shows, modal over `parent`, and
    /// `answer` gets what the user accepted (nil when cancelled) from its "response". For a menu
    /// item: the item's own event ends before the chooser runs, so nothing of that event reaches
    /// a widget the chooser's loop has hidden meanwhile.
    static func show(title: String, parent: UnsafeMutablePointer<GtkWidget>, purpose: Purpose, acceptLabel: String,
                     filters: [Filter] = [], answer: @escaping @MainActor (Choice?) -> Void) {
        let (chooser, offered) = make(title: title, parent: parent, purpose: purpose, acceptLabel: acceptLabel,
                                      filters: filters, folder: nil, name: nil)
        let dialog = checkedCast(untyped: UnsafeMutableRawPointer(chooser), to: GtkNativeDialog.self)
        gtk_native_dialog_set_modal(dialog, 1)
        connectWithArgument(UnsafeMutableRawPointer(chooser), "response") { response in
            // The signal's gint arrives in a pointer-sized argument: its low 32 bits.
            let id = Int32(truncatingIfNeeded: Int(bitPattern: response))
            let chosen = choice(of: dialog, response: id, offered: offered)
            gtk_native_dialog_destroy(dialog)
            g_object_unref(UnsafeMutableRawPointer(chooser))
            answer(chosen)
        }
        gtk_native_dialog_show(dialog)
    }

    /// A new chooser (the caller's reference) and the filters it offers.
    private static func make(title: String, parent: UnsafeMutablePointer<GtkWidget>, purpose: Purpose, acceptLabel: String,
                             filters: [Filter], folder: String?, name: String?)
        -> (chooser: OpaquePointer, offered: [OpaquePointer]) {
        let action = purpose == .save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN
        let chooser = gtk_file_chooser_native_new(title, checkedCast(parent, to: GtkWindow.self), action, acceptLabel, "_Cancel")!
        let dialog = checkedCast(untyped: UnsafeMutableRawPointer(chooser), to: GtkNativeDialog.self)
        let fileChooser = checkedCast(dialog, to: .fileChooser)
        if purpose == .save { gtk_file_chooser_set_do_overwrite_confirmation(fileChooser, 1) }
        // The chooser owns the filters (it sinks their floating references); these pointers
        // only identify the one chosen.
        let offered = filters.map { filter in
            let gtkFilter = gtk_file_filter_new()!
            gtk_file_filter_set_name(gtkFilter, filter.name)
            for pattern in [filter.pattern] + filter.morePatterns { gtk_file_filter_add_pattern(gtkFilter, pattern) }
            gtk_file_chooser_add_filter(fileChooser, gtkFilter)
            return gtkFilter
        }
        if let folder { gtk_file_chooser_set_current_folder(fileChooser, folder) }
        if let name { gtk_file_chooser_set_current_name(fileChooser, name) }
        return (chooser, offered)
    }

    /// What `response` accepted: the path and the filter chosen; nil unless it is Accept.
    private static func choice(of dialog: UnsafeMutablePointer<GtkNativeDialog>, response: Int32,
                               offered: [OpaquePointer]) -> Choice? {
        let fileChooser = checkedCast(dialog, to: .fileChooser)
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let chosenName = gtk_file_chooser_get_filename(fileChooser) else { return nil }
        let path = String(cString: chosenName)
        g_free(chosenName)
        let chosenFilter = offered.isEmpty ? nil : gtk_file_chooser_get_filter(fileChooser)
        return Choice(path: path, filterIndex: chosenFilter.flatMap { offered.firstIndex(of: $0) })
    }
}

extension GtkNativeDialog: GObjectInstance { package static var gType: GType { gtk_native_dialog_get_type() } }
extension GObjectInterface {
    static var fileChooser: Self { Self(gType: gtk_file_chooser_get_type()) }
}
