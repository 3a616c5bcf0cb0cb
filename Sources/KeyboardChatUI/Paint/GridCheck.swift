import CGtk

/// Whether drawing lands on the same device pixels wherever it is moved: the test both cached
/// layers (`KeyboardLayer`, `ListLayer`) make before they copy instead of drawing in place.
/// A copy moved by whole device pixels is pixel-identical to drawing there; anything else
/// (a fraction of a pixel, a scaled or rotated context) would resample.
enum GridCheck {
    /// `value` has no fraction (positions, sizes and scales that must sit on the grid).
    static func isWhole(_ value: Double) -> Bool {
        value.rounded() == value
    }

    /// Whether user space is device space moved by whole points: no scale, no rotation, a
    /// whole-numbered offset (an integer device scale then keeps it on whole pixels).
    static func movesByWholePoints(_ cr: OpaquePointer) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        return matrix.xx == 1 && matrix.yy == 1 && matrix.xy == 0 && matrix.yx == 0
            && isWhole(matrix.x0) && isWhole(matrix.y0)
    }
}
