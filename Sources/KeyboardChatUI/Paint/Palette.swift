import ChatDemoCore

/// The colours the stage is drawn in, named after what each is for: the
/// current `Theme` (light or dark, see `ThemeWatcher`) as cairo colours.
///
/// One process-wide theme, because the whole window follows one desktop
/// setting; the keyboard does not read it from here but from its
/// `KeyboardLook.colourScheme`, so its cached layer is redrawn when the
/// scheme changes.
@MainActor
package enum Palette {
    static var theme = Theme.light

    package static var background: Colour { Colour(theme.background) }
    static var outgoingBubble: Colour { Colour(theme.outgoingBubble) }
    static var outgoingText: Colour { Colour(theme.outgoingText) }
    static var incomingBubble: Colour { Colour(theme.incomingBubble) }
    static var incomingText: Colour { Colour(theme.incomingText) }
    /// iOS's bars are slightly translucent over the content they cover.
    static var navigationBar: Colour { Colour(theme.navigationBar, alpha: 0.96) }
    static var navigationTitle: Colour { Colour(theme.navigationTitle) }
    static var separator: Colour { Colour(theme.separator) }
    static var overlayBox: Colour { Colour(theme.overlayBox) }
    static var overlayText: Colour { Colour(theme.overlayText) }

    /// The debug overlay's lines: bright on both themes, named by its legend.
    static func overlay(_ swatch: DebugOverlayCaption.Swatch) -> Colour {
        switch swatch {
        case .keyboardTop: Colour(hex: 0xFF2D55)
        case .barBottom: Colour(hex: 0x34C759)
        case .lastMessage: Colour(hex: 0xFF9500)
        case .thresholds: Colour(hex: 0x5856D6)
        }
    }
}
