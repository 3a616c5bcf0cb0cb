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
        let action = purpose == .save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN
        let chooser = gtk_file_chooser_native_new(title, checkedCast(parent, to: GtkWindow.self), action, acceptLabel, "_Cancel")!
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
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
        let response = gtk_native_dialog_run(dialog)
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
