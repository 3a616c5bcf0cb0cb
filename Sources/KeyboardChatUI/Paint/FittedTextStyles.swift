import CGtk

/// Text styles of one font family at whole-point sizes, and the largest size at which a
/// label's drawn glyphs fit a box.
///
/// Keys shrink with the window (a letter key is 33 pt wide at 390 pt, 26 pt at 320 pt and
/// about 24 pt in the narrowest window), so a label drawn at one fixed size touches or
/// crosses its key's edges on a small stage. iOS scales its key labels with the keys; so
/// does this: each label gets the largest size up to its design size whose glyphs, drawn
/// centred as `drawCentred` draws them, cover only pixels inside the key less its clearance
/// (measured by their ink, the pixels they cover, not by the line's logical box, whose side
/// bearings and descender room would shrink labels that already fit).
///
/// At 390 pt every label fits at its design size, so the full-size keyboard is drawn
/// exactly as before; only smaller keys get smaller labels.
///
/// ```swift
/// let letters = FittedTextStyles(family: "Sans", largest: 22, smallest: 8)
/// letters.size(fitting: "W", width: 29, height: 38, on: cr)   // 22: a 33 pt key (390 pt) less 2 pt a side
/// letters.size(fitting: "W", width: 22, height: 38, on: cr)   // 17: a 26 pt key (320 pt); W is 23 pt at 18
/// ```
///
/// - Complexity: O(s) Pango layouts for s sizes the first time a (label, box) pair is asked,
///   O(1) after: the answers are cached, and a keyboard asks about a handful of boxes.
@MainActor
final class FittedTextStyles {
    private let family: String
    private let largest: Int
    private let smallest: Int
    private var styles: [Int: TextStyle] = [:]
    private var fits: [FitQuestion: Int] = [:]

    private struct FitQuestion: Hashable {
        var text: String
        var tallText: String
        var width: Double
        var height: Double
    }

    init(family: String, largest: Int, smallest: Int) {
        precondition(smallest >= 1 && smallest <= largest, "sizes run from smallest up to largest")
        self.family = family
        self.largest = largest
        self.smallest = smallest
    }

    /// The style at `size` points (clamped to the range this holds).
    func style(size: Int) -> TextStyle {
        let size = min(largest, max(smallest, size))
        if let style = styles[size] { return style }
        let style = TextStyle("\(family) \(size)")
        styles[size] = style
        return style
    }

    /// The largest size at which `text`, drawn centred in a `width` × `height` box, keeps its ink
    /// inside it; the smallest size when even that does not fit (a label is never dropped).
    /// `tallText`, when given, is measured for the height instead: a keyboard's letters take
    /// their width from W but their height from the letters that reach furthest up and down.
    func size(fitting text: String, tallText: String? = nil, width: Double, height: Double, on cr: OpaquePointer) -> Int {
        let question = FitQuestion(text: text, tallText: tallText ?? text, width: width, height: height)
        if let known = fits[question] { return known }
        var size = largest
        while size > smallest {
            let style = style(size: size)
            let inkWidth = style.centredInkSize(of: question.text, on: cr).width
            let inkHeight = style.centredInkSize(of: question.tallText, on: cr).height
            if inkWidth <= width && inkHeight <= height { break }
            size -= 1
        }
        fits[question] = size
        return size
    }

    /// The style `size(fitting:…)` picks.
    func style(fitting text: String, tallText: String? = nil, width: Double, height: Double, on cr: OpaquePointer) -> TextStyle {
        style(size: size(fitting: text, tallText: tallText, width: width, height: height, on: cr))
    }
}
