/// Something that happened to the motion, stamped with the frame it took effect in: the
/// keyboard's six notifications, an interruption (a new motion before the last one ended), a
/// layout swap (another keyboard layout or the attachment panel in the keyboard's place) and a
/// send. The timeline marks each one with a labelled tick.
///
///     MotionEvent(frame: 12, kind: .willShow).kind.label  // "will-show"
public struct MotionEvent: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case willShow = "will-show", didShow = "did-show", willHide = "will-hide", didHide = "did-hide"
        case willChangeFrame = "will-change", didChangeFrame = "did-change"
        case interruption = "interrupted"
        case layoutSwap = "swap"
        case send

        /// What the timeline's tick says.
        public var label: String { rawValue }

        /// A will-event starts a motion of the keyboard; its did-event ends it.
        var startsMotion: Bool { self == .willShow || self == .willHide || self == .willChangeFrame }
        var endsMotion: Bool { self == .didShow || self == .didHide || self == .didChangeFrame }
    }

    public var frame: Int
    public var kind: Kind

    public init(frame: Int, kind: Kind) {
        self.frame = frame
        self.kind = kind
    }
}
