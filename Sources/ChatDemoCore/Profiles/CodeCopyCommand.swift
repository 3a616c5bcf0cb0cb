/// The Platform menu's "Copy as Code" entries: one per snippet of `ProfileCode`, each putting
/// that snippet for the values the next show will use on the clipboard.
///
///     CodeCopyCommand.swiftUI.detailedAction   // "app.copy-code-swiftui"
///     CodeCopyCommand.swiftUI.snippetTitle     // "SwiftUI"
public enum CodeCopyCommand: String, CaseIterable, Hashable, Sendable, MenuEntry {
    case uiKit = "uikit", swiftUI = "swiftui", android, css, reanimated

    public static let menuTitle = "Copy as Code"

    /// The `ProfileCode.Snippet` title it copies.
    public var snippetTitle: String { ProfileCode.titles[Self.allCases.firstIndex(of: self)!] }
    public var actionName: String { "copy-code-\(rawValue)" }
    public var detailedAction: String { "app.\(actionName)" }
    public var label: String { snippetTitle }
    public var shortcutTitle: String { "Copy the motion as \(snippetTitle) code" }
    public var accelerator: String? { nil }

    /// What the window's in-app notification says once the snippet is on the clipboard: which
    /// snippet, for which profile (a platform's label, or "tuned" values).
    ///
    ///     CodeCopyCommand.css.confirmation(for: Platform.android.profile)
    ///     // "CSS code copied: Android (insets animation)"
    public func confirmation(for profile: MotionProfile) -> String {
        "\(snippetTitle) code copied: \(profile.platform?.label ?? "tuned values")"
    }
}
