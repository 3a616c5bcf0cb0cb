/// Key frames and hit testing.
///
/// Each row is split into cells proportional to the entries' relative widths
/// across the whole keyboard width; a key is its cell minus half the key gap on
/// each side (so 6 pt between keys and 3 pt at the edges, as on iOS at 390 wide).
/// Rows share the height left between the candidate bar plus top inset and the
/// bottom inset; a key is its row cell minus half the row gap above and below.
/// The bottom inset is the band under the rows that holds the globe and dictation keys
/// (`KeyboardBand`): they come last, in the row after the bottom one.
extension KeyboardLayout {
    /// Every key with its frame relative to the keyboard's top-left corner.
    ///
    /// At width 390 in portrait, english's "q" is `Rect(x: 3, y: 8, width: 33, height: 42)`
    /// and "w" starts at x 42 (6 pt gap).
    ///
    /// - Complexity: O(k) for k keys the first time per (width, orientation), O(1) after.
    public func keys(width: Double, orientation: Orientation) -> [PlacedKey] {
        frameCache.keys(width: width, orientation: orientation) {
            computeKeys(width: width, metrics: layoutMetrics(for: orientation))
                + KeyboardBand(width: width, metrics: layoutMetrics(for: orientation), orientation: orientation)
                    .keys(row: bandRow)
        }
    }

    /// The key under `point` (keyboard coordinates). A point in a gap or an inset
    /// gets the nearest key, so there are no dead zones inside the keyboard;
    /// a point outside `0..<width × 0..<height` gets nil.
    ///
    /// ```swift
    /// // between "q" (maxX 36) and "w" (minX 42), nearer to q:
    /// layout.key(at: Point(x: 37, y: 30), width: 390, orientation: .portrait)?.key.label   // "q"
    /// ```
    ///
    /// Ties go to the earlier key in row order.
    ///
    /// - Complexity: O(k) distance checks for k keys (about 40), no allocation.
    public func key(at point: Point, width: Double, orientation: Orientation) -> PlacedKey? {
        let bounds = Rect(x: 0, y: 0, width: width, height: height(for: orientation))
        guard bounds.contains(point) else { return nil }
        let placed = keys(width: width, orientation: orientation)
        return placed.nearestKey(to: point).map { placed[$0] }
    }

    /// The band's row index: after the candidate bar (when there is one) and every key row.
    var bandRow: Int { (candidateSlots > 0 ? 1 : 0) + rows.count }

    private func computeKeys(width: Double, metrics: LayoutMetrics) -> [PlacedKey] {
        var placed: [PlacedKey] = []
        var rowIndex = 0
        let sideInset = metrics.sideInset(forWidth: width)
        if candidateSlots > 0 {
            // The candidate strip is one continuous bar: slots touch, no gaps. Like the keys,
            // it keeps clear of the landscape side insets (five 150 pt slots at 844 pt).
            let slotWidth = (width - 2 * sideInset) / Double(candidateSlots)
            for slot in 0..<candidateSlots {
                let frame = Rect(x: sideInset + Double(slot) * slotWidth, y: 0,
                                 width: slotWidth, height: metrics.candidateBar)
                placed.append(PlacedKey(key: Key(label: "", action: .candidate(slot)), frame: frame, row: rowIndex))
            }
            rowIndex += 1
        }
        let rowsTop = metrics.candidateBar + metrics.topInset
        let rowsHeight = metrics.height - rowsTop - metrics.bottomInset
        let cellHeight = rowsHeight / Double(rows.count)
        for (index, row) in rows.enumerated() {
            let totalWidth = row.reduce(0) { $0 + $1.relativeWidth }
            // Landscape keeps the safe area beside the notch clear of keys.
            let pointsPerUnit = (width - 2 * sideInset) / totalWidth
            let cellY = rowsTop + Double(index) * cellHeight
            var cellX = sideInset
            for item in row {
                let cellWidth = item.relativeWidth * pointsPerUnit
                if case .key(let key) = item {
                    let cell = Rect(x: cellX, y: cellY, width: cellWidth, height: cellHeight)
                    let frame = cell.insetBy(dx: metrics.keyGap / 2, dy: metrics.rowGap / 2)
                    placed.append(PlacedKey(key: key, frame: frame, row: rowIndex))
                }
                cellX += cellWidth
            }
            rowIndex += 1
        }
        return placed
    }
}
