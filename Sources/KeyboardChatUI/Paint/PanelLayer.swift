import ChatDemoCore
import CGtk

/// The attachment panel drawn once per look and copied to its top each frame, as
/// `KeyboardLayer` does for the keys (see there for why the copy is pixel-identical): while the
/// panel slides only where its pixels go changes. Drawn in place when the grid check fails or
/// the image cannot be allocated, and always with the keyboard layer's switch (`DiagnosticSwitch.noKeyboardLayer`) set.
@MainActor
final class PanelLayer {
    private let renderer = PanelRenderer()
    private let isEnabled: Bool
    private let cache = LayerCache<PanelLook>(.panel, reusesSurface: false)

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
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
        guard isEnabled, let scale = wholeDeviceScale(of: cr), GridCheck.isWhole(look.height),
              GridCheck.isWhole(look.width), GridCheck.isWhole(top),
              let image = cache.image(on: target, scale: scale, holding: { $0 == look })
                ?? cache.draw(look, width: Int32(look.width), height: Int32(look.height), scale: scale,
                              similarTo: target, { cr in renderer.draw(look, top: 0, painter: Painter(cr: cr)) })
        else {
            renderer.draw(look, top: top, painter: Painter(cr: cr))
            cache.countInPlace()
            return
        }
        cache.copy(image, to: cr, top: top, rows: top..<(top + look.height), width: look.width)  // Opaque: a plain copy.
    }
}
