/// One presented frame, as `--trace` records it.
public struct TraceRow: Equatable, Sendable {
    public var frame: Int
    public var timeMilliseconds: Double
    /// Where the keyboard was drawn (window coordinates, device pixels).
    public var keyboardTop: Int
    /// Read back from the input bar widget's allocation, not the model.
    public var barBottom: Int
    public var listShift: Double
    public var contentShift: Double
    /// "1", "2" or "3" under three-case; the strategy's name otherwise.
    public var caseLabel: String
    /// A streaming reply's pin: the blank space below the list's content at rest (0 without one).
    public var blankSpace: Double
    /// The streaming reply's height as it grows (0 before any stream).
    public var replyHeight: Double

    public init(frame: Int, timeMilliseconds: Double, keyboardTop: Int, barBottom: Int,
                listShift: Double, contentShift: Double, caseLabel: String,
                blankSpace: Double = 0, replyHeight: Double = 0) {
        self.frame = frame
        self.timeMilliseconds = timeMilliseconds
        self.keyboardTop = keyboardTop
        self.barBottom = barBottom
        self.listShift = listShift
        self.contentShift = contentShift
        self.caseLabel = caseLabel
        self.blankSpace = blankSpace
        self.replyHeight = replyHeight
    }

    public static let csvHeader = "frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case,blank_space,reply_height"

    public var csvLine: String {
        "\(frame),\(Self.format(timeMilliseconds)),\(keyboardTop),\(barBottom),\(Self.format(listShift)),\(Self.format(contentShift)),\(caseLabel),\(Self.format(blankSpace)),\(Self.format(replyHeight))"
    }

    /// Three decimals: enough to see sub-pixel motion, stable across runs.
    /// A value that is not a finite number is written `nan`, `inf` or `-inf`
    /// (which `Double.init` reads back) instead of crashing the trace.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scaled = (value * 1000).rounded()
        // Beyond about 9e15 the value has no third decimal left to show.
        guard abs(scaled) < 9e18 else { return "\(value)" }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = Int(abs(scaled))
        let fraction = String(magnitude % 1000)
        return "\(sign)\(magnitude / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }

    /// Parses a line written by `csvLine` (used by tests and tools), or one of the seven columns
    /// written before the stream's two.
    public init?(csvLine: Substring) {
        let line = csvLine.last == "\r" ? csvLine.dropLast() : csvLine
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        guard fields.count == 7 || fields.count == 9, let frame = Int(fields[0]), let time = Double(fields[1]),
              let keyboardTop = Int(fields[2]), let barBottom = Int(fields[3]),
              let listShift = Double(fields[4]), let contentShift = Double(fields[5]) else { return nil }
        self.init(frame: frame, timeMilliseconds: time, keyboardTop: keyboardTop, barBottom: barBottom,
                  listShift: listShift, contentShift: contentShift, caseLabel: String(fields[6]))
        guard fields.count == 9 else { return }
        guard let blank = Double(fields[7]), let reply = Double(fields[8]) else { return nil }
        blankSpace = blank
        replyHeight = reply
    }
}
