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
    /// Space below the last key row: the band that holds the globe and dictation keys above
    /// the home-indicator zone, as on iPhones with Face ID (`KeyboardBand`). iOS's band is
    /// about 75 pt of its 291 pt portrait keyboard (291 − 216 pt of rows); here 73 pt under
    /// the rows' cells in portrait, 48.5 pt in landscape, the same on every layout.
    public var bottomInset: Double
    /// Horizontal gap between neighbouring keys; half of it also separates the
    /// outermost keys from the keyboard's sides.
    public var keyGap: Double
    /// Vertical gap between rows.
    public var rowGap: Double
    /// Margin left and right of the key area: a notched iPhone's landscape
    /// safe area (47 pt at 844 pt wide), 0 in portrait. Optional in a layout file.
    public var sideInset: Double

    /// The width a layout file's landscape side inset is measured at: an iPhone's 844 pt.
    public static let sideInsetReferenceWidth = 844.0

    /// The side inset on a keyboard `width` wide: the full `sideInset` from 844 pt up, and in
    /// proportion below it. A notch's safe area belongs to a phone held sideways; a window that
    /// is merely a little wider than tall (306 × 300) would otherwise lose 94 of its 306 pt to
    /// two 47 pt margins and squeeze its keys into the middle 70 %.
    ///
    /// At 844 pt: 47. At 422 pt: 23.5. At 306 pt: 17.04, leaving the keys 89 % of the width.
    ///
    /// - Complexity: O(1).
    public func sideInset(forWidth width: Double) -> Double {
        sideInset * min(1, max(0, width) / Self.sideInsetReferenceWidth)
    }

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
