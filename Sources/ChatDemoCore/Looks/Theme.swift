import Foundation

/// An opaque colour written the way design specs write it, `0xRRGGBB`, with
/// the WCAG 2 relative luminance and contrast ratio used to prove that text
/// stays readable.
///
/// ```swift
/// RGBColour(0xFFFFFF).contrastRatio(with: RGBColour(0x000000))   // 21.0
/// RGBColour(0xFFFFFF).contrastRatio(with: RGBColour(0x007AFF))   // 4.02 (below AA's 4.5)
/// ```
///
/// - Complexity: O(1) for every member.
public struct RGBColour: Hashable, Sendable, CustomStringConvertible {
    public var hex: UInt32

    public init(_ hex: UInt32) {
        self.hex = hex & 0xFF_FFFF
    }

    /// Components 0…1, as cairo takes them.
    public var red: Double { Double(hex >> 16 & 0xFF) / 255 }
    public var green: Double { Double(hex >> 8 & 0xFF) / 255 }
    public var blue: Double { Double(hex & 0xFF) / 255 }

    /// WCAG 2's relative luminance: 0 for black, 1 for white.
    public var relativeLuminance: Double {
        func linear(_ component: Double) -> Double {
            component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, 1…21, the same whichever colour is the text.
    public func contrastRatio(with other: RGBColour) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#RRGGBB`, as CSS writes it.
    public var description: String {
        let digits = String(hex, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

/// Light or dark: UIKit's `UIUserInterfaceStyle`, and the keyboard's
/// `UIKeyboardAppearance`.
public enum ColourScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}

/// Every colour the app draws, named after what it is for, in a light and a
/// dark variant modelled on iOS's light and dark appearances (the dark
/// keyboard is iOS's dark keyboard: grey keys on near-black, white labels).
///
/// Values only, no drawing: the renderers and the input bar's CSS read
/// them, and `ThemeTests` proves every text colour reads on the colour it
/// is drawn on (`textPairs`, WCAG AA: contrast ≥ 4.5).
///
/// ```swift
/// Theme.of(.dark).keyboardBackground          // #2B2B2D
/// Theme.light.textPairs.count                 // 12 pairs, each ≥ 4.5:1
/// ```
///
/// - Complexity: O(1) for every member (`textPairs` builds 12 pairs).
public struct Theme: Hashable, Sendable {
    public var scheme: ColourScheme
    public var background: RGBColour
    public var navigationBar: RGBColour
    public var navigationTitle: RGBColour
    public var separator: RGBColour
    /// iOS's #007AFF reaches only 4.0:1 under white text; this blue is
    /// the nearest that reaches AA's 4.5:1.
    public var outgoingBubble: RGBColour
    public var outgoingText: RGBColour
    public var incomingBubble: RGBColour
    public var incomingText: RGBColour
    /// Also the candidate strip's background: iOS draws the candidates on
    /// the keyboard itself, not on a lighter strip.
    public var keyboardBackground: RGBColour
    public var letterKey: RGBColour
    public var specialKey: RGBColour
    public var pressedKey: RGBColour
    public var keyShadow: RGBColour
    public var keyLabel: RGBColour
    public var candidateText: RGBColour
    public var inputBarBackground: RGBColour
    public var fieldBackground: RGBColour
    public var fieldBorder: RGBColour
    public var fieldText: RGBColour
    /// "Message" in the empty field. iOS's placeholder grey (#C4C4C6 on white) reads at 1.6:1;
    /// this is the lightest grey that still reaches AA's 4.5:1 on the field, so it stays
    /// plainly lighter than typed text and still reads.
    public var placeholderText: RGBColour
    /// The reviewer's caption under the title: a secondary grey, dark enough that the small
    /// text's antialiased stems (not only its darkest pixel) reach 4.5:1 on the bar.
    public var captionText: RGBColour
    /// The debug overlay's caption box and its text (opaque, so the text
    /// reads over any message).
    public var overlayBox: RGBColour
    public var overlayText: RGBColour

    public static let light = Theme(
        scheme: .light, background: RGBColour(0xFFFFFF), navigationBar: RGBColour(0xF7F7F7),
        navigationTitle: RGBColour(0x000000), separator: RGBColour(0xC6C6C8),
        outgoingBubble: RGBColour(0x006AE6), outgoingText: RGBColour(0xFFFFFF),
        incomingBubble: RGBColour(0xE9E9EB), incomingText: RGBColour(0x000000),
        keyboardBackground: RGBColour(0xD1D3D9), letterKey: RGBColour(0xFFFFFF), specialKey: RGBColour(0xABB0BC),
        pressedKey: RGBColour(0xBCC0CA), keyShadow: RGBColour(0x898A8D), keyLabel: RGBColour(0x000000),
        candidateText: RGBColour(0x000000),
        inputBarBackground: RGBColour(0xF7F7F7), fieldBackground: RGBColour(0xFFFFFF),
        fieldBorder: RGBColour(0xC6C6C8), fieldText: RGBColour(0x000000),
        placeholderText: RGBColour(0x6E6E73), captionText: RGBColour(0x3C3C43),
        overlayBox: RGBColour(0x1C1C1E), overlayText: RGBColour(0xFFFFFF))

    public static let dark = Theme(
        scheme: .dark, background: RGBColour(0x000000), navigationBar: RGBColour(0x1C1C1E),
        navigationTitle: RGBColour(0xFFFFFF), separator: RGBColour(0x38383A),
        outgoingBubble: RGBColour(0x006AE6), outgoingText: RGBColour(0xFFFFFF),
        incomingBubble: RGBColour(0x262629), incomingText: RGBColour(0xFFFFFF),
        keyboardBackground: RGBColour(0x2B2B2D), letterKey: RGBColour(0x6B6B6B), specialKey: RGBColour(0x474747),
        pressedKey: RGBColour(0x5E5E5E), keyShadow: RGBColour(0x0F0F0F), keyLabel: RGBColour(0xFFFFFF),
        candidateText: RGBColour(0xFFFFFF),
        inputBarBackground: RGBColour(0x1C1C1E), fieldBackground: RGBColour(0x000000),
        fieldBorder: RGBColour(0x3A3A3C), fieldText: RGBColour(0xFFFFFF),
        placeholderText: RGBColour(0x8E8E93), captionText: RGBColour(0xD1D1D6),
        overlayBox: RGBColour(0x3A3A3C), overlayText: RGBColour(0xFFFFFF))

    public static func of(_ scheme: ColourScheme) -> Theme {
        switch scheme {
        case .light: light
        case .dark: dark
        }
    }

    /// One text colour and the colour it is drawn on.
    public struct TextPair: Hashable, Sendable {
        public var role: String
        public var text: RGBColour
        public var background: RGBColour
    }

    /// Every text colour with every background it is drawn on.
    public var textPairs: [TextPair] {
        [
            TextPair(role: "navigation title", text: navigationTitle, background: navigationBar),
            TextPair(role: "outgoing message", text: outgoingText, background: outgoingBubble),
            TextPair(role: "incoming message", text: incomingText, background: incomingBubble),
            TextPair(role: "letter key", text: keyLabel, background: letterKey),
            TextPair(role: "special key", text: keyLabel, background: specialKey),
            TextPair(role: "pressed key", text: keyLabel, background: pressedKey),
            TextPair(role: "candidate", text: candidateText, background: keyboardBackground),
            TextPair(role: "pressed candidate", text: candidateText, background: pressedKey),
            TextPair(role: "typed text", text: fieldText, background: fieldBackground),
            TextPair(role: "placeholder", text: placeholderText, background: fieldBackground),
            TextPair(role: "review caption", text: captionText, background: navigationBar),
            TextPair(role: "debug overlay", text: overlayText, background: overlayBox),
        ]
    }
}
