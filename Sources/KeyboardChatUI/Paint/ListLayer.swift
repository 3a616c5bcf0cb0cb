import ChatDemoCore
import CGtk
import Foundation

/// The message list drawn once and moved, not redrawn, while it slides.
///
/// In case 3 every pixel of the list moves with the keyboard, and drawing it in place means
/// a background fill, a rounded bubble and a Pango layout for each of the dozen or so
/// messages on screen — most of what our frame costs above GTK's own repaint of the window
/// (docs/BENCHMARKS.md, "Rest and the frame floor"). While the list slides nothing about its
/// pixels changes but where they go, so, as `KeyboardLayer` does for the keyboard, the layer
/// keeps the messages around the visible ones (a margin of `marginFraction` of the stage above
/// and below) in a surface similar to the frame's target, and each frame copies the rows of
/// the visible messages to where they are now, with the SOURCE operator (a plain blit).
///
/// Worked example — 390 × 844 stage, keyboard sliding up in case 3: the first frame draws
/// messages 9 980…9 999 into a 390 × 1 180 layer (one draw), and each of the next 25 frames copies
/// the rows of the 14 or so visible messages, 640 rows, to their new top (25 copies).
///
/// The copy is pixel-identical to drawing in place because only whole device pixels move:
/// the layer is drawn with its top on the pixel grid, and it is copied only when the list's
/// offset from the layer's frame is whole in device pixels, the device scale is an integer,
/// and the context is unscaled at whole points; the rows copied are exactly those of the
/// visible messages (the frame's `visibleMessages`, all of them measured, so each bubble stays
/// inside its row), with their edges on whole device pixels. Every visible message's text,
/// sender, height and place relative to the others must be what the layer holds, and the width,
/// device scale and theme what it was drawn for; anything else (a send, a conversation switch,
/// a height correction, a theme change, a resize, scrolling past the margin) draws the layer
/// again. When a condition cannot hold (a fractional scroll offset, a fractional scale) the
/// messages are drawn in place. With `KEYBOARDCHAT_NO_LIST_LAYER` set (to any value) they are
/// always drawn in place; the UI tests record the same script both ways and compare every pixel.
///
/// - Complexity: a copy checks O(v) visible messages (O(log n) each for their offsets); a draw
///   lays out and draws the O(v + margin) messages the layer holds.
@MainActor
final class ListLayer {
    /// The layer holds messages up to this fraction of the stage's height beyond the visible ones:
    /// more than a keyboard's height, so one layer serves a whole show or hide in case 3.
    static let marginFraction = 0.5

    private let bubbles: BubbleRenderer
    private let isEnabled: Bool
    private let cache = LayerCache<ListImage>(.list, reusesSurface: false)

    init(bubbles: BubbleRenderer, isEnabled: Bool) {
        self.bubbles = bubbles
        self.isEnabled = isEnabled
    }

    /// Paints the list's rows `rows` (the clip's rows inside the list: below the navigation bar,
    /// above the keyboard) — background and visible messages — from the layer. Returns false,
    /// having painted nothing, when the layer cannot give the in-place pixels; the caller then
    /// draws in place.
    func paint(_ frame: SceneFrame, scene: ChatScene, width: Double, stageHeight: Double,
               rows: Range<Double>, on cr: OpaquePointer) -> Bool {
        guard isEnabled else { return false }
        let visible = frame.visibleMessages.clamped(to: scene.conversation.messages.indices)
        guard !visible.isEmpty, !rows.isEmpty else { return false }
        let target = cairo_get_target(cr)!
        let metrics = scene.layoutState.messages
        let first = scene.messageTop(visible.lowerBound, in: frame)
        let last = visible.upperBound - 1
        // The visible messages' rows inside `rows` (empty when they miss them, e.g. a band under the list).
        let copiedTop = max(first, rows.lowerBound)
        let copied = copiedTop..<max(copiedTop, min(scene.messageTop(last, in: frame) + metrics.height(ofMessage: last),
                                                    rows.upperBound))
        guard let scale = wholeDeviceScale(of: cr), GridCheck.isWhole(width),
              GridCheck.isWhole(first * scale), GridCheck.isWhole(copied.lowerBound * scale),
              GridCheck.isWhole(copied.upperBound * scale) else {
            cache.countInPlace()
            return false
        }
        let key = ListImage.Key(width: width, theme: Palette.theme, direction: scene.direction)
        guard let image = cache.image(on: target, scale: scale, holding: { $0.holds(visible, at: first, in: frame, scene: scene, key: key) })
                ?? draw(around: visible, frame: frame, scene: scene, key: key, stageHeight: stageHeight, scale: scale,
                        similarTo: target),
              let layerTop = image.content.top(of: visible.lowerBound), GridCheck.isWhole((first - layerTop) * scale) else {
            cache.countInPlace()
            return false
        }
        let painter = Painter(cr: cr)
        if rows.lowerBound < copied.lowerBound {
            painter.rectangle(0, rows.lowerBound, width, copied.lowerBound - rows.lowerBound)
            painter.fill(Palette.background)
        }
        if copied.upperBound < rows.upperBound {
            let top = max(copied.upperBound, rows.lowerBound)
            painter.rectangle(0, top, width, rows.upperBound - top)
            painter.fill(Palette.background)
        }
        if copied.isEmpty {
            LayerStatistics.counts[.list, default: LayerStatistics()].copies += 1
        } else {
            cache.copy(image, to: cr, top: first - layerTop, rows: copied, width: width)
        }
        return true
    }

    /// Draws the visible messages and the measured ones within the margin into a new layer,
    /// its top on the pixel grid; nil when cairo cannot allocate it.
    private func draw(around visible: Range<Int>, frame: SceneFrame, scene: ChatScene, key: ListImage.Key,
                      stageHeight: Double, scale: Double, similarTo target: OpaquePointer) -> LayerCache<ListImage>.Image? {
        let messages = scene.conversation.messages
        let metrics = scene.layoutState.messages
        let margin = stageHeight * Self.marginFraction
        let first = scene.messageTop(visible.lowerBound, in: frame)
        let lastBottom = scene.messageTop(visible.upperBound - 1, in: frame) + metrics.height(ofMessage: visible.upperBound - 1)
        // Only measured messages: a bubble drawn from an estimated row could spill into its neighbour's.
        var lower = visible.lowerBound
        while lower > 0, scene.heights.isHeightMeasured(lower - 1),
              first - scene.messageTop(lower - 1, in: frame) <= margin { lower -= 1 }
        var upper = visible.upperBound
        while upper < messages.count, scene.heights.isHeightMeasured(upper),
              scene.messageTop(upper, in: frame) + metrics.height(ofMessage: upper) - lastBottom <= margin { upper += 1 }
        // The layer's top: the first message's top, on the pixel grid (it is whole already when
        // the copy is allowed; `paint` checked `first`, and offsets between messages are whole).
        let top = scene.messageTop(lower, in: frame)
        let bottom = scene.messageTop(upper - 1, in: frame) + metrics.height(ofMessage: upper - 1)
        let height = Int32((bottom - top).rounded(.up))
        let entries = (lower..<upper).map { index in
            ListImage.Entry(message: messages[index], top: scene.messageTop(index, in: frame) - top,
                            height: metrics.height(ofMessage: index))
        }
        let content = ListImage(key: key, firstIndex: lower, entries: entries)
        return cache.draw(content, width: Int32(key.width), height: height, scale: scale, similarTo: target) { cr in
            let painter = Painter(cr: cr)
            painter.rectangle(0, 0, key.width, Double(height))
            painter.fill(Palette.background)
            for (offset, entry) in entries.enumerated() {
                bubbles.draw(entry.message, index: lower + offset, top: entry.top, listWidth: key.width,
                             direction: key.direction, painter: painter)
            }
        }
    }
}

/// One drawn stretch of the list and what it was drawn from.
private struct ListImage {
    /// What every message's pixels depend on besides itself (the device scale and backend are
    /// the cache's).
    struct Key: Equatable {
        let width: Double
        let theme: Theme
        let direction: StageDirection
    }

    /// A message as drawn: its sender and text, its top in the layer and its row's height.
    struct Entry {
        let message: Message
        let top: Double
        let height: Double
    }

    let key: Key
    let firstIndex: Int
    let entries: [Entry]

    /// The layer's y of message `index`'s top, if the layer holds it.
    func top(of index: Int) -> Double? {
        entries.indices.contains(index - firstIndex) ? entries[index - firstIndex].top : nil
    }

    /// Whether the layer holds `visible` as the frame shows them: same messages, heights and
    /// places relative to the first (whose top in the frame is `first`), same width, scale, theme.
    @MainActor
    func holds(_ visible: Range<Int>, at first: Double, in frame: SceneFrame, scene: ChatScene, key: Key) -> Bool {
        guard key == self.key, visible.lowerBound >= firstIndex, visible.upperBound <= firstIndex + entries.count else {
            return false
        }
        let messages = scene.conversation.messages
        let metrics = scene.layoutState.messages
        let firstInLayer = entries[visible.lowerBound - firstIndex].top
        for index in visible {
            let entry = entries[index - firstIndex]
            guard entry.height == metrics.height(ofMessage: index),
                  entry.top - firstInLayer == scene.messageTop(index, in: frame) - first
            else { return false }
            let message = messages[index]
            guard entry.message.sender == message.sender, entry.message.text == message.text else { return false }
        }
        return true
    }
}
