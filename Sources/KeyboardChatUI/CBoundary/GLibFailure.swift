import CGtk

/// A GLib or GTK call that reported a `GError`: what the app was doing,
/// and the error's own message.
///
///     GLibFailure("parse the input bar's CSS", message: "<data>:1:7: Expected ';'").description
///     // "could not parse the input bar's CSS: <data>:1:7: Expected ';'"
struct GLibFailure: Error, CustomStringConvertible {
    let description: String

    init(_ doing: String, message: String) {
        description = "could not \(doing): \(message)"
    }
}

/// The one way the app reads a `GError**` out-parameter: calls `body` with
/// one, and when the call set it, frees it and throws its message.
///
///     try withGError("parse the CSS") { gtk_css_provider_load_from_data(provider, css, -1, $0) }
///
/// - Complexity: O(1) besides `body`.
@discardableResult
func withGError<Result>(_ doing: String,
                        _ body: (UnsafeMutablePointer<UnsafeMutablePointer<GError>?>) -> Result) throws(GLibFailure) -> Result {
    var error: UnsafeMutablePointer<GError>?
    let result = body(&error)
    if let error {
        defer { g_error_free(error) }
        throw GLibFailure(doing, message: error.pointee.message.map { String(cString: $0) } ?? "(no message)")
    }
    return result
}

/// Logs `message` as a GLib critical in the app's log domain
/// ("KeyboardChat-CRITICAL **: …"), as GTK logs a programming error it
/// finds at run time; `G_DEBUG=fatal-criticals` (every UI test) stops the run.
func logCritical(_ message: String) {
    message.withCString { text in
        withVaList([text]) { g_logv("KeyboardChat", G_LOG_LEVEL_CRITICAL, "%s", $0) }
    }
}
