import ChatLayout

/// Which of three-case's cases a frame names, and whether it is the one in effect or only the
/// one the next show would decide — the one reading the caption and the debug overlay share,
/// so the two never name different cases for one frame.
///
/// While the keyboard (or the panel) is up (`upFrom`), the case in effect is the one its show decided:
/// the trace's `case` column (`SceneFrame.caseLabel`) says the same number. With it down no
/// case is in effect; the trace keeps the case the latest show decided (1 before any show),
/// which says nothing about the conversation as it is now, so the reading names the case a
/// show would decide now instead — seed 004's comparisons of the last message's bottom `c`
/// with the frame's d1 and d2 — and says so ("next show").
///
/// ```swift
/// // H 844, bar 52, K 291 (d1 501, d2 762), keyboard down, c = 572:
/// CaseReading(frame: frame)   // CaseReading(threeCase: .someMessages, isInEffect: false)
/// reading.label               // "next show: case 2"
/// reading.meaning             // "the list moves by the overlap"
/// ```
///
/// - Complexity: O(1) for every member.
public struct CaseReading: Hashable, Sendable {
    public var threeCase: ThreeCase
    /// True while the keyboard or the panel is up (the trace's case); false for the case the
    /// next show would decide.
    public var isInEffect: Bool

    public init(threeCase: ThreeCase, isInEffect: Bool) {
        self.threeCase = threeCase
        self.isInEffect = isInEffect
    }

    /// The reading for `frame`; nil under the strategies that have no cases (their frames have
    /// no `caseInForce`).
    public init?(frame: SceneFrame) {
        guard let inForce = frame.geometry.caseInForce else { return nil }
        guard frame.keyboardVisibleHeight < Self.upFrom else {
            self.init(threeCase: inForce, isInEffect: true)
            return
        }
        let lines = frame.thresholds
        let next: ThreeCase
        if let c = frame.lastMessageBottom, c > lines.raisedBarTop {
            next = c <= lines.nearBarLine ? .someMessages : .manyMessages
        } else {
            next = .fewMessages
        }
        self.init(threeCase: next, isInEffect: false)
    }

    /// How far up (points) the keyboard must be for its case to be in effect: half a point,
    /// where its top, drawn on whole points, first leaves the stage's bottom. A keyboard less
    /// than that up looks down, and the trace's `keyboard_top` says it is.
    public static let upFrom = 0.5

    /// "case 2" in effect, "next show: case 2" otherwise.
    public var label: String {
        isInEffect ? "case \(threeCase.rawValue)" : "next show: case \(threeCase.rawValue)"
    }

    /// What the case does, in a reviewer's words.
    public var meaning: String { Self.meaning(of: threeCase) }

    public static func meaning(of threeCase: ThreeCase) -> String {
        switch threeCase {
        case .fewMessages: "only the bar moves"
        case .someMessages: "the list moves by the overlap"
        case .manyMessages: "the list moves with the keyboard"
        }
    }

    /// `meaning(of:)` in fewer words, for a caption that has no room for the whole phrase.
    public static func shortMeaning(of threeCase: ThreeCase) -> String {
        switch threeCase {
        case .fewMessages: "only the bar moves"
        case .someMessages: "list moves by overlap"
        case .manyMessages: "list moves with keyboard"
        }
    }

    /// The rule behind the cases, for the caption's tooltip: one line per case.
    public static let rule = """
        Three-case decides once, when the keyboard starts to show, from where the last message ends (c):
        case 1, few messages (c above the raised bar's top, d1): only the bar moves;
        case 2, some messages (c between d1 and 30 pt above the bar, d2): the list moves by the overlap, c − d1;
        case 3, many messages (c below d2): the list moves with the keyboard.
        With the keyboard down the caption names the case the next show will decide.
        """
}
