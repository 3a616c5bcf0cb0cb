import CGStreamer

/// An error message from a pipeline's bus, as the encoder and the decoder both word it: GStreamer's
/// one-line message for a person, and the debug text where the element says what went wrong
/// underneath (a missing decoder's name, or `strerror`'s words after "system error: ").
struct GStreamerError {
    /// What GStreamer says went wrong ("Could not determine type of stream").
    let text: String
    /// The element's own detail, or "" when it gave none.
    let debug: String

    /// Reads `message`, which must be a `GST_MESSAGE_ERROR`; the message stays the caller's.
    init(_ message: UnsafeMutablePointer<GstMessage>) {
        var error: UnsafeMutablePointer<GError>?
        var debug: UnsafeMutablePointer<gchar>?
        gst_message_parse_error(message, &error, &debug)
        defer {
            if let error { g_error_free(error) }
            g_free(debug)
        }
        text = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
        self.debug = debug.map { String(cString: $0) } ?? ""
    }
}

/// Sets the string property `property` of `element` from `text`'s own bytes: a path need not be
/// UTF-8, so it is handed over as the C string it is rather than through a Swift `String`.
func setStringProperty(_ element: UnsafeMutablePointer<GstElement>, _ property: String, _ text: UnsafePointer<CChar>) {
    var value = GValue()
    g_value_init(&value, GType(gStringType))
    g_value_set_string(&value, text)
    g_object_set_property(UnsafeMutablePointer<GObject>(OpaquePointer(element)), property, &value)
    g_value_unset(&value)
}

/// `G_TYPE_STRING` is a macro Swift does not import: the fundamental type number 16 shifted
/// by `G_TYPE_FUNDAMENTAL_SHIFT` (2).
let gStringType = 16 << 2
