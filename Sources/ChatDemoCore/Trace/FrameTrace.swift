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
    /// What is up under the bar: `none`, `keyboard` or `panel` (`BottomSurface`); its top is
    /// `keyboardTop`, where the keyboard or the attachment panel was drawn.
    public var surface: String
    /// The list's content origin on the stage (points, from the model, `SceneFrame.listTop`):
    /// unchanged from one row to the next exactly when no message moved on screen.
    public var listTop: Double
    /// The jump-to-latest button's opacity, 0 (hidden) … 1 (`SceneFrame.jumpOpacity`).
    public var jumpOpacity: Double

    public init(frame: Int, timeMilliseconds: Double, keyboardTop: Int, barBottom: Int,
                listShift: Double, contentShift: Double, caseLabel: String,
                blankSpace: Double = 0, replyHeight: Double = 0,
                surface: String = BottomSurface.none.rawValue, listTop: Double = 0, jumpOpacity: Double = 0) {
        self.frame = frame
        self.timeMilliseconds = timeMilliseconds
        self.keyboardTop = keyboardTop
        self.barBottom = barBottom
        self.listShift = listShift
        self.contentShift = contentShift
        self.caseLabel = caseLabel
        self.blankSpace = blankSpace
        self.replyHeight = replyHeight
        self.surface = surface
        self.listTop = listTop
        self.jumpOpacity = jumpOpacity
    }

    /// The trace's seven standard columns (frame … case), which tools reading the trace rely
    /// on; the whole header unless `--trace-detail` asks for more.
    public static let csvHeader = "frame,time_ms,keyboard_top,bar_bottom,list_shift,content_shift,case"
    /// The columns `--trace-detail` adds after the seven: a streaming reply's blank space and
    /// height, what is up under the bar, the list's content origin and the jump-to-latest button's opacity.
    public static let detailColumns = ["blank_space", "reply_height", "surface", "list_top", "jump_opacity"]

    /// The header with or without the detail columns.
    public static func csvHeader(detailed: Bool) -> String {
        detailed ? ([csvHeader] + detailColumns).joined(separator: ",") : csvHeader
    }

    /// The seven standard columns, in `csvHeader`'s order.
    public var csvLine: String {
        "\(frame),\(Self.format(timeMilliseconds)),\(keyboardTop),\(barBottom),\(Self.format(listShift)),\(Self.format(contentShift)),\(caseLabel)"
    }

    /// `csvLine`, followed by the detail columns when `detailed`.
    public func csvLine(detailed: Bool) -> String {
        guard detailed else { return csvLine }
        return "\(csvLine),\(Self.format(blankSpace)),\(Self.format(replyHeight)),\(surface),\(Self.format(listTop)),"
            + Self.format(jumpOpacity)
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

    /// Parses a line written by `csvLine(detailed:)`, with or without the detail columns (used
    /// by tests and tools).
    public init?(csvLine: Substring) {
        let line = csvLine.last == "\r" ? csvLine.dropLast() : csvLine
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
        let plainCount = 7
        guard fields.count == plainCount || fields.count == plainCount + Self.detailColumns.count,
              let frame = Int(fields[0]), let time = Double(fields[1]),
              let keyboardTop = Int(fields[2]), let barBottom = Int(fields[3]),
              let listShift = Double(fields[4]), let contentShift = Double(fields[5]) else { return nil }
        self.init(frame: frame, timeMilliseconds: time, keyboardTop: keyboardTop, barBottom: barBottom,
                  listShift: listShift, contentShift: contentShift, caseLabel: String(fields[6]))
        guard fields.count > plainCount else { return }
        guard let blank = Double(fields[7]), let reply = Double(fields[8]), let top = Double(fields[10]),
              let opacity = Double(fields[11]) else { return nil }
        jumpOpacity = opacity
        blankSpace = blank
        replyHeight = reply
        surface = String(fields[9])
        listTop = top
    }
}
