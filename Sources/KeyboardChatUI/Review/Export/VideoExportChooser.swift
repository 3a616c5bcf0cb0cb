import CGtk
import ChatDemoCore
import Foundation
import OutputFiles
import VideoExport

/// "Export Video…"'s file chooser: save mode, overwrite confirmed, a filter per format, and a
/// dated name (`keyboard-chat-2026-11-26-213000.mp4`) in the user's Videos folder (the home
/// folder when there is none). A name typed without an extension gets the chosen filter's.
@MainActor
enum VideoExportChooser {
    /// The chosen path, or nil when the chooser was cancelled.
    static func ask(parent: UnsafeMutablePointer<GtkWidget>) -> String? {
        let chooser = gtk_file_chooser_native_new("Export Video", checkedCast(parent, to: GtkWindow.self),
                                                  GTK_FILE_CHOOSER_ACTION_SAVE, "_Export", "_Cancel")!
        defer { g_object_unref(UnsafeMutableRawPointer(chooser)) }
        let dialog = checkedCast(untyped: UnsafeMutableRawPointer(chooser), to: GtkNativeDialog.self)
        let fileChooser = checkedCast(dialog, to: .fileChooser)
        gtk_file_chooser_set_do_overwrite_confirmation(fileChooser, 1)
        var filters: [(filter: OpaquePointer, format: VideoFormat)] = []
        for (format, name) in [(VideoFormat.mp4, "MP4 video (H.264)"), (.webm, "WebM video (VP9)"), (.gif, "GIF animation")] {
            let filter = gtk_file_filter_new()!
            gtk_file_filter_set_name(filter, "\(name) (*.\(format.rawValue))")
            gtk_file_filter_add_pattern(filter, "*.\(format.rawValue)")
            gtk_file_chooser_add_filter(fileChooser, filter)
            filters.append((filter, format))
        }
        gtk_file_chooser_set_current_folder(fileChooser, defaultFolder())
        gtk_file_chooser_set_current_name(fileChooser, defaultName(at: Date()))
        let response = gtk_native_dialog_run(dialog)
        guard response == GTK_RESPONSE_ACCEPT.rawValue, let name = gtk_file_chooser_get_filename(fileChooser) else { return nil }
        var path = String(cString: name)
        g_free(name)
        let chosen = gtk_file_chooser_get_filter(fileChooser)
        if !PathBytes.split(path).name.contains("."), let format = filters.first(where: { $0.filter == chosen })?.format {
            path += "." + format.rawValue
        }
        return path
    }

    /// `keyboard-chat-YYYY-MM-DD-HHMMSS.mp4`, in local time.
    static func defaultName(at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        return "keyboard-chat-\(formatter.string(from: date)).mp4"
    }

    /// XDG's Videos folder when it exists, else the home folder.
    static func defaultFolder() -> String {
        if let videos = g_get_user_special_dir(G_USER_DIRECTORY_VIDEOS) {
            let path = String(cString: videos)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return path }
        }
        return String(cString: g_get_home_dir())
    }
}
