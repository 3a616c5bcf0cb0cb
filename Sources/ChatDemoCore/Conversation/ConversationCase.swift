/// Which fixture conversation is open: seed 004's three cases, picked with
/// `--case`, the script's `case`, the header bar's switcher or Ctrl+1/2/3.
///
///     ConversationCase(rawValue: "many")    // .many
///     ConversationCase.many.accelerator     // "<Primary>3"
///     ConversationCase.few.detailedAction   // "app.case::few"
///
/// - Complexity: O(1) for every member.
public enum ConversationCase: String, DemoChoice {
    case few, some, many

    public static let actionName = "case"
    public static let menuTitle = "Conversation"
    public static var commandLineHelp: String { "Fixture conversation: \(spelledOut) (the seed's three cases)." }

    /// The switcher button's text.
    public var label: String {
        switch self {
        case .few: "Few"
        case .some: "Some"
        case .many: "Many"
        }
    }

    public var shortcutTitle: String { "\(label) messages" }

    /// Ctrl+1, 2, 3 in case order.
    public var accelerator: String? {
        switch self {
        case .few: "<Primary>1"
        case .some: "<Primary>2"
        case .many: "<Primary>3"
        }
    }

    public var help: String { "Open the “\(rawValue)” conversation" }
}
