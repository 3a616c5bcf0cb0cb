/// How the chat screen answers the keyboard — every approach from the seeds, selectable so
/// a reviewer can compare them on the same conversation.
///
/// Raw values are the command-line spellings (`--strategy three-case`, …).
///
/// Worked example:
/// ```swift
/// Strategy(rawValue: "inset")   // .inset
/// Strategy.naive.summary        // "Bar animated on its own (ease-in-out, 0.25 s): a gap opens"
/// ```
///
/// - Complexity: O(1) for every member.
public enum Strategy: String, CaseIterable, Sendable, Hashable {
    /// Seed 004: few messages → only the bar rises; some → the list rises just enough;
    /// many → list and bar rise together; plus send-follow.
    case threeCase = "three-case"
    /// Seeds 000/001: only the input bar moves; the keyboard covers the bottom of the list.
    case barOnly = "bar-only"
    /// Seed 002: everything below the navigation bar moves up by the keyboard's height.
    case wholeView = "whole-view"
    /// The list's viewport ends at the bar's top and keeps the last message in view (iMessage).
    case inset
    /// Today's apps (Telegram, WhatsApp): the list always rises with the keyboard, whatever the
    /// scroll position, so what sat on the bar stays on it. Three-case's case 3 (`.manyMessages`)
    /// in every case: a short chat rises under the title too, which is what cases 1–2 avoid.
    case always
    /// ChatGPT: the list rises with the keyboard only if it was at its end when the keyboard
    /// began to show; a reader of older messages is not pushed. Three-case's case 3 at the end,
    /// its case 1 (`.fewMessages`: bar only) anywhere else.
    case whenAtEnd = "when-at-end"
    /// Claude: the list rises with the keyboard (case 3) but does not drop back when it hides:
    /// the scroll offset absorbs the rise, leaving blank space below the last message that the
    /// next show fills before anything moves (three-case's case 2 then: just enough).
    case persistent
    /// Perplexity: the keyboard overlaps the chat; only the bar rises. Three-case's case 1 in
    /// every case — the same motion as `.barOnly` (seeds 000/001), under today's name.
    case never
    /// Deliberately wrong: the bar runs its own ease-in-out animation, so a gap opens.
    case naive

    /// One line for the strategy picker in the UI.
    public var summary: String {
        switch self {
        case .threeCase: "Three cases: bar only, list just enough, or everything rises"
        case .barOnly: "Only the input bar rises; the keyboard covers the list"
        case .wholeView: "Everything below the title bar rises with the keyboard"
        case .inset: "List ends at the bar and keeps the last message visible"
        case .always: "The list always rises with the keyboard, whatever the scroll position"
        case .whenAtEnd: "The list rises only when it is at its end; a reader is not pushed"
        case .persistent: "The list rises with the keyboard and stays up when it hides"
        case .never: "The keyboard overlaps the chat; only the bar rises"
        case .naive: "Bar animated on its own (ease-in-out, 0.25 s): a gap opens"
        }
    }

    /// Whether the input bar is attached to the keyboard's top in every frame.
    /// Only `.naive` is not: its bar runs a separate animation.
    public var keepsBarOnKeyboard: Bool { self != .naive }
}
