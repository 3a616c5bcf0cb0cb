/// Vertical and spacing metrics of one layout in one orientation, in points.
///
/// Worked example, english portrait (`height` 291, `topInset` 2, `bottomInset`
/// 73, `rowGap` 12, four rows): the rows share 291 − 2 − 73 = 216 pt, so each row
/// cell is 54 tall and each key 54 − 12 = 42 tall with 12 pt between rows, as on
/// iOS at 390 pt (docs/KEYBOARD.md says where the figures come from).
public struct LayoutMetrics: Hashable, Sendable, Codable {
    /// Total keyboard height K, candidate bar included.
    public var height: Double
    /// Height of the Pinyin candidate strip at the top (0 when absent).
    public var candidateBar: Double
    /// Space above the first key row (below the candidate bar).
    public var topInset: Double
    /// Space below the last key row (iPhone's home-indicator zone in portrait).
    public var bottomInset: Double
    /// Horizontal gap between neighbouring keys; half of it also separates the
    /// outermost keys from the keyboard's sides.
    public var keyGap: Double
    /// Vertical gap between rows.
    public var rowGap: Double
    /// Margin left and right of the key area: a notched iPhone's landscape
    /// safe area (47 pt at 844 pt wide), 0 in portrait. Optional in a layout file.
    public var sideInset: Double

    public init(height: Double, candidateBar: Double, topInset: Double, bottomInset: Double,
                keyGap: Double, rowGap: Double, sideInset: Double = 0) {
        self.sideInset = sideInset
        self.height = height
        self.candidateBar = candidateBar
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.keyGap = keyGap
        self.rowGap = rowGap
    }

    private enum CodingKeys: String, CodingKey {
        case height, candidateBar, topInset, bottomInset, keyGap, rowGap, sideInset
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(height: try container.decode(Double.self, forKey: .height),
                  candidateBar: try container.decode(Double.self, forKey: .candidateBar),
                  topInset: try container.decode(Double.self, forKey: .topInset),
                  bottomInset: try container.decode(Double.self, forKey: .bottomInset),
                  keyGap: try container.decode(Double.self, forKey: .keyGap),
                  rowGap: try container.decode(Double.self, forKey: .rowGap),
                  sideInset: try container.decodeIfPresent(Double.self, forKey: .sideInset) ?? 0)
    }
}
