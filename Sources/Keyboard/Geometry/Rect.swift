/// An axis-aligned rectangle; `origin` is the top-left corner (y grows downwards).
///
/// ```swift
/// let r = Rect(x: 0, y: 553, width: 390, height: 291)
/// r.maxY                                 // 844
/// r.contains(Point(x: 10, y: 600))       // true
/// r.distance(to: Point(x: 10, y: 550))   // 3
/// ```
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// Half-open containment: the left and top edges belong to the rectangle,
    /// the right and bottom edges to its neighbour, so tiled rects never overlap.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Euclidean distance from `point` to the closest point of the rectangle
    /// (0 inside or on the edge). Used to find the nearest key from a gap.
    public func distance(to point: Point) -> Double {
        let dx = max(minX - point.x, 0, point.x - maxX)
        let dy = max(minY - point.y, 0, point.y - maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
}
