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
/// surface to the keyboard's top. A changed `KeyboardImageKey` (a key
/// press, Shift, candidates, a layout or width change) or a new device
/// scale draws the layer again.
///
/// The copy is pixel-identical to drawing in place because the keyboard is
/// opaque and its edges sit on whole device pixels: `top` is whole points
/// and the device scale an integer, so glyphs and curves keep the same
/// position relative to the pixel grid. When an edge would not (a height
/// with a fraction, which only an over-pulled interactive drag produces,
/// or a fractional scale), the keyboard is drawn in place instead.
/// `KEYBOARDCHAT_NO_KEYBOARD_LAYER=1` always draws in place; the UI tests
/// record the same script both ways and compare every pixel.
@MainActor
final class KeyboardLayer {
    /// Set in the environment to draw the keyboard in place every frame.
    nonisolated static let disablingVariable = "KEYBOARDCHAT_NO_KEYBOARD_LAYER"

    private let renderer: KeyboardRenderer
    private let isEnabled: Bool
    /// One cached image per cairo backend: a window paints on X pixmaps and
    /// `--record` on memory images in the same frame, and copying between
    /// backends would mean a round trip through the X server.
    private var cached: [cairo_surface_type_t.RawValue: CachedImage] = [:]

    nonisolated static var isEnabledByEnvironment: Bool {
        ProcessInfo.processInfo.environment[disablingVariable] == nil
    }

    init(renderer: KeyboardRenderer, isEnabled: Bool) {
        self.renderer = renderer
        self.isEnabled = isEnabled
    }

    isolated deinit {
        for image in cached.values { cairo_surface_destroy(image.surface) }
    }

    /// Paints `keyboard` at its top on `cr`, from the layer when possible.
    func paint(_ keyboard: KeyboardAppearance, on cr: OpaquePointer) {
        guard keyboard.height > 0 else { return }
        let target = cairo_get_target(cr)!
        var scaleX = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(target, &scaleX, &scaleY)
        guard isEnabled, scaleX == scaleY, Self.isWhole(scaleX), Self.isWhole(keyboard.height),
              Self.isWhole(keyboard.width), Self.isWhole(keyboard.top) else {
            renderer.draw(keyboard, painter: Painter(cr: cr))
            return
        }
        let backend = cairo_surface_get_type(target).rawValue
        let key = keyboard.imageKey
        if let image = cached[backend], image.key != key || image.scale != scaleX {
            cairo_surface_destroy(image.surface)
            cached[backend] = nil
        }
        let image = cached[backend] ?? draw(keyboard, similarTo: target, scale: scaleX)
        cached[backend] = image
        cairo_save(cr)
        cairo_set_source_surface(cr, image.surface, 0, keyboard.top)
        cairo_rectangle(cr, 0, keyboard.top, keyboard.width, keyboard.height)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func draw(_ keyboard: KeyboardAppearance, similarTo target: OpaquePointer, scale: Double) -> CachedImage {
        // Similar to the target, so the copy is a plain blit on the same
        // backend. The similar surface inherits the target's device scale;
        // its size is given in points.
        let surface = cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA,
                                                   Int32(keyboard.width), Int32(keyboard.height))!
        var atOrigin = keyboard
        atOrigin.top = 0
        let cr = cairo_create(surface)!
        renderer.draw(atOrigin, painter: Painter(cr: cr))
        cairo_destroy(cr)
        return CachedImage(surface: surface, key: keyboard.imageKey, scale: scale)
    }

    private static func isWhole(_ value: Double) -> Bool {
        value.rounded() == value
    }
}

/// One drawn keyboard and what it was drawn for.
private struct CachedImage {
    let surface: OpaquePointer
    let key: KeyboardImageKey
    let scale: Double
}
