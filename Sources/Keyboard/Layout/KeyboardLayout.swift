import Foundation

/// A drawn keyboard: its rows of keys (relative widths) and its metrics per
/// orientation, decoded from `Resources/Layouts/<kind>.json`.
///
/// ```swift
/// let pinyin = try KeyboardResources.bundled().layout(.pinyin)
/// pinyin.height(for: .portrait)                               // 336 (291 + 45 candidate bar)
/// let keys = pinyin.keys(width: 390, orientation: .portrait)  // candidate slots, QWERTY, the band's globe and 🎤
/// pinyin.key(at: Point(x: 20, y: 80), width: 390, orientation: .portrait)?.key.label   // "q"
/// ```
///
/// Layouts are decoded once, at start-up (`KeyboardResources`); key frames are computed
/// once per (width, orientation) and cached, so per-frame drawing and hit
/// testing never touch JSON.
public struct KeyboardLayout: Sendable {
    public let kind: KeyboardLayoutKind
    /// Number of candidate slots in the candidate bar (0 when there is no bar).
    public let candidateSlots: Int
    let rows: [[LayoutItem]]
    private let metrics: [Orientation: LayoutMetrics]
    let frameCache = KeyFrameCache()

    /// Decodes a layout from JSON; `file` is only used in error messages.
    /// Layouts come from `KeyboardResources`, which loads every kind at start-up.
    init(kind: KeyboardLayoutKind, data: Data, file: String) throws(KeyboardLayoutError) {
        let decoded = try decodeResource(LayoutFile.self, from: data, file: file)
        var metrics: [Orientation: LayoutMetrics] = [:]
        for orientation in Orientation.allCases {
            guard let value = decoded.metrics[orientation.rawValue] else {
                throw KeyboardLayoutError.malformed(file: file, reason: "no metrics for \(orientation.rawValue)")
            }
            let keyRowsHeight = value.height - value.candidateBar - value.topInset - value.bottomInset
            guard value.height > 0, keyRowsHeight > Double(decoded.rows.count) * value.rowGap else {
                throw KeyboardLayoutError.malformed(file: file, reason: "\(orientation.rawValue) metrics leave no room for the keys")
            }
            metrics[orientation] = value
        }
        guard !decoded.rows.isEmpty, decoded.rows.allSatisfy({ row in row.contains { if case .key = $0 { true } else { false } } }) else {
            throw KeyboardLayoutError.malformed(file: file, reason: "every row needs at least one key")
        }
        let slots = decoded.candidateSlots ?? 0
        guard slots >= 0, (slots > 0) == metrics.values.allSatisfy({ $0.candidateBar > 0 }) else {
            throw KeyboardLayoutError.malformed(file: file, reason: "candidateSlots and candidateBar heights disagree")
        }
        self.kind = kind
        self.rows = decoded.rows
        self.metrics = metrics
        self.candidateSlots = slots
    }

    /// The keyboard height K in `orientation`, candidate bar included.
    public func height(for orientation: Orientation) -> Double {
        layoutMetrics(for: orientation).height
    }

    /// Height of the candidate strip at the top (0 when the layout has none).
    public func candidateBarHeight(for orientation: Orientation) -> Double {
        layoutMetrics(for: orientation).candidateBar
    }

    /// All metrics of `orientation`.
    public func layoutMetrics(for orientation: Orientation) -> LayoutMetrics {
        // Every orientation is validated present in `init`.
        metrics[orientation]!
    }

    /// Every key of the layout in row order, candidate slots first (without frames).
    public var allKeys: [Key] {
        keys(width: KeyboardLayout.referenceWidth, orientation: .portrait).map(\.key)
    }

    /// The width the layout files are tuned for (an iPhone 12–15 in portrait).
    public static let referenceWidth = 390.0
}
