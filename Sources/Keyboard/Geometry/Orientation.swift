/// Whether a container is taller than wide; selects the keyboard height.
///
/// ```swift
/// Orientation(containerSize: Size(width: 844, height: 390))   // .landscape
/// ```
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case portrait
    case landscape

    /// `.landscape` when `width > height`, otherwise `.portrait`.
    public init(containerSize: Size) {
        self = containerSize.width > containerSize.height ? .landscape : .portrait
    }
}
