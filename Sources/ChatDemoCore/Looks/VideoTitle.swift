/// The title a video file's metadata carries (an MP4's or WebM's title tag, a GIF's comment):
/// what its panes show and at which speed, so whoever receives a slow-motion clip reads that
/// it is slow before pressing play. The captions in its frames say the same, frame by frame.
///
/// Each frame notes its panes and the slow-motion factor its caption names; the title names
/// the first frame's panes and every factor the frames had, in the order they first appear.
///
/// ```swift
/// var title = VideoTitle()
/// title.note(panes: ["three-case"], slowMotionFactor: 10)
/// title.text   // "KeyboardChat — three-case — slow motion ×10 (plays 10 times slower than real time)"
/// title.note(panes: ["three-case"], slowMotionFactor: 1)
/// title.text   // "KeyboardChat — three-case — slow motion ×10 and real time"
/// ```
///
/// - Complexity: `note` is O(f) for the f distinct factors noted so far; `text` O(panes + f).
public struct VideoTitle: Hashable, Sendable {
    /// What every title starts with: the program that made the clip.
    public static let maker = "KeyboardChat"

    /// The first frame's panes, as their labels or captions name them.
    public private(set) var panes: [String] = []
    /// Every factor the frames' captions named, in the order each first appeared.
    public private(set) var factors: [Double] = []

    public init() {}

    /// One frame of the clip: its panes' names and the slow-motion factor its caption names.
    public mutating func note(panes: [String], slowMotionFactor: Double) {
        if self.panes.isEmpty { self.panes = panes }
        if !factors.contains(slowMotionFactor) { factors.append(slowMotionFactor) }
    }

    /// "KeyboardChat — PANES — SPEED"; a clip all in one slow motion also says how much slower
    /// it plays.
    public var text: String {
        var parts = [Self.maker]
        if !panes.isEmpty { parts.append(panes.joined(separator: " | ")) }
        if factors.count == 1, let factor = factors.first, factor > 1, let shown = ReviewCaption.factorText(factor) {
            parts.append("slow motion \(shown) (plays \(shown.dropFirst()) times slower than real time)")
        } else if !factors.isEmpty {
            parts.append(factors.map(Self.speed).joined(separator: " and "))
        }
        return parts.joined(separator: " — ")
    }

    /// "slow motion ×10", "sped up ×0.5", "real time".
    static func speed(_ factor: Double) -> String {
        guard let shown = ReviewCaption.factorText(factor) else { return "real time" }
        return factor > 1 ? "slow motion \(shown)" : "sped up \(shown)"
    }
}
