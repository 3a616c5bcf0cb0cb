import ChatDemoCore
import CGtk
import Foundation

/// The navigation bar drawn once per look and copied every frame (issue 14.3, case 3).
///
/// Profiled in the window benchmark (`keyboard-chat-bench --only floor` under `perf record`;
/// docs/BENCHMARKS.md, "The navigation bar layer and case 1's band"), drawing the bar in place
/// was two thirds of `StagePainter.paint` once the list and keyboard came from their layers: four
/// Pango layouts a frame (the title and the review caption, each measured and then drawn), each on a new Pango
/// context, about 0.2 ms of a 1.5 ms frame, for pixels that do not change while the keyboard
/// slides. The layer keeps the bar as it is drawn over the stage's background — background,
/// translucent bar, separator, title, caption — in a surface similar to the frame's target, and
/// each frame copies it to the top of the stage with the SOURCE operator (a plain blit; the
/// image is opaque, so no blend and no background fill under it either).
///
/// Worked example — 390 × 844 stage, keyboard sliding up in case 3: the first frame draws a
/// 390 × 44 layer for "Alex" and the caption "three-case · case 3" (one draw); the next 25
/// frames copy it (25 copies); a frame whose caption says "case 2", a theme change or a resize
/// draws it again.
///
/// The copy is pixel-identical to drawing in place because the bar never moves: it is drawn at
/// the same user-space origin as in place, the context is unscaled at whole points and the
/// device scale an integer, so each glyph keeps its place on the pixel grid; and in place
/// nothing but the background lies under the bar (messages are clipped below it, the
/// jump-to-latest button stays below it), which the layer holds too. When the keyboard reaches
/// into the bar (never at the window's minimum size, but checked), or a condition of the grid
/// cannot hold, the bar is drawn in place. Anything the bar's pixels depend on is the layer's
/// key — title, caption text (strategy, case, slow motion), width, height, device scale, theme
/// and cairo backend — and a different key draws it again. With `KEYBOARDCHAT_NO_NAV_BAR_LAYER`
/// set (to any value) it is always drawn in place; the UI tests record the same script both
/// ways and compare every pixel.
///
/// - Complexity: a copy compares the key (O(title + caption) characters); a draw lays out and
///   draws the title and the caption once.
@MainActor
final class NavigationBarLayer {
    /// Set in the environment (to any value) to draw the navigation bar in place every frame.
    nonisolated static let disablingVariable = "KEYBOARDCHAT_NO_NAV_BAR_LAYER"
    nonisolated static var isEnabledByEnvironment: Bool {
        ProcessInfo.processInfo.environment[disablingVariable] == nil
    }

    /// How often any navigation bar layer in this process was drawn, copied, or bypassed
    /// (`KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` prints them at exit beside the other layers').
    static var statistics = LayerStatistics()

    private let isEnabled: Bool
    /// One image per cairo backend, as `KeyboardLayer` keeps (window pixmaps and `--record` images).
    private var cached: [cairo_surface_type_t.RawValue: BarImage] = [:]

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    isolated deinit {
        for image in cached.values { cairo_surface_destroy(image.surface) }
    }

    /// Copies the bar — over the background, at the stage's top — onto `cr` from the layer,
    /// drawing the layer first if its key changed. Returns false, having painted nothing, when
    /// the copy could differ from drawing in place (`keyboardTop` inside the bar, a fractional
    /// scale or offset) or the layer cannot be allocated; the caller then draws in place.
    func paint(title: String, caption: String?, width: Double, height: Double, keyboardTop: Double,
               on cr: OpaquePointer) -> Bool {
        guard isEnabled else {
            Self.statistics.inPlace += 1
            return false
        }
        let target = cairo_get_target(cr)!
        var scale = 0.0, scaleY = 0.0
        cairo_surface_get_device_scale(target, &scale, &scaleY)
        guard keyboardTop >= height, scale == scaleY, GridCheck.isWhole(scale), GridCheck.isWhole(width),
              GridCheck.isWhole(height), width > 0, height > 0, GridCheck.movesByWholePoints(cr) else {
            Self.statistics.inPlace += 1
            return false
        }
        let key = BarImage.Key(title: title, caption: caption, width: width, height: height, scale: scale,
                               theme: Palette.theme)
        let backend = cairo_surface_get_type(target).rawValue
        guard let image = cached[backend].flatMap({ $0.key == key ? $0 : nil })
                ?? draw(key, backend: backend, similarTo: target) else {
            Self.statistics.inPlace += 1
            return false
        }
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, image.surface, 0, 0)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
        cairo_restore(cr)
        Self.statistics.copies += 1
        return true
    }

    /// Draws the bar over the background into a new layer (a new surface each time, so it also
    /// takes the target's current font options); nil when cairo cannot allocate it.
    private func draw(_ key: BarImage.Key, backend: cairo_surface_type_t.RawValue,
                      similarTo target: OpaquePointer) -> BarImage? {
        if let old = cached[backend] { cairo_surface_destroy(old.surface) }
        cached[backend] = nil
        guard let surface = try? CairoCheck.surface(cairo_surface_create_similar(target, CAIRO_CONTENT_COLOR_ALPHA,
                                                                                Int32(key.width), Int32(key.height)),
                                                    "cache the navigation bar's image") else { return nil }
        let cr = cairo_create(surface)!
        let painter = Painter(cr: cr)
        painter.rectangle(0, 0, key.width, key.height)
        painter.fill(Palette.background)
        NavigationBarRenderer.draw(title: key.title, caption: key.caption, width: key.width, height: key.height,
                                   painter: painter)
        cairo_destroy(cr)
        let image = BarImage(surface: surface, key: key)
        cached[backend] = image
        Self.statistics.draws += 1
        return image
    }
}

/// One drawn navigation bar and what it was drawn for.
private struct BarImage {
    struct Key: Equatable {
        let title: String
        let caption: String?
        let width: Double
        let height: Double
        let scale: Double
        let theme: Theme
    }

    let surface: OpaquePointer
    let key: Key
}
