import CGtk

/// Whether the chat window is still there, for everything the window owns: nothing may touch
/// its widgets after its "destroy", and a second close (a second signal) does nothing.
@MainActor
final class WindowLifetime {
    private let window: UnsafeMutablePointer<GtkWidget>
    /// Set by the window's "destroy", before any other handler of it runs.
    private(set) var isClosed = false

    /// Call before any other "destroy" handler of `window` is connected.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        connect(window, "destroy") { [unowned self] in self.isClosed = true }
    }

    /// Closes the window once; later calls do nothing.
    func close() {
        guard !isClosed else { return }
        HeaderBar.closePopovers(of: window)
        gtk_widget_destroy(window)
    }
}
