import Keyboard

/// One earlier frame as the onion skin draws it: a translucent copy of the input bar's outline
/// and of the keyboard's top band where that frame had them, fainter the older the frame, so one
/// still shows how far the bar and the keyboard moved from frame to frame (even spacing is a
/// constant speed, closing spacing an ease-out).
///
/// The history keeps the trace's numbers (window coordinates, device pixels); a ghost is in the
/// stage's coordinates (points), where the painter draws. The painter keeps every ghost off the
/// field's text (`Placement.fieldText`).
///
/// ```swift
/// // A stage 66 pt below the window's top at scale 1, its bar 390 × 56 pt, the keyboard now at 600
/// let placement = OnionSkinGhost.Placement(stageTop: 66, scale: 1, stageWidth: 390,
///     bar: Rect(x: 0, y: 544, width: 390, height: 56), keyboardTop: 600,
///     fieldText: Rect(x: 20, y: 556, width: 260, height: 30))
/// // the frame before (hiding) had the bar and the keyboard at 657 in the window: 591 on the stage
/// let ghosts = OnionSkinGhost.ghosts(of: [before], pane: 0, placement: placement)
/// ghosts[0].keyboardBand   // Rect(x: 0, y: 591, width: 390, height: 10)
/// ghosts[0].bar            // Rect(x: 2, y: 537, width: 386, height: 52)
/// ghosts[0].opacity        // 0.45
/// ```
public struct OnionSkinGhost: Equatable, Sendable {
    /// Where the stage and its bar are now: what a frame's window numbers are taken from, and
    /// what the ghosts copy.
    public struct Placement: Equatable, Sendable {
        /// The stage's top in the window, in points.
        public var stageTop: Double
        /// Device pixels per point (the trace's numbers are device pixels).
        public var scale: Double
        public var stageWidth: Double
        /// The input bar's frame now, in the stage's coordinates: the ghosts copy its outline.
        public var bar: Rect
        /// The keyboard's top now, in the stage's coordinates.
        public var keyboardTop: Double
        /// Where the field's text lies now, in the stage's coordinates: no ghost covers it.
        public var fieldText: Rect

        public init(stageTop: Double, scale: Double, stageWidth: Double, bar: Rect, keyboardTop: Double, fieldText: Rect) {
            self.stageTop = stageTop
            self.scale = scale
            self.stageWidth = stageWidth
            self.bar = bar
            self.keyboardTop = keyboardTop
            self.fieldText = fieldText
        }

        /// A window row of the trace (device pixels) on the stage, in points.
        func stageY(_ windowPixels: Int) -> Double { Double(windowPixels) / scale - stageTop }
    }

    /// The keyboard's top band a ghost copies, in points.
    public static let bandHeight = 10.0
    /// How far the bar's ghost sits inside the bar's frame on each side, in points (so a ghost
    /// that lines up with the bar still shows beside it).
    public static let barInset = 2.0
    /// The bar ghost's corner radius, in points.
    public static let barCornerRadius = 8.0
    /// The newest ghost's opacity; each older one is `fade` fainter, never below `faintest`.
    /// Well under 1, so what lies under a ghost still shows through it.
    public static let newestOpacity = 0.45
    public static let fade = 0.1
    public static let faintest = 0.1

    /// The trace's number of the frame this ghost copies.
    public let frame: Int
    /// The bar's outline at that frame (the bar's frame now, moved to that frame's bottom, inset).
    public let bar: Rect
    /// The keyboard's top band at that frame, across the stage.
    public let keyboardBand: Rect
    /// How opaque the ghost is drawn (0…1).
    public let opacity: Double

    /// The ghosts of `frames` (newest first, as `MotionHistory` gives them) for pane `pane`,
    /// oldest first so the newest is drawn on top. A frame whose bar and keyboard are where they
    /// are now, or where the next newer ghost already has them, gives no ghost: at rest the
    /// onion skin draws nothing.
    public static func ghosts(of frames: [MotionFrame], pane: Int, placement: Placement) -> [OnionSkinGhost] {
        var ghosts: [OnionSkinGhost] = []
        var newer = (barBottom: placement.bar.maxY.rounded(), keyboardTop: placement.keyboardTop.rounded())
        for frame in frames where pane < frame.panes.count {
            let sample = frame.panes[pane]
            let barBottom = placement.stageY(sample.barBottom).rounded()
            let keyboardTop = placement.stageY(sample.keyboardTop).rounded()
            guard (barBottom, keyboardTop) != newer else { continue }
            newer = (barBottom, keyboardTop)
            let bar = placement.bar
            let opacity = max(newestOpacity - fade * Double(ghosts.count), faintest)
            ghosts.append(OnionSkinGhost(
                frame: frame.frame,
                bar: Rect(x: bar.minX + barInset, y: barBottom - bar.height + barInset,
                          width: max(0, bar.width - 2 * barInset), height: max(0, bar.height - 2 * barInset)),
                keyboardBand: Rect(x: 0, y: keyboardTop, width: placement.stageWidth, height: bandHeight),
                opacity: opacity))
        }
        return ghosts.reversed()
    }
}
