/// A width and height in points.
///
/// ```swift
/// Size(width: 390, height: 844).orientation   // .portrait
/// ```
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// Landscape exactly when wider than tall (a square counts as portrait).
    public var orientation: Orientation { Orientation(containerSize: self) }
}
