/// Reads the keyboard's top and the input bar's bottom from each frame of a recording, in
/// order, learning what the two look like as it goes (docs/MEASURE.md):
///
/// - The first frame is taken as the app at rest with the keyboard down: the bar is the band at
///   the bottom whose own colour (its bottom margin's) reaches up to its top edge, and those
///   rows are the bar's look, kept as a template.
/// - The keyboard is the first uniform colour that rises from the bottom edge (or from under
///   `--keyboard-top`) and was not there in the first frame. Its top, in every frame, is the
///   top of the highest wall-to-wall row of that colour joined to the bottom edge through rows
///   of keys, each run of keys shorter than `longestKeyRow` of the height.
/// - The bar, in every frame, is where the template's rows match the frame, searching up from
///   the keyboard's top; a bar partly behind the keyboard is placed by its visible top edge.
///
/// ```swift
/// var measurer = FrameMeasurer()
/// let row = measurer.measure(frame, number: 0, timeMilliseconds: 0)
/// ```
public struct FrameMeasurer: Sendable {
    /// Hints for recordings the automatic finding cannot read: where the keyboard's top and the
    /// bar's bottom rest while the keyboard is up.
    public struct Hints: Equatable, Sendable {
        public var keyboardTop: Int?
        public var barBottom: Int?
        public init(keyboardTop: Int? = nil, barBottom: Int? = nil) {
            self.keyboardTop = keyboardTop
            self.barBottom = barBottom
        }
    }

    /// The longest run of rows without the keyboard's colour inside the keyboard (a row of keys),
    /// as a share of the height: a key row is 5 % of a phone's height, the bar 6 %.
    static let longestKeyRow = 0.09
    /// The top rows of the bar's template that must match for a place to be the bar's top.
    static let edgeRows = 4

    public let hints: Hints
    private var rest: SampledFrame?
    private(set) public var keyboardColour: (UInt8, UInt8, UInt8)?
    private var bar: BarTemplate?

    public init(hints: Hints = Hints()) {
        self.hints = hints
    }

    /// Whether a keyboard has been seen in any frame so far.
    public var hasFoundKeyboard: Bool { keyboardColour != nil }

    /// The row of the CSV for this frame.
    public mutating func measure(_ frame: SampledFrame, number: Int, timeMilliseconds: Double) -> MeasuredRow {
        guard let rest else {
            self.rest = frame
            bar = BarTemplate(rest: frame, bottom: frame.height)
            return MeasuredRow(frame: number, timeMilliseconds: timeMilliseconds, keyboardTop: frame.height, barBottom: bar?.bottom)
        }
        if keyboardColour == nil { keyboardColour = Self.newBandColour(in: frame, rest: rest, from: hints.keyboardTop) }
        let keyboardTop = keyboardColour.map { Self.keyboardTop(in: frame, colour: $0) } ?? frame.height
        // A first frame whose bottom row is not the bar's own (a home indicator over it): with
        // `--bar-bottom`, the bar is learned from the first frame whose keyboard reaches it.
        if bar == nil, let hinted = hints.barBottom, abs(keyboardTop - hinted) <= 2 {
            bar = BarTemplate(rest: frame, bottom: hinted)
        }
        let barBottom = bar?.bottom(in: frame, above: keyboardTop)
        return MeasuredRow(frame: number, timeMilliseconds: timeMilliseconds, keyboardTop: keyboardTop, barBottom: barBottom)
    }

    /// The colour of the lowest wall-to-wall row among the bottom `learningRows` (or just under
    /// the hinted top) whose colour the first frame had neither in that row nor over
    /// `RowShare.app` of its area: the keyboard's margin or the gap between two rows of keys,
    /// the first time it shows. (A row of white keys over a white app is the app's colour.)
    static func newBandColour(in frame: SampledFrame, rest: SampledFrame, from hintedTop: Int?) -> (UInt8, UInt8, UInt8)? {
        let rows: [Int]
        if let hintedTop, hintedTop >= 0, hintedTop < frame.height {
            rows = Array(hintedTop..<min(frame.height, hintedTop + learningRows))
        } else {
            rows = Array(max(0, frame.height - learningRows)..<frame.height).reversed()
        }
        for row in rows {
            guard let colour = frame.uniformColour(row: row), rest.fraction(row: row, matching: colour) < RowShare.uniform,
                  rest.share(matching: colour) < RowShare.app else { continue }
            return colour
        }
        return nil
    }

    /// How many rows at the bottom edge the keyboard's colour is looked for in: a sliding
    /// keyboard's first frame shows a dozen rows, its margin at their top.
    static let learningRows = 32

    /// The top of the keyboard's band: the highest row of its colour joined to the bottom edge.
    /// Past a run of keys, a band of the colour counts only from `shortestBand` rows: the gaps
    /// between rows of keys and the margins are several rows, while a thin line of about the
    /// same grey (a bar's top edge, blurred by the codec) is one.
    static func keyboardTop(in frame: SampledFrame, colour: (UInt8, UInt8, UInt8)) -> Int {
        let longestGap = max(2, Int(Double(frame.height) * longestKeyRow))
        var top = frame.height
        var run = 0
        // No row of another colour since `top` (or since the bottom edge).
        var joined = true
        var row = frame.height - 1
        while row >= 0 {
            if frame.fraction(row: row, matching: colour) >= RowShare.uniform {
                run += 1
                if joined || run >= shortestBand {
                    top = row
                    joined = true
                }
            } else {
                run = 0
                joined = false
                if top - row > longestGap { break }
            }
            row -= 1
        }
        return top
    }

    /// The fewest rows of the keyboard's colour that make a band once a run of keys lies below.
    static let shortestBand = 3
}
