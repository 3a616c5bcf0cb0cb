/// One step of an outline, in the coordinates of its points (y grows downwards): what a
/// drawing API needs to trace a shape, so the shape's geometry stays in pure code and the
/// painter only follows it.
///
/// ```swift
/// let square: [PathElement] = [.move(Point(x: 0, y: 0)), .line(Point(x: 4, y: 0)),
///                              .line(Point(x: 4, y: 4)), .line(Point(x: 0, y: 4)), .close]
/// PathElement.bounds(of: square)   // Rect(x: 0, y: 0, width: 4, height: 4)
/// ```
public enum PathElement: Hashable, Sendable {
    /// Starts a subpath at the point.
    case move(Point)
    /// A straight line from the current point.
    case line(Point)
    /// A cubic Bézier from the current point through two control points to `to`.
    case curve(Point, Point, to: Point)
    /// A straight line back to the subpath's start.
    case close

    /// The points the element names, control points included (a cubic Bézier lies inside
    /// their hull, so these bound the drawn shape).
    public var points: [Point] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .curve(let first, let second, let end): [first, second, end]
        case .close: []
        }
    }

    /// The smallest rectangle holding every point of `path`, control points included.
    public static func bounds(of path: [PathElement]) -> Rect {
        let points = path.flatMap(\.points)
        guard let first = points.first else { return .zero }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
