/// The playback speeds a reviewer picks at a glance, as Chrome's Animations panel offers them:
/// 100 %, 25 % and 10 % of real time, beside the slow-motion factor they set (1, 4 and 10).
/// One GTK radio action `app.speed` (the menu's Speed submenu and the header bar's popover);
/// the script's `slow-motion` accepts `100%`, `25%` and `10%` as well as a factor.
///
///     SpeedPreset.quarter.factor            // 4
///     SpeedPreset(factor: 10)               // .tenth
///     SpeedPreset(factor: 3)                // nil: no preset runs at a third of real time
///     SpeedPreset(scriptWord: "25%")        // .quarter
///
/// - Complexity: O(1) for every member.
public enum SpeedPreset: String, DemoChoice {
    case full = "100"
    case quarter = "25"
    case tenth = "10"

    public static let actionName = "speed"
    public static let menuTitle = "Speed"
    public static let commandLineHelp = "playback speed: 100, 25 or 10 (% of real time)"

    /// How many times slower than real time.
    public var factor: Double { 100 / Double(rawValue)! }

    public var label: String { "\(rawValue) %" }

    public var help: String {
        self == .full ? "Real time" : "\(rawValue) % of real time (slow motion ×\(Int(factor)))"
    }

    /// The preset that runs at `factor`, nil when none does.
    public init?(factor: Double) {
        guard let preset = Self.allCases.first(where: { $0.factor == factor }) else { return nil }
        self = preset
    }

    /// `100%`, `25%` or `10%` as a script writes it.
    public init?(scriptWord: String) {
        guard scriptWord.hasSuffix("%"), let preset = Self(rawValue: String(scriptWord.dropLast())) else { return nil }
        self = preset
    }

    /// The action's state for `factor`: its preset's value, or "" when it is between presets.
    public static func state(forFactor factor: Double) -> String { Self(factor: factor)?.rawValue ?? "" }
}
