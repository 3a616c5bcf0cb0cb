import ChatLayout

/// `--compare A,B[,C]`: the strategies of compare mode's panes, left to right.
/// Two or three distinct strategies, spelled as `--strategy` spells them; anything else is
/// refused with a sentence that names the value at fault (the command exits 2).
///
/// ```swift
/// try CompareChoice.parse("always,never").strategies       // [.always, .never]
/// try CompareChoice.parse("three-case, never ,persistent")  // three panes (spaces are trimmed)
/// try CompareChoice.parse("always")         // throws: "needs two or three strategies …, got 1"
/// try CompareChoice.parse("always,sideways") // throws: "'sideways' is not a strategy; …"
/// try CompareChoice.parse("never,never")    // throws: "'never' is given twice; …"
/// ```
///
/// A pane may name a platform after its strategy (`three-case@android`, docs/PLATFORMS.md):
/// that pane plays the platform's keyboard motion, so panes may differ by strategy, by platform
/// or both (`three-case@ios,three-case@android`); a pane without one plays the run's.
///
/// - Complexity: O(n) in the length of the value.
public struct CompareChoice: Equatable, Sendable {
    /// At least two panes (a comparison), at most three (three 390-wide phones fit a 1280 screen).
    public static let paneCounts = 2...3

    /// The panes' strategies, left to right: the first is the lead pane's (menus, scripts).
    public let strategies: [Strategy]
    /// The platform each pane names (`strategy@platform`), nil where it names none.
    public var platforms: [Platform?] = []

    /// Why a `--compare` value was refused; `message` is what the user reads.
    public struct Problem: Error, Equatable, Sendable {
        public let message: String
    }

    public static func parse(_ value: String) throws(Problem) -> CompareChoice {
        let names = value.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: " ") }
        guard paneCounts.contains(names.count) else {
            throw Problem(message: "--compare needs two or three strategies separated by commas (such as always,never), got \(names.count) in '\(value)'")
        }
        var strategies: [Strategy] = []
        var platforms: [Platform?] = []
        for entry in names {
            let parts = entry.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let name = parts[0]
            guard let strategy = Strategy(rawValue: name) else {
                let shown = name.isEmpty ? "an empty name" : "'\(name)'"
                throw Problem(message: "--compare: \(shown) is not a strategy; use \(Strategy.spelledOut)")
            }
            var platform: Platform?
            if parts.count == 2 {
                guard let named = Platform(rawValue: parts[1]) else {
                    throw Problem(message: "--compare: '\(parts[1])' in '\(entry)' is not a platform; use \(Platform.spelledOut)")
                }
                platform = named
            }
            guard !zip(strategies, platforms).contains(where: { $0 == strategy && $1 == platform }) else {
                throw Problem(message: platforms.allSatisfy({ $0 == nil }) && platform == nil
                    ? "--compare: '\(name)' is given twice; the panes' strategies must differ"
                    : "--compare: '\(entry)' is given twice; the panes must differ by strategy or platform")
            }
            strategies.append(strategy)
            platforms.append(platform)
        }
        var choice = CompareChoice(strategies: strategies)
        if platforms.contains(where: { $0 != nil }) { choice.platforms = platforms }
        return choice
    }
}

extension Substring {
    /// The text without the given character at either end (`" never "` → `"never"`).
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
