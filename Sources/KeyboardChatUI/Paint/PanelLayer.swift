import ChatDemoCore
import CGtk

/// The attachment panel drawn once per look and copied to its top each frame, as
/// `KeyboardLayer` does for the keys (see there for why the copy is pixel-identical): while the
/// panel slides only where its pixels go changes. Drawn in place when the grid check fails or
/// the image cannot be allocated, and always with `KeyboardLayer.disablingVariable` set.
@MainActor
final class PanelLayer {
    /// Drawn, copied and in-place counts (`KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` prints them).
    static var statistics = LayerStatistics()
    private let renderer = PanelRenderer()
    private let isEnabled: Bool
    /// One image per cairo backend (window and recording paint on different ones).
    private var cached: [cairo_surface_type_t.RawValue: (surface: OpaquePointer, look: PanelLook, scale: Double)] = [:]

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    isolated deinit {
        for image in cached.values { cairo_surface_destroy(image.surface) }
    }

    /// Paints the panel with `look` at `top` on `cr`, from the cached image when possible, and
    /// its background over the rest of a taller region (`regionHeight`: the surface's region
    /// while it shrinks from the keyboard's height to the panel's, so the image keeps one size).
    func paint(_ look: PanelLook, top: Double, regionHeight: Double, on cr: OpaquePointer) {
        guard look.height > 0, look.width > 0 else { return }
        if regionHeight > look.height {
            let painter = Painter(cr: cr)
            painter.rectangle(0, top + look.height, look.width, regionHeight - look.height)
            painter.fill(Colour(Theme.of(look.colourScheme).keyboardBackground))
        }
        let target = cairo_get_target(cr)!
        var scale = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(target, &scale, &scaleY)
        guard isEnabled, scale == scaleY, GridCheck.isWhole(scale), GridCheck.isWhole(look.height),
              GridCheck.isWhole(look.width), GridCheck.isWhole(top), GridCheck.movesByWholePoints(cr),
              let surface = image(of: look, similarTo: target, scale: scale) else {
            renderer.draw(look, top: top, painter: Painter(cr: cr))
            Self.statistics.inPlace += 1
            return
        }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)  // Opaque: a plain copy.
        cairo_set_source_surface(cr, surface, 0, top)
        cairo_rectangle(cr, 0, top, look.width, look.height)
        cairo_fill(cr)
        cairo_restore(cr)
        Self.statistics.copies += 1
    }

    private func image(of look: PanelLook, similarTo target: OpaquePointer, scale: Double) -> OpaquePointer? {
        let backend = cairo_surface_get_type(target).rawValue
        if let image = cached[backend], image.look == look, image.scale == scale { return image.surface }
        if let old = cached[backend] { cairo_surface_destroy(old.surface) }
        cached[backend] = nil
        guard let surface = try? CairoCheck.surface(cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA,
                                                                                Int32(look.width), Int32(look.height)),
                                                    "cache the attachment panel's image") else { return nil }
        let cr = cairo_create(surface)!
        renderer.draw(look, top: 0, painter: Painter(cr: cr))
        cairo_destroy(cr)
        cached[backend] = (surface, look, scale)
        Self.statistics.draws += 1
        return surface
    }
}
