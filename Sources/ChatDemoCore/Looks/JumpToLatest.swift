import ChatLayout
import Keyboard

/// The "jump to latest" button of today's chat apps: a round button at the list's bottom-right
/// (bottom-left right to left), just above the input bar, shown while the end of the conversation is out of
/// sight and the list can still scroll towards it. Tapping it scrolls to the end with the
/// layout's own scroll-to-bottom, on the keyboard spring (`ChatScene.jumpToLatest`).
///
/// Everything here is derived from one frame's `SceneFrame`, so the button sits on the bar's
/// top of that same frame: it rises and falls with the bar and the keyboard with zero lag.
///
/// When it shows — both must hold:
/// - **The end is not visible**: the last message's bottom is outside the list's visible part,
///   below `min(listViewportBottom, barTop)` (the bar and the keyboard cover it) or above the
///   navigation bar (a short chat risen under the title).
/// - **The list is not at its end**: the last message's bottom is more than `endTolerance`
///   below where the deepest offset puts it (`listViewportBottom − bottomPadding`). Where the
///   strategy itself leaves the end under the keyboard — `.barOnly` and `.never` keep the
///   list's viewport at rest, so the keyboard covers its end by design — a list already at its
///   end gets no button: there is nothing for a tap to do.
///
/// Worked example (stage 390×844, nav 44, bar 52 at rest so barTop 792, list viewport 44…792,
/// padding 8): at the end the last message's bottom is 784 = 792 − 8 → hidden. Scrolled up by
/// 300 it is 1084 > 792 → shown, frame `Rect(x: 342, y: 744, width: 36, height: 36)` (12 from
/// the right edge and above the bar's top). Keyboard up under `.always` (K = 291, barTop 501):
/// the same scroll puts it at 1084 − 291 = 793 > 501 → shown at y = 501 − 12 − 36 = 453.
///
/// - Complexity: O(1) for every member.
public struct JumpToLatest: Equatable, Sendable {
    /// The button's diameter (points), as in iOS chat apps.
    public static let diameter = 36.0
    /// Space between the button and the list's right edge, and between it and the bar's top.
    public static let margin = 12.0
    /// How far from its end (points) the list still counts as at its end: a spring settling
    /// to the end is there once within half a pixel.
    public static let endTolerance = 0.5
    /// The tap target's extra reach around the drawn circle, so a tap slightly off still lands
    /// (the circle plus this is 44 across, Apple's minimum touch target).
    public static let hitSlop = 4.0
    /// The scroll edge under the button reaches this far above the button's top fully opaque…
    public static let edgeSolidReach = 4.0
    /// …and fades out over this much more above that, so the list does not end in a hard cut.
    public static let edgeFade = 12.0
    /// How far what is drawn with the button (its soft shadow, its scroll edge) reaches above
    /// `frame`, so a repaint of the stage from there down covers all of it.
    public static let drawnReach = edgeSolidReach + edgeFade

    /// The scroll edge, the way floating controls over a scrolling list stay legible on iOS: while
    /// the button shows, the list fades into its own background across the stage's width from
    /// `edgeFadeTop` to `edgeSolidTop` and is hidden from there down to the bar's top
    /// (`edgeBottom`). The button then sits on bubble-free background: it never covers the text
    /// of the bubble nearest the bar, whichever side that bubble is on and however wide the stage.
    /// Painting only: no position of the list, bar or keyboard depends on it.
    ///
    ///     JumpToLatest(frame: Rect(x: 342, y: 744, width: 36, height: 36))
    ///     // edgeFadeTop 728, edgeSolidTop 740, edgeBottom 792 (the bar's top)
    public var edgeSolidTop: Double { frame.minY - Self.edgeSolidReach }
    public var edgeFadeTop: Double { edgeSolidTop - Self.edgeFade }
    public var edgeBottom: Double { frame.maxY + Self.margin }

    /// The drawn circle's bounding square, in stage coordinates.
    public var frame: Rect

    public var centre: Point { frame.center }

    /// Whether a stage point lands on the button (its circle widened by `hitSlop`).
    public func contains(_ point: Point) -> Bool {
        let dx = point.x - frame.midX, dy = point.y - frame.midY
        let reach = Self.diameter / 2 + Self.hitSlop
        return dx * dx + dy * dy <= reach * reach
    }

    /// The button for one frame, or nil when it is not shown (see the type's rules).
    ///
    /// - Parameters:
    ///   - width: the stage's (and the list's) width.
    ///   - navigationBarHeight: the fixed bar at the top; the list is visible below it.
    ///   - bottomPadding: the list's space below its last message (`ChatLayoutState.bottomPadding`).
    ///   - direction: right to left puts the button at the bottom-left, `margin` from the left edge.
    public static func button(in frame: SceneFrame, width: Double, navigationBarHeight: Double,
                              bottomPadding: Double, direction: StageDirection = .ltr) -> JumpToLatest? {
        let geometry = frame.geometry
        guard let lastBottom = geometry.lastMessageBottom else { return nil }
        let visibleTop = max(navigationBarHeight, geometry.listViewportTop)
        let visibleBottom = min(geometry.listViewportBottom, Double(frame.barTop))
        let isEndVisible = lastBottom >= visibleTop && lastBottom <= visibleBottom
        let isAtEnd = lastBottom <= geometry.listViewportBottom - bottomPadding + endTolerance
        guard !isEndVisible, !isAtEnd else { return nil }
        let top = Double(frame.barTop) - margin - diameter
        // A list squeezed too small to hold the button (a tiny window) gets none.
        guard top >= navigationBarHeight, width >= diameter + 2 * margin else { return nil }
        return JumpToLatest(frame: direction.placed(Rect(x: width - margin - diameter, y: top, width: diameter, height: diameter),
                                                    across: width))
    }
}
