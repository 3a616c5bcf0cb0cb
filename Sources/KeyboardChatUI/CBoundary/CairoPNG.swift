import CGtk
import Foundation

/// Collects the bytes cairo hands its PNG write callback.
private final class PNGBuffer {
    var data = Data()
}

/// A surface as PNG bytes, for `AtomicFile` to write (so a failed write
/// never leaves a truncated PNG). cairo writes through a C callback; the
/// buffer lives on this stack frame for the whole call.
func encodePNG(_ surface: OpaquePointer) throws(CairoFailure) -> Data {
    let buffer = PNGBuffer()
    let write: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        Unmanaged<PNGBuffer>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
    let status = withExtendedLifetime(buffer) {
        cairo_surface_write_to_png_stream(surface, write, Unmanaged.passUnretained(buffer).toOpaque())
    }
    try CairoCheck.status(status, "encode the PNG")
    return buffer.data
}
