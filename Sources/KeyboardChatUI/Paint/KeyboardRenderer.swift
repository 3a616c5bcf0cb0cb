import CGtk
import ChatDemoCore
import Keyboard

/// Draws the on-screen keyboard like iOS's, light or dark: letter keys and
/// darker special keys with rounded corners and a one-pixel shadow, a press
/// highlight, and the Pinyin candidates on the keyboard's own background.
/// Shift and the globe are line drawings (`KeyGlyphs`): Caps Lock shows a
/// filled, underlined arrow, unlike one Shift's filled arrow.
/// The composing letters are not drawn here: they are the field's
/// underlined preedit, as on iOS (`InputBar.setPreedit`).
@MainActor
package final class KeyboardRenderer {
    static let keyCornerRadius = 5.0
    /// iOS keys cast a hard shadow one point straight down.
    static let shadowOffset = 1.0
    private let letterStyle = TextStyle("Sans 22")
    private let specialStyle = TextStyle("Sans 15")
    /// Smaller sizes, tried in turn, for a function key's label ("123",
    /// "ABC", "#+=", "return") that does not fit its key at Sans 15: 123 is
    /// a 36.75 pt key at 390 pt and 31.5 pt in the narrowest window (300 pt).
    private let narrowerSpecialStyles = [TextStyle("Sans 13"), TextStyle("Sans 11")]
    /// Room kept between a label and its key's sides.
    static let labelPadding = 3.0
    private let candidateStyle = TextStyle("Sans 17")

    package init() {}

    package func draw(_ keyboard: KeyboardAppearance, painter: Painter) {
        guard keyboard.look.height > 0 else { return }
        let theme = Theme.of(keyboard.look.colourScheme)
        painter.save()
        painter.translate(0, keyboard.top)
        // One background under keys and candidates alike: iOS's candidate
        // strip is part of the keyboard, not a lighter band above it.
        painter.rectangle(0, 0, keyboard.look.width, keyboard.look.height)
        painter.fill(Colour(theme.keyboardBackground))
        let emojiGrid = keyboard.look.layout == .emoji ? Self.emojiGridFrame(keyboard) : nil
        for (index, placed) in keyboard.look.keys.enumerated() {
            if let emojiGrid {
                drawEmojiKey(placed, pressed: index == keyboard.look.pressedKey, grid: emojiGrid, look: keyboard.look,
                             theme: theme, painter: painter)
                continue
            }
            drawKey(placed, pressed: index == keyboard.look.pressedKey, keyboard: keyboard, theme: theme, painter: painter)
        }
        painter.restore()
    }

    private func drawKey(_ placed: PlacedKey, pressed: Bool, keyboard: KeyboardAppearance, theme: Theme, painter: Painter) {
        let frame = placed.frame
        if case .candidate(let slot) = placed.key.action {
            guard slot < keyboard.look.candidates.count else { return }
            if pressed {
                painter.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: Self.keyCornerRadius)
                painter.fill(Colour(theme.pressedKey))
            }
            candidateStyle.drawCentred(keyboard.look.candidates[slot], on: painter.cr, x: frame.midX, y: frame.midY + 6,
                                       colour: Colour(theme.candidateText))
            return
        }
        painter.roundedRectangle(frame.x, frame.y + Self.shadowOffset, frame.width, frame.height, radius: Self.keyCornerRadius)
        painter.fill(Colour(theme.keyShadow))
        painter.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: Self.keyCornerRadius)
        let shiftLit = placed.key.action == .shift && (keyboard.look.isUppercase || keyboard.look.isCapsLocked)
        let base = placed.key.isSpecial && !shiftLit ? theme.specialKey : theme.letterKey
        painter.fill(Colour(pressed ? theme.pressedKey : base))
        switch placed.key.action {
        case .shift:
            let state: KeyGlyphs.ShiftState = keyboard.look.isCapsLocked ? .capsLocked : keyboard.look.isUppercase ? .shifted : .off
            KeyGlyphs.drawShift(state, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel), painter: painter)
            return
        case .nextLayout:
            KeyGlyphs.drawGlobe(x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel), painter: painter)
            return
        default:
            break
        }
        let label = displayLabel(placed.key, keyboard: keyboard)
        var style = label.count == 1 && !placed.key.isSpecial ? letterStyle : specialStyle
        if style === specialStyle {
            let room = frame.width - 2 * Self.labelPadding
            for smaller in narrowerSpecialStyles where style.size(of: label, on: painter.cr).width > room {
                style = smaller
            }
        }
        style.drawCentred(label, on: painter.cr, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel))
    }

    private func displayLabel(_ key: Key, keyboard: KeyboardAppearance) -> String {
        switch key.action {
        case .character(let text) where keyboard.look.isUppercase: return text.uppercased()
        case .backspace: return "⌫"
        case .returnKey: return ReturnKeyLabel.label(for: keyboard.layout.kind, isComposing: !keyboard.look.composition.isEmpty)
        case .space: return keyboard.layout.kind == .pinyin ? "空格" : "space"
        default: return key.label
        }
    }
}
