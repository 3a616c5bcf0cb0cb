/// The chat screen's fixed measures as `ChatLayoutState` lays out a frame: the content area's
/// height, the navigation bar, the list's paddings, and the pixel grid every position is snapped
/// to. A value the layout state owns; only a resize changes the heights.
struct ChatScreen: Sendable, Equatable {
    /// Shifts within this distance of the keyboard's height mean "attached to the bar": they are
    /// replaced by the bar's own snapped rise so list and bar share one rounded edge.
    static let attachmentTolerance = 1e-6

    /// `H`: height of the content area (navigation bar, list and input bar).
    private(set) var contentHeight: Double
    /// Height of the fixed navigation bar at the top; it never moves.
    private(set) var navBarHeight: Double
    /// Space above the first message inside the list.
    let topPadding: Double
    /// Space below the last message inside the list.
    let bottomPadding: Double
    /// Device pixels per logical pixel; positions are snapped to `1 / pixelScale`.
    let pixelScale: Double

    init(contentHeight: Double, navBarHeight: Double, topPadding: Double, bottomPadding: Double, pixelScale: Double) {
        self.contentHeight = contentHeight
        self.navBarHeight = navBarHeight
        self.topPadding = topPadding
        self.bottomPadding = bottomPadding
        self.pixelScale = pixelScale
    }

    /// The window was resized or rotated.
    mutating func resize(contentHeight: Double, navBarHeight: Double) {
        self.contentHeight = contentHeight
        self.navBarHeight = navBarHeight
    }

    /// Rounds to the pixel grid (`1 / pixelScale`); halves go up the screen consistently.
    func snap(_ value: Double) -> Double {
        (value * pixelScale).rounded() / pixelScale
    }

    /// A shift snapped to the grid and kept within `0…barRise`; one that rides the keyboard
    /// (equal to `k`) becomes the bar's rise itself, sharing its rounding.
    func attached(_ shift: Double, k: Double, barRise: Double) -> Double {
        if shift >= k - Self.attachmentTolerance { return barRise }
        return min(max(snap(shift), 0), barRise)
    }
}

/// `.always`, `.whenAtEnd` and `.persistent`'s memory between events (`ChatLayoutState+Lift`).
struct LiftMemory: Sendable, Equatable {
    /// `.whenAtEnd`: whether the latest will-show found the list at its end, so it rises.
    var isLiftingWithKeyboard = false
    /// `.persistent`: the rise the scroll offset has absorbed for good (blank space below the
    /// last message), on the pixel grid.
    var absorbedLift = 0.0
    /// `.persistent`, during a hide: the list's shift when the hide began; the scroll offset
    /// takes over whatever part of it the list has given back (`heldLift − listShift`).
    var heldLift = 0.0

    /// Ends a hide's hand-over: what the offset has taken over so far (`absorbed`, the frame's
    /// absorbed lift at the keyboard's height now) becomes all of `absorbedLift`, so the offset
    /// on screen does not change.
    mutating func fold(absorbed: Double) {
        heldLift = 0
        absorbedLift = absorbed
    }

    /// What `.persistent` adds to the scroll offset for a frame whose list shift is `list`:
    /// the blank absorbed so far plus, during a hide, the part of the held shift the list has
    /// already given back. 0 for every other strategy and under a stream pin.
    func absorbedOffset(listShift list: Double, strategy: Strategy, isPinned: Bool) -> Double {
        guard strategy == .persistent, !isPinned else { return 0 }
        return absorbedLift + max(0, heldLift - list)
    }
}

/// Three-case's memory between events: the case the latest will-show decided and the list's rise.
struct ThreeCaseMemory: Sendable, Equatable {
    /// The list's rise (seed 004 `settledListRise`) once the keyboard is up, cases 1–2.
    var settledListRise = 0.0
    /// The list has reached the keyboard's height; sends now scroll instead.
    var isListRiseCapped = false
    /// The case decided by the latest will-show (`.fewMessages` before any show).
    var decidedCase = ThreeCase.fewMessages
}
