/// The six keyboard notifications, in will/did pairs (seed 002).
///
/// Each motion posts exactly one pair: show → `willShow`/`didShow`, hide →
/// `willHide`/`didHide`, a height or container change while shown →
/// `willChangeFrame`/`didChangeFrame`. (Unlike iOS, show and hide do not also
/// post change-frame events, so a handler for all three will-kinds runs once
/// per motion.) Animate from the will-events: they are posted before the first
/// frame moves.
public enum KeyboardEventKind: CaseIterable, Sendable, Hashable {
    case willShow, didShow, willHide, didHide, willChangeFrame, didChangeFrame

    /// True for the three events posted when a motion starts.
    public var isWill: Bool {
        switch self {
        case .willShow, .willHide, .willChangeFrame: return true
        case .didShow, .didHide, .didChangeFrame: return false
        }
    }

    /// The did-event that completes a will-event's motion (itself for did-events).
    public var didCounterpart: KeyboardEventKind {
        switch self {
        case .willShow: return .didShow
        case .willHide: return .didHide
        case .willChangeFrame: return .didChangeFrame
        default: return self
        }
    }
}
