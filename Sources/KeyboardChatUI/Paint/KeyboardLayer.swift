import ChatDemoCore
import CGtk
import Foundation

/// The keyboard drawn once and moved, not redrawn, while it slides.
///
/// Drawing the keyboard means about 35 rounded keys and 35 Pango layouts:
/// most of a frame's client-side paint (measured with `./run.sh bench`,
/// docs/BENCHMARKS.md). While the keyboard shows or hides nothing about its
/// pixels changes except where they go, so the layer keeps them in a
/// surface similar to the frame's target and each frame copies that
/// surface to the keyboard's top. A changed `KeyboardLook` (a key
/// press, Shift, candidates, a layout or width change, light or dark) or a new device
/// scale draws the layer again, into the same surface when its size holds.
///
/// The copy is pixel-identical to drawing in place because the keyboard is
/// opaque and its edges sit on whole device pixels: `top` is whole points,
/// the context is not scaled and sits on whole points, and the device
/// scale is an integer, so glyphs and curves keep the same position
/// relative to the pixel grid. When that does not hold (a height with a
/// fraction, which only an over-pulled interactive drag produces, a
/// fractional scale, a scaled context), or the layer cannot be allocated,
/// the keyboard is drawn in place instead. With `KEYBOARDCHAT_NO_KEYBOARD_LAYER`
/// set (to any value) it is always drawn in place; the UI tests record the
/// same script both ways and compare every pixel.
@MainActor
final class KeyboardLayer {
    /// Set in the environment (to any value) to draw the keyboard in place every frame.
    nonisolated static let disablingVariable = "KEYBOARDCHAT_NO_KEYBOARD_LAYER"
    nonisolated static var isEnabledByEnvironment: Bool {
        ProcessInfo.processInfo.environment[disablingVariable] == nil
    }

    /// How often any layer in this process was drawn, copied, or bypassed
    /// (`KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` prints them at exit, so the
    /// tests can tell that the pixels they compare came from the layer).
    static var statistics = LayerStatistics()

    private let renderer: KeyboardRenderer
    private let isEnabled: Bool
    /// One cached image per cairo backend: a window paints on X pixmaps and
    /// `--record` on memory images in the same frame, and copying between
    /// backends would mean a round trip through the X server.
    private var cached: [cairo_surface_type_t.RawValue: CachedImage] = [:]

    init(renderer: KeyboardRenderer, isEnabled: Bool) {
        self.renderer = renderer
        self.isEnabled = isEnabled
    }

    isolated deinit {
        for image in cached.values { cairo_surface_destroy(image.surface) }
    }

    /// Paints `keyboard` at its top on `cr`, from the layer when possible.
    func paint(_ keyboard: KeyboardAppearance, on cr: OpaquePointer) {
        guard keyboard.look.height > 0, keyboard.look.width > 0 else { return }
        let target = cairo_get_target(cr)!
        var scale = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(target, &scale, &scaleY)
        guard isEnabled, scale == scaleY, GridCheck.isWhole(scale), GridCheck.isWhole(keyboard.look.height),
              GridCheck.isWhole(keyboard.look.width), GridCheck.isWhole(keyboard.top), GridCheck.movesByWholePoints(cr),
              let image = image(of: keyboard, similarTo: target, scale: scale) else {
            renderer.draw(keyboard, painter: Painter(cr: cr))
            Self.statistics.inPlace += 1
            return
        }
        cairo_save(cr)
        // The image is opaque (`KeyboardRenderer` fills its whole rectangle first), so SOURCE
        // gives OVER's pixels as a plain copy, without reading what lies under the keyboard.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, image.surface, 0, keyboard.top)
        cairo_rectangle(cr, 0, keyboard.top, keyboard.look.width, keyboard.look.height)
        cairo_fill(cr)
        cairo_restore(cr)
        Self.statistics.copies += 1
    }

    /// The cached image for `keyboard` on `target`'s backend, drawn again
    /// when the look or scale changed; nil when cairo cannot allocate it.
    private func image(of keyboard: KeyboardAppearance, similarTo target: OpaquePointer, scale: Double) -> CachedImage? {
        let backend = cairo_surface_get_type(target).rawValue
        let look = keyboard.look
        if let image = cached[backend], image.look == look, image.scale == scale { return image }
        let surface: OpaquePointer
        if let old = cached[backend], old.scale == scale, old.look.width == look.width, old.look.height == look.height {
            surface = old.surface
        } else {
            if let old = cached[backend] { cairo_surface_destroy(old.surface) }
            cached[backend] = nil
            // Similar to the target, so the copy is a plain blit on the
            // same backend. It inherits the target's device scale; its size
            // is given in points.
            guard let created = try? CairoCheck.surface(cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA,
                                                                                    Int32(keyboard.look.width), Int32(keyboard.look.height)),
                                                        "cache the keyboard's image") else { return nil }
            surface = created
        }
        var atOrigin = keyboard
        atOrigin.top = 0
        let cr = cairo_create(surface)!
        // A reused surface still holds the previous look.
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        renderer.draw(atOrigin, painter: Painter(cr: cr))
        cairo_destroy(cr)
        let image = CachedImage(surface: surface, look: look, scale: scale)
        cached[backend] = image
        Self.statistics.draws += 1
        return image
    }
}

/// One drawn keyboard and what it was drawn for.
private struct CachedImage {
    let surface: OpaquePointer
    let look: KeyboardLook
    let scale: Double
}
