import CGtk
import ChatDemoCore
import Keyboard

/// Measures and draws chat bubbles with Pango.
///
/// Pango never sees more of a message than `BubbleText` lets through (a
/// couple of thousand clusters, a bounded number of marks each, a break
/// opportunity in every long unbroken run), so one bubble costs a few
/// milliseconds whatever was pasted. A bounded bubble ends with
/// a "… (N more characters not shown)" line in italics; the message itself
/// is kept and sent whole. `BubbleLayoutReport` counts what was handed over.
///
/// Measuring happens without a window (a private Pango context), so the
/// heights that feed the list's prefix sums are known before the first
/// frame. Laid-out text is cached per message for the messages on screen:
/// shaping is the expensive part of a frame, and the same dozen bubbles are
/// drawn sixty times a second while the keyboard moves.
@MainActor
package final class BubbleRenderer {
    /// Bubbles never span the whole row, so who said what stays readable.
    static let maximumWidthFraction = 0.72
    static let sideMargin = 12.0
    static let horizontalPadding = 12.0
    static let verticalPadding = 8.0
    static let cornerRadius = 18.0
    static let font = "Sans 15"
    /// Cached layouts kept beyond what is visible, so scrolling a little
    /// back and forth does not reshape text.
    static let cacheLimit = 96

    private let context: OpaquePointer
    private let fontDescription: OpaquePointer
    private let measuringLayout: OpaquePointer
    /// Per message index: the width and text length it was laid out for. A message's text
    /// changes only by growing (a streaming reply, `ReplyStream`), so its UTF-8 length
    /// (O(1) to read) tells a stale layout.
    private var cache: [Int: (width: Double, length: Int, layout: OpaquePointer)] = [:]

    package init() {
        let fontMap = pango_cairo_font_map_get_default()!
        context = pango_font_map_create_context(fontMap)
        fontDescription = pango_font_description_from_string(Self.font)
        measuringLayout = pango_layout_new(context)
        configure(measuringLayout)
    }

    isolated deinit {
        clearCache()
        g_object_unref(UnsafeMutableRawPointer(measuringLayout))
        g_object_unref(UnsafeMutableRawPointer(context))
        pango_font_description_free(fontDescription)
    }

    /// The widest text a bubble holds in a list of `listWidth` points.
    static func textWidth(inList listWidth: Double) -> Double {
        max(40, (listWidth - 2 * sideMargin) * maximumWidthFraction - 2 * horizontalPadding)
    }

    /// The bubble's height (text plus padding) for a list this wide.
    package func height(of text: String, listWidth: Double) -> Double {
        pango_layout_set_width(measuringLayout, Int32(Self.textWidth(inList: listWidth) * Double(PANGO_SCALE)))
        setText(BubbleText(text), on: measuringLayout)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(measuringLayout, &width, &height)
        return Double(height) + 2 * Self.verticalPadding
    }

    /// Where a bubble `bubbleWidth` wide starts: sent bubbles on the trailing side (the right,
    /// or the left when the stage reads right to left), received ones on the leading side.
    static func bubbleLeft(of message: Message, bubbleWidth: Double, listWidth: Double, direction: StageDirection) -> Double {
        let leftToRight = message.sender == .me ? listWidth - sideMargin - bubbleWidth : sideMargin
        return direction.leftEdge(of: bubbleWidth, at: leftToRight, across: listWidth)
    }

    /// Draws message `index` with its bubble's top at `top`. The text inside keeps its own
    /// direction (Pango's, from its first strong character), whichever way the stage reads.
    func draw(_ message: Message, index: Int, top: Double, listWidth: Double, direction: StageDirection = .ltr, painter: Painter) {
        let layout = cachedLayout(for: message, index: index, listWidth: listWidth)
        // The logical rectangle, not just its size: a right-to-left
        // paragraph is aligned to the right edge of the layout's width, so
        // its lines start at x > 0. The bubble wraps exactly
        // the lines, and the text is shifted back by that x.
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let bubbleWidth = Double(logical.width) + 2 * Self.horizontalPadding
        let bubbleHeight = Double(logical.height) + 2 * Self.verticalPadding
        let outgoing = message.sender == .me
        let left = Self.bubbleLeft(of: message, bubbleWidth: bubbleWidth, listWidth: listWidth, direction: direction)
        painter.roundedRectangle(left, top, bubbleWidth, bubbleHeight, radius: Self.cornerRadius)
        painter.fill(outgoing ? Palette.outgoingBubble : Palette.incomingBubble)
        let text = outgoing ? Palette.outgoingText : Palette.incomingText
        // Ink may overhang the logical rectangle (stacked marks, italics):
        // it is cut at the bubble's edge, so no bubble draws over another.
        painter.save()
        painter.clip(left, top, bubbleWidth, bubbleHeight)
        cairo_set_source_rgba(painter.cr, text.red, text.green, text.blue, text.alpha)
        cairo_move_to(painter.cr, left + Self.horizontalPadding - Double(logical.x), top + Self.verticalPadding - Double(logical.y))
        pango_cairo_show_layout(painter.cr, layout)
        painter.restore()
    }

    /// Where message `index`'s text is drawn with its bubble's top at `top`: the laid-out
    /// lines' logical rectangle, as `draw` places it (`JumpCoverReport` reads it).
    func textFrame(of message: Message, index: Int, top: Double, listWidth: Double, direction: StageDirection = .ltr) -> Rect {
        let layout = cachedLayout(for: message, index: index, listWidth: listWidth)
        var logical = PangoRectangle()
        pango_layout_get_pixel_extents(layout, nil, &logical)
        let bubbleWidth = Double(logical.width) + 2 * Self.horizontalPadding
        let left = Self.bubbleLeft(of: message, bubbleWidth: bubbleWidth, listWidth: listWidth, direction: direction)
        return Rect(x: left + Self.horizontalPadding, y: top + Self.verticalPadding,
                    width: Double(logical.width), height: Double(logical.height))
    }

    /// Drops cached layouts for messages far from `visible`.
    func trimCache(keeping visible: Range<Int>) {
        guard cache.count > Self.cacheLimit else { return }
        let keep = (visible.lowerBound - Self.cacheLimit / 4)..<(visible.upperBound + Self.cacheLimit / 4)
        for (index, entry) in cache where !keep.contains(index) {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            cache[index] = nil
        }
    }

    /// Forgets every layout (after a conversation or width change).
    package func clearCache() {
        for entry in cache.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        cache.removeAll()
    }

    private func cachedLayout(for message: Message, index: Int, listWidth: Double) -> OpaquePointer {
        let length = message.text.utf8.count
        if let entry = cache[index], entry.width == listWidth, entry.length == length { return entry.layout }
        if let stale = cache[index] { g_object_unref(UnsafeMutableRawPointer(stale.layout)) }
        let layout = pango_layout_new(context)!
        configure(layout)
        pango_layout_set_width(layout, Int32(Self.textWidth(inList: listWidth) * Double(PANGO_SCALE)))
        setText(BubbleText(message.text), on: layout)
        cache[index] = (listWidth, length, layout)
        return layout
    }

    /// Hands the bounded text to Pango, the notice (if any) in italics.
    private func setText(_ text: BubbleText, on layout: OpaquePointer) {
        let laidOut = text.laidOut
        BubbleLayoutReport.record(laidOut)
        pango_layout_set_text(layout, laidOut, -1)
        guard text.notice != nil else {
            pango_layout_set_attributes(layout, nil)
            return
        }
        let attributes = pango_attr_list_new()
        let italic = pango_attr_style_new(PANGO_STYLE_ITALIC)!
        italic.pointee.start_index = UInt32(text.shaped.utf8.count + 1)  // after the line break
        italic.pointee.end_index = UInt32(laidOut.utf8.count)
        pango_attr_list_insert(attributes, italic)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    private func configure(_ layout: OpaquePointer) {
        pango_layout_set_font_description(layout, fontDescription)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    }
}
