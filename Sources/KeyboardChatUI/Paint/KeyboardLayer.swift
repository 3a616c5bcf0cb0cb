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
    private let renderer: KeyboardRenderer
    private let isEnabled: Bool
    /// Same-size looks (a key press, Shift) are drawn into the same surface.
    private let cache = LayerCache<KeyboardLook>(.keyboard, reusesSurface: true)

    init(renderer: KeyboardRenderer, isEnabled: Bool) {
        self.renderer = renderer
        self.isEnabled = isEnabled
    }

    /// Paints `keyboard` at its top on `cr`, from the layer when possible.
    func paint(_ keyboard: KeyboardAppearance, on cr: OpaquePointer) {
        let look = keyboard.look
        guard look.height > 0, look.width > 0 else { return }
        let target = cairo_get_target(cr)!
        guard isEnabled, let scale = wholeDeviceScale(of: cr), GridCheck.isWhole(look.height),
              GridCheck.isWhole(look.width), GridCheck.isWhole(keyboard.top),
              let image = cache.image(on: target, scale: scale, holding: { $0 == look })
                ?? cache.draw(look, width: Int32(look.width), height: Int32(look.height), scale: scale,
                              similarTo: target, { cr in
                                  var atOrigin = keyboard
                                  atOrigin.top = 0
                                  renderer.draw(atOrigin, painter: Painter(cr: cr))
                              })
        else {
            renderer.draw(keyboard, painter: Painter(cr: cr))
            cache.countInPlace()
            return
        }
        // The image is opaque (`KeyboardRenderer` fills its whole rectangle first).
        cache.copy(image, to: cr, top: keyboard.top, rows: keyboard.top..<(keyboard.top + look.height), width: look.width)
    }
}
