import ChatLayout

/// Compare mode switched while the app runs: the menu's "Compare With" submenu (one pane, or
/// the lead pane beside one other strategy) and the script's `compare NAME[,NAME]|off` (up to
/// two other panes). Both run the application action `app.compare`, whose string state is the
/// other panes' strategies joined by commas, "" for the single chat.
///
///     try CompareWith.parse("off")            // []
///     try CompareWith.parse("always,never")   // [.always, .never]
///     try CompareWith.parse("sideways")       // throws: "compare: 'sideways' is not a strategy; …"
///     CompareWith.state([.always, .never])    // "always,never"
///
/// - Complexity: O(n) in the length of the value.
public enum CompareWith {
    public static let actionName = "compare"
    public static let menuTitle = "Compare With"
    /// The radio item for the single chat.
    public static let nothingLabel = "Nothing"
    /// The script's word for the single chat.
    public static let off = "off"
    /// At most two panes beside the lead one (three 390-wide phones fit a 1280 screen).
    public static let maximumOthers = CompareChoice.paneCounts.upperBound - 1

    /// The action's state for these other panes.
    public static func state(_ strategies: [Strategy]) -> String {
        strategies.map(\.rawValue).joined(separator: ",")
    }

    /// The menu's items: "Nothing", then one per strategy, each with its action target.
    public static var menuItems: [(label: String, target: String)] {
        [(nothingLabel, "")] + Strategy.allCases.map { ($0.label, $0.rawValue) }
    }

    /// The other panes' strategies `value` names: `off` (or the empty state) for none, else one
    /// or two distinct strategies separated by commas.
    public static func parse(_ value: String) throws(CompareChoice.Problem) -> [Strategy] {
        if value == off || value.isEmpty { return [] }
        let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard names.count <= maximumOthers else {
            throw CompareChoice.Problem(message: "compare: at most \(maximumOthers) strategies beside the first pane's, got \(names.count) in '\(value)'")
        }
        var strategies: [Strategy] = []
        for name in names {
            guard let strategy = Strategy(rawValue: name) else {
                let shown = name.isEmpty ? "an empty name" : "'\(name)'"
                throw CompareChoice.Problem(message: "compare: \(shown) is not a strategy; use \(off) or \(Strategy.spelledOut), one or two separated by a comma")
            }
            guard !strategies.contains(strategy) else {
                throw CompareChoice.Problem(message: "compare: '\(name)' is given twice; the panes' strategies must differ")
            }
            strategies.append(strategy)
        }
        return strategies
    }
}
