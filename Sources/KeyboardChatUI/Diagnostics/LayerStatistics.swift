import Foundation

/// The four kinds of cached layer, named as their report lines name them.
enum LayerKind: String, CaseIterable, Sendable {
    case keyboard = "keyboard layer"
    case list = "list layer"
    case panel = "panel layer"
    case navigationBar = "navigation bar layer"

    /// What a failed allocation of this layer's image says it was for.
    var purpose: String {
        switch self {
        case .keyboard: "cache the keyboard's image"
        case .list: "cache the message list's image"
        case .panel: "cache the attachment panel's image"
        case .navigationBar: "cache the navigation bar's image"
        }
    }

    /// Set in the environment (to any value) to draw this layer's content in place every frame
    /// (the panel follows the keyboard's switch). The UI tests record a script both ways and
    /// compare every pixel.
    var disablingSwitch: DiagnosticSwitch {
        switch self {
        case .keyboard, .panel: .noKeyboardLayer
        case .list: .noListLayer
        case .navigationBar: .noNavigationBarLayer
        }
    }

    var isEnabledByEnvironment: Bool { !disablingSwitch.isSet }
}

/// How often one kind of cached layer was drawn into its surface, copied from it, or bypassed
/// and drawn in place, in this process. `KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` prints every kind at
/// exit, so the UI tests can tell that the pixels they compare really came from the layer
/// (`Tests/UITests/Support/LayerCounts`).
struct LayerStatistics {
    var draws = 0
    var copies = 0
    var inPlace = 0

    /// Every layer's counts in this process, by kind (compare mode's panes each have layers).
    @MainActor static var counts: [LayerKind: LayerStatistics] = [:]

    /// The report line the tests read, e.g. `keyboard-chat: list layer: 1 draws, 25 copies, 0 in place`.
    func reportLine(layer name: String) -> String {
        "keyboard-chat: \(name): \(draws) draws, \(copies) copies, \(inPlace) in place\n"
    }

    /// Every kind's report line, in the order the report has always had.
    @MainActor static var report: String {
        [LayerKind.keyboard, .list, .panel, .navigationBar]
            .map { (counts[$0] ?? LayerStatistics()).reportLine(layer: $0.rawValue) }.joined()
    }
}
