import ChatDemoCore
import CGtk
import Foundation

/// The navigation bar drawn once per look and copied every frame.
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
/// key — title, compare mode's pane label, caption (strategy, case, slow motion), width,
/// height, device scale, theme and cairo backend — and a different key draws it again, into a
/// new surface so it also takes the target's current font options. With `KEYBOARDCHAT_NO_NAV_BAR_LAYER` set (to any
/// value) it is always drawn in place; the UI tests record the same script both ways and
/// compare every pixel.
///
/// - Complexity: a copy compares the key (O(title + caption) characters); a draw lays out and
///   draws the title and the caption once.
@MainActor
final class NavigationBarLayer {
    private let isEnabled: Bool
    private let cache = LayerCache<BarKey>(.navigationBar, reusesSurface: false)

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Copies the bar — over the background, at the stage's top — onto `cr` from the layer,
    /// drawing the layer first if its key changed, and returns the caption as drawn in it. Returns
    /// nil, having painted nothing, when the copy could differ from drawing in place
    /// (`keyboardTop` inside the bar, a fractional scale or offset) or the layer cannot be
    /// allocated; the caller then draws in place.
    func paint(title: String, paneLabel: PaneLabel?, caption: ReviewCaption?, width: Double, height: Double,
               keyboardTop: Double, on cr: OpaquePointer) -> CopiedBar? {
        let target = cairo_get_target(cr)!
        guard isEnabled, keyboardTop >= height, let scale = wholeDeviceScale(of: cr), GridCheck.isWhole(width),
              GridCheck.isWhole(height), width > 0, height > 0 else {
            cache.countInPlace()
            return nil
        }
        let key = BarKey(title: title, paneLabel: paneLabel, caption: caption, width: width, height: height, theme: Palette.theme)
        var shownCaption: String?
        guard let image = cache.image(on: target, scale: scale, holding: { $0 == key })
                ?? cache.draw(key, width: Int32(width), height: Int32(height), scale: scale, similarTo: target, { cr in
                    let painter = Painter(cr: cr)
                    painter.rectangle(0, 0, width, height)
                    painter.fill(Palette.background)
                    shownCaption = NavigationBarRenderer.draw(title: title, paneLabel: paneLabel, caption: caption,
                                                              width: width, height: height, painter: painter)
                })
        else {
            cache.countInPlace()
            return nil
        }
        // A copy shows what the layer's drawing chose: remembered with the layer, one per backend
        // as the cache keeps one image per backend (their fonts can measure differently).
        let backend = cairo_surface_get_type(target).rawValue
        if let shownCaption { shownCaptions[backend] = shownCaption }
        cache.copy(image, to: cr, top: 0, rows: 0..<height, width: width)
        return CopiedBar(shownCaption: caption == nil ? nil : shownCaptions[backend])
    }

    /// The caption each backend's layer was last drawn with (`ReviewCaptionRenderer`'s choice of
    /// wording), which every copy of it shows.
    private var shownCaptions: [cairo_surface_type_t.RawValue: String] = [:]

    /// A bar copied from the layer.
    struct CopiedBar {
        /// The caption's wording as drawn.
        let shownCaption: String?
    }
}

/// What a drawn navigation bar's pixels depend on (with the device scale and backend, which
/// the cache keeps itself).
private struct BarKey: Equatable {
    let title: String
    let paneLabel: PaneLabel?
    let caption: ReviewCaption?
    let width: Double
    let height: Double
    let theme: Theme
}
