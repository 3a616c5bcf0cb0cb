/// A point in keyboard or container coordinates (points, y grows downwards).
///
/// ```swift
/// let p = Point(x: 10, y: 20)   // p.x == 10
/// ```
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}
