import ChatLayout

/// The strategy as the menu, `--strategy` and the script's `strategy` show
/// it. Its spellings stay `Strategy`'s raw values (ChatLayout); only the
/// labels live here, beside the other choices.
///
///     Strategy.wholeView.label           // "Whole view (seed 002)"
///     Strategy.inset.detailedAction      // "app.strategy::inset"
///
/// - Complexity: O(1) for every member.
extension Strategy: DemoChoice {
    public static let actionName = "strategy"
    public static let menuTitle = "Strategy"
    public static var commandLineHelp: String { "How the chat follows the keyboard: \(spelledOut)." }

    public var label: String {
        switch self {
        case .threeCase: "Three cases (seed 004)"
        case .barOnly: "Bar only (seeds 000, 001)"
        case .wholeView: "Whole view (seed 002)"
        case .inset: "Inset (iMessage)"
        case .always: "Always lift (Telegram, WhatsApp)"
        case .whenAtEnd: "Lift when at end (ChatGPT)"
        case .persistent: "Persistent lift (Claude)"
        case .never: "Never lift (Perplexity)"
        case .naive: "Naive (shows the gap)"
        }
    }

    public var help: String { summary }
}
