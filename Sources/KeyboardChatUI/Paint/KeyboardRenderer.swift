import CGtk
import ChatDemoCore
import Keyboard

/// Draws the on-screen keyboard like iOS's, light or dark: letter keys and
/// darker special keys with rounded corners and a one-pixel shadow, a press
/// highlight, and the Pinyin candidates on the keyboard's own background.
/// Shift and the globe are line drawings (`KeyGlyphs`): Caps Lock shows a
/// filled, underlined arrow, unlike one Shift's filled arrow. The globe and the
/// microphone are bare glyphs in the band under the bottom row (`KeyboardRenderer+Band`).
/// The composing letters are not drawn here: they are the field's
/// underlined preedit, as on iOS (`InputBar.setPreedit`).
@MainActor
package final class KeyboardRenderer {
    static let keyCornerRadius = 5.0
    /// iOS keys cast a hard shadow one point straight down.
    static let shadowOffset = 1.0
    /// Letters at iOS's size on a 390 pt keyboard, smaller on smaller keys (`FittedTextStyles`).
    /// Every letter key takes the size at which "W", the widest capital, fits it, so a row
    /// keeps one size, as on iOS.
    let letterStyles = FittedTextStyles(family: "Sans", largest: 22, smallest: 8)
    static let widestLetter = "W"
    /// The letters that reach furthest above and below the line, capital and small: a row's
    /// labels all fit when these do.
    static let tallestLetters = "JQbgjy"
    /// Function keys' labels ("123", "ABC", "#+=", "return"): 123 is a 36.75 pt key at 390 pt
    /// and about 24 pt in the narrowest window, so each label gets the size that fits it.
    let specialStyles = FittedTextStyles(family: "Sans", largest: 15, smallest: 7)
    /// Room kept between a letter's ink and its key's sides: at 390 pt a W (29 pt of ink at
    /// Sans 22) leaves 2 pt each side of its 33 pt key, as on iOS.
    static let letterClearance = 2.0
    /// Room kept between a function key's label and its key's sides.
    static let labelPadding = 3.0
    private let candidateStyle = TextStyle("Sans 17")
    let emojiStyles = FittedTextStyles(family: "Sans", largest: KeyboardRenderer.largestEmojiSize, smallest: 8)

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
            if KeyboardBand.holds(placed.key.action) {
                drawBandKey(placed, pressed: index == keyboard.look.pressedKey, theme: theme, painter: painter)
                continue
            }
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
        let glyphScale = KeyGlyphs.scale(toFit: frame.insetBy(dx: Self.labelPadding, dy: Self.labelPadding))
        switch placed.key.action {
        case .shift:
            let state: KeyGlyphs.ShiftState = keyboard.look.isCapsLocked ? .capsLocked : keyboard.look.isUppercase ? .shifted : .off
            KeyGlyphs.drawShift(state, x: frame.midX, y: frame.midY, scale: glyphScale, colour: Colour(theme.keyLabel),
                                painter: painter)
            return
        default:
            break
        }
        let label = displayLabel(placed.key, keyboard: keyboard)
        let style = label.count == 1 && !placed.key.isSpecial
            ? letterStyles.style(fitting: Self.widestLetter, tallText: Self.tallestLetters, width: frame.width - 2 * Self.letterClearance,
                                 height: frame.height - 2 * Self.letterClearance, on: painter.cr)
            : specialStyles.style(fitting: label, width: frame.width - 2 * Self.labelPadding,
                                  height: frame.height - 2 * Self.labelPadding, on: painter.cr)
        style.drawCentred(label, on: painter.cr, x: frame.midX, y: frame.midY, colour: Colour(theme.keyLabel))
    }

    private func displayLabel(_ key: Key, keyboard: KeyboardAppearance) -> String {
        switch key.action {
        case .character(let text) where keyboard.look.isUppercase: return text.uppercased()
        case .backspace: return "⌫"
        case .returnKey:
            return ReturnKeyLabel.label(for: keyboard.layout.kind, isComposing: !keyboard.look.composition.isEmpty, fileLabel: key.label)
        case .space: return key.label
        default: return key.label
        }
    }
}
