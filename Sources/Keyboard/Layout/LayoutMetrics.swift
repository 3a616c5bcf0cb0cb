/// Vertical and spacing metrics of one layout in one orientation, in points.
///
/// Worked example, english portrait (`height` 291, `topInset` 5, `bottomInset`
/// 45, `rowGap` 11, four rows): the rows share 291 − 5 − 45 = 241 pt, so each row
/// cell is 60.25 tall and each key 60.25 − 11 = 49.25 tall with 11 pt between rows.
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

    public init(height: Double, candidateBar: Double, topInset: Double, bottomInset: Double,
                keyGap: Double, rowGap: Double) {
        self.height = height
        self.candidateBar = candidateBar
        self.topInset = topInset
        self.bottomInset = bottomInset
        self.keyGap = keyGap
        self.rowGap = rowGap
    }
}
