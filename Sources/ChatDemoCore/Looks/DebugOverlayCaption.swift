import ChatLayout
import Foundation
import Keyboard

/// The debug overlay's caption (Ctrl+D): one fact per line, and a legend
/// line for each coloured line the overlay draws, naming its colour's line.
///
/// The text is pure; `layout(lineSizes:)` places the lines and sizes the
/// box from the text's measured sizes, so the box always holds its text
/// however long the strategy's name or however tall the font.
///
/// ```swift
/// let caption = DebugOverlayCaption(frame: frame, strategy: .wholeView, keyboardHeight: 291)
/// caption.lines.map(\.text)   // ["strategy whole-view", "K 291  visible 291.0", "gap 0 px",
///                             //  "keyboard top 553", "bar bottom 553", "last message c 420", "d1 501  d2 744"]
/// caption.lines[3].swatch     // .keyboardTop
/// ```
///
/// - Complexity: O(lines) for every member.
public struct DebugOverlayCaption: Hashable, Sendable {
    /// The overlay's coloured horizontal lines, each named in the legend.
    public enum Swatch: String, CaseIterable, Hashable, Sendable {
        case keyboardTop, barBottom, lastMessage, thresholds
    }

    public struct Line: Hashable, Sendable {
        public var text: String
        /// The coloured line this legend entry names, drawn as a short sample before the text.
        public var swatch: Swatch?
    }

    public var lines: [Line]

    public init(frame: SceneFrame, strategy: Strategy, keyboardHeight: Double) {
        lines = [Line(text: Self.heading(frame: frame, strategy: strategy))] + Self.facts(frame: frame, keyboardHeight: keyboardHeight)
    }

    /// The first line: the strategy, said once, and under three-case the case `CaseReading`
    /// names — the caption's — saying whether it is in effect (the trace's `case` then says the
    /// same) or the one the next show will decide (keyboard down).
    ///
    /// Example: "three-case, case 2 in effect", "three-case, next show case 3", "strategy inset".
    public static func heading(frame: SceneFrame, strategy: Strategy) -> String {
        guard strategy == .threeCase, let reading = CaseReading(frame: frame) else { return "strategy \(strategy.rawValue)" }
        let number = reading.threeCase.rawValue
        return reading.isInEffect ? "three-case, case \(number) in effect" : "three-case, next show case \(number)"
    }

    private static func facts(frame: SceneFrame, keyboardHeight: Double) -> [Line] {
        [
            Line(text: String(format: "K %.0f  visible %.1f", keyboardHeight, frame.keyboardVisibleHeight)),
            Line(text: "gap \(frame.keyboardTop - frame.barBottom) px"),
            Line(text: "keyboard top \(frame.keyboardTop)", swatch: .keyboardTop),
            Line(text: "bar bottom \(frame.barBottom)", swatch: .barBottom),
            Line(text: frame.lastMessageBottom.map { String(format: "last message c %.0f", $0) } ?? "last message c –",
                 swatch: .lastMessage),
            Line(text: String(format: "d1 %.0f  d2 %.0f", frame.thresholds.raisedBarTop, frame.thresholds.nearBarLine), swatch: .thresholds),
        ]
    }

    /// Space inside the box around the text.
    public static let padding = 6.0
    /// Room for a legend line's colour sample and the gap after it.
    public static let swatchWidth = 18.0
    public static let swatchGap = 6.0
    public static let lineSpacing = 1.0

    /// Where the box and each line go, in the box's coordinates plus `origin`.
    public struct Placement: Hashable, Sendable {
        public var box: Rect
        /// Each line's text rectangle (its measured size), in order.
        public var text: [Rect]
        /// Each legend line's sample: a horizontal segment at this rectangle's `midY`.
        public var swatches: [Rect?]
    }

    /// Places the lines top to bottom from `origin`, given each line's
    /// measured text size (same order as `lines`), and sizes the box to
    /// hold them all with `padding` on every side.
    public func layout(lineSizes: [Size], origin: Point) -> Placement {
        precondition(lineSizes.count == lines.count, "one measured size per line")
        let indent = lines.contains { $0.swatch != nil } ? Self.swatchWidth + Self.swatchGap : 0
        var y = origin.y + Self.padding
        var text: [Rect] = [], swatches: [Rect?] = []
        var widest = 0.0
        for (line, size) in zip(lines, lineSizes) {
            let left = origin.x + Self.padding + (line.swatch == nil ? 0 : indent)
            text.append(Rect(x: left, y: y, width: size.width, height: size.height))
            swatches.append(line.swatch.map { _ in
                Rect(x: origin.x + Self.padding, y: y, width: Self.swatchWidth, height: size.height)
            })
            widest = max(widest, left - origin.x - Self.padding + size.width)
            y += size.height + Self.lineSpacing
        }
        let height = y - (lines.isEmpty ? 0 : Self.lineSpacing) + Self.padding - origin.y
        let box = Rect(x: origin.x, y: origin.y, width: (2 * Self.padding + widest).rounded(.up), height: height.rounded(.up))
        return Placement(box: box, text: text, swatches: swatches)
    }
}
