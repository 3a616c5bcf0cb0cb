import CGtk

/// The one CSS loader: loads style the app itself wrote (never user input)
/// into `provider`. GTK reports a parse error through a `GError`; here it
/// is a programming error, so it is logged as a critical naming the style
/// sheet and GTK's message (a stopped run in every UI test), and the
/// provider keeps the rules that did parse.
///
///     loadAppCSS(InputBar.css, named: "the input bar's CSS", into: provider)
func loadAppCSS(_ css: String, named name: String, into provider: UnsafeMutablePointer<GtkCssProvider>) {
    do {
        try withGError("parse \(name)") { gtk_css_provider_load_from_data(provider, css, -1, $0) }
    } catch {
        logCritical(separatingPosition(error.description))
    }
}

/// GTK 3 runs a CSS error's position and reason together
/// ("<data>:1:20not a number"); this puts ": " between them.
private func separatingPosition(_ message: String) -> String {
    message.replacing(/(<data>:\d+:\d+)(?=[^:\d])/) { "\($0.output.1): " }
}
