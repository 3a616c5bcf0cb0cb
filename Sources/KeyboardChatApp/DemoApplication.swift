import CGtk
import Foundation

/// The GtkApplication: owns the main loop and the window.
@MainActor
final class DemoApplication {
    static let defaultWidth: Int32 = 390
    static let defaultHeight: Int32 = 844

    func run() -> Int32 {
        // Open the display ourselves first: GtkApplication would abort the
        // process with a warning, and we want a clear sentence and exit 1.
        guard gtk_init_check(nil, nil) != 0 else {
            let display = ProcessInfo.processInfo.environment["DISPLAY"].map { "'\($0)'" } ?? "(DISPLAY is not set)"
            FileHandle.standardError.write(Data("keyboard-chat: cannot open display \(display); run it inside an X session or under Xvfb.\n".utf8))
            return 1
        }
        let app = gtk_application_new("dev.keyboardchat.Demo", G_APPLICATION_NON_UNIQUE)!
        let gapp = upcast(app, to: GApplication.self)
        connect(app, "activate") { [unowned self] in self.openWindow(app) }
        for signal in [SIGINT, SIGTERM] {
            onUnixSignal(signal) { g_application_quit(gapp) }
        }
        let status = g_application_run(gapp, 0, nil)
        g_object_unref(app)
        return status
    }

    private func openWindow(_ app: UnsafeMutablePointer<GtkApplication>) {
        let window = gtk_application_window_new(app)!
        let gtkWindow = upcast(window, to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "KeyboardChat")
        gtk_window_set_default_size(gtkWindow, Self.defaultWidth, Self.defaultHeight)
        let header = gtk_header_bar_new()!
        gtk_header_bar_set_title(upcast(header), "KeyboardChat")
        gtk_header_bar_set_show_close_button(upcast(header), 1)
        gtk_window_set_titlebar(gtkWindow, header)
        gtk_widget_show_all(window)
    }
}
