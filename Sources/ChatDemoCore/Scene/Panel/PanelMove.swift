import Keyboard

extension AttachmentPanel {
    /// The panel's heights, at most what the window leaves: a two-row grid, lower than every
    /// drawn keyboard (English 291/209, emoji 301/219, Pinyin 336/245) as WeChat's "+" panel is
    /// lower than its keyboard.
    public static let height = InputViewHeight(portrait: 260, landscape: 190)
}

extension BottomSurface {
    /// What is up, or on its way up, under the bar of `keyboard`: the panel is its input view.
    init(_ keyboard: KeyboardController) {
        guard keyboard.isShown else {
            self = .none
            return
        }
        self = keyboard.inputView == nil ? .keyboard : .panel
    }
}

/// How the surface under the bar moves for a `PanelRequest`.
enum PanelMove: Equatable {
    /// The panel takes the place of keys that are up: one height change. While up, the
    /// controller's will-change-frame says it is a swap (`KeyboardEvent.isInputViewSwap`), so
    /// every scene over this keyboard (compare mode's panes too) hears one height change, never a hide.
    case swapForKeys
    /// Nothing is up: the panel shows as a keyboard of its height would.
    case showFromRest
    /// The panel goes down on the keyboard's hide curve.
    case hide
}

extension PanelRequest {
    /// The move this request makes from `surface`; nil when the panel already is where it is asked to be.
    ///
    ///     PanelRequest.toggle.move(from: .keyboard)   // .swapForKeys
    ///     PanelRequest.hide.move(from: .keyboard)     // nil
    func move(from surface: BottomSurface) -> PanelMove? {
        let wantsPanel = switch self {
        case .show: true
        case .hide: false
        case .toggle: surface != .panel
        }
        if wantsPanel { return surface == .panel ? nil : surface == .keyboard ? .swapForKeys : .showFromRest }
        return surface == .panel ? .hide : nil
    }
}
