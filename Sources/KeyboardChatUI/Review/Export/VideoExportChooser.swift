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
        let formats: [(format: VideoFormat, name: String)] = [(.mp4, "MP4 video (H.264)"), (.webm, "WebM video (VP9)"), (.gif, "GIF animation")]
        let filters = formats.map { FileChooser.Filter(name: "\($0.name) (*.\($0.format.rawValue))", pattern: "*.\($0.format.rawValue)") }
        guard let choice = FileChooser.run(title: "Export Video", parent: parent, purpose: .save, acceptLabel: "_Export",
                                           filters: filters, folder: defaultFolder(), name: defaultName(at: Date())) else { return nil }
        var path = choice.path
        if !PathBytes.split(path).name.contains("."), let index = choice.filterIndex {
            path += "." + formats[index].format.rawValue
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
