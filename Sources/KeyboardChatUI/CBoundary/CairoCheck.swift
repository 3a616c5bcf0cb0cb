import CGtk

/// A cairo call that failed: what the app was doing, in cairo's words why.
///
///     CairoFailure("encode the PNG", CAIRO_STATUS_NO_MEMORY).description
///     // "cairo could not encode the PNG: out of memory"
package struct CairoFailure: Error, CustomStringConvertible {
    package let description: String

    init(_ doing: String, _ status: cairo_status_t) {
        description = "cairo could not \(doing): \(String(cString: cairo_status_to_string(status)))"
    }
}

/// The one way the app checks cairo's statuses. cairo never returns NULL
/// and never stops: a constructor that fails returns an object in an error
/// state, every later call on it does nothing, and the status says why. So
/// each surface and context is checked when made, and a context again when
/// its drawing is done; a failure becomes a thrown `CairoFailure`.
///
///     let surface = try CairoCheck.surface(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 800, 600), "create an 800×600 image")
///     defer { cairo_surface_destroy(surface) }
///     let cr = try CairoCheck.context(on: surface)
///     cairo_paint(cr)
///     try CairoCheck.finish(cr, "draw the frame")
package enum CairoCheck {
    /// Throws unless `status` is `CAIRO_STATUS_SUCCESS`.
    static func status(_ status: cairo_status_t, _ doing: String) throws(CairoFailure) {
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoFailure(doing, status) }
    }

    /// The surface a cairo constructor returned, or a throw (after
    /// destroying the failed surface) when it is in an error state.
    package static func surface(_ surface: OpaquePointer?, _ doing: String) throws(CairoFailure) -> OpaquePointer {
        guard let surface else { throw CairoFailure(doing, CAIRO_STATUS_NO_MEMORY) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoFailure(doing, status)
        }
        return surface
    }

    /// A new drawing context on `surface`; the caller ends it with `finish`.
    static func context(on surface: OpaquePointer) throws(CairoFailure) -> OpaquePointer {
        guard let cr = cairo_create(surface) else { throw CairoFailure("start drawing", CAIRO_STATUS_NO_MEMORY) }
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw CairoFailure("start drawing", status)
        }
        return cr
    }

    /// Destroys `cr` and throws if any drawing on it failed (cairo keeps
    /// the first error), so a half-drawn image is never written.
    static func finish(_ cr: OpaquePointer, _ doing: String) throws(CairoFailure) {
        let status = cairo_status(cr)
        cairo_destroy(cr)
        try Self.status(status, doing)
    }
}
