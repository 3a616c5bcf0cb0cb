import CGtk
import ChatDemoCore
import Keyboard

/// Draws the on-screen keyboard like iOS's: white letter keys and grey
/// special keys with rounded corners and a one-pixel shadow, a press
/// highlight, and the Pinyin candidate bar.
@MainActor
final class KeyboardRenderer {
    static let keyCornerRadius = 5.0
    /// iOS keys cast a hard shadow one point straight down.
    static let shadowOffset = 1.0
    private let letterStyle = TextStyle("Sans 22")
    private let specialStyle = TextStyle("Sans 15")
    private let candidateStyle = TextStyle("Sans 17")

    func draw(_ keyboard: KeyboardAppearance, painter: Painter) {
        guard keyboard.look.height > 0 else { return }
        painter.save()
        painter.translate(0, keyboard.top)
        painter.rectangle(0, 0, keyboard.look.width, keyboard.look.height)
        painter.fill(Palette.keyboardBackground)
        // The candidate slots' own height: a keyboard shortened for a small window squeezes it.
        let candidateBar = keyboard.look.keys.first { if case .candidate = $0.key.action { true } else { false } }?.frame.height
            ?? keyboard.layout.candidateBarHeight(for: keyboard.look.orientation)
        if keyboard.layout.candidateSlots > 0 {
            painter.rectangle(0, 0, keyboard.look.width, candidateBar)
            painter.fill(Palette.candidateBar)
            if !keyboard.look.composition.isEmpty {
                specialStyle.draw(keyboard.look.composition, on: painter.cr, x: 8, y: 2, colour: Palette.keyLabel)
            }
        }
        for (index, placed) in keyboard.look.keys.enumerated() {
            drawKey(placed, pressed: index == keyboard.look.pressedKey, keyboard: keyboard, painter: painter)
        }
        painter.restore()
    }

    private func drawKey(_ placed: PlacedKey, pressed: Bool, keyboard: KeyboardAppearance, painter: Painter) {
        let frame = placed.frame
        if case .candidate(let slot) = placed.key.action {
            guard slot < keyboard.look.candidates.count else { return }
            if pressed {
                painter.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: Self.keyCornerRadius)
                painter.fill(Palette.pressedKey)
            }
            candidateStyle.drawCentred(keyboard.look.candidates[slot], on: painter.cr, x: frame.midX, y: frame.midY + 6, colour: Palette.keyLabel)
            return
        }
        painter.roundedRectangle(frame.x, frame.y + Self.shadowOffset, frame.width, frame.height, radius: Self.keyCornerRadius)
        painter.fill(Palette.keyShadow)
        painter.roundedRectangle(frame.x, frame.y, frame.width, frame.height, radius: Self.keyCornerRadius)
        let shiftLit = placed.key.action == .shift && (keyboard.look.isUppercase || keyboard.look.isCapsLocked)
        let base = placed.key.isSpecial && !shiftLit ? Palette.specialKey : Palette.letterKey
        painter.fill(pressed ? Palette.pressedKey : base)
        let label = displayLabel(placed.key, keyboard: keyboard)
        let style = label.count == 1 && !placed.key.isSpecial ? letterStyle : specialStyle
        style.drawCentred(label, on: painter.cr, x: frame.midX, y: frame.midY, colour: Palette.keyLabel)
    }

    private func displayLabel(_ key: Key, keyboard: KeyboardAppearance) -> String {
        switch key.action {
        case .character(let text) where keyboard.look.isUppercase: return text.uppercased()
        case .shift: return keyboard.look.isCapsLocked ? "⇪" : "⇧"
        case .backspace: return "⌫"
        case .nextLayout: return "🌐"
        case .returnKey: return "return"
        case .space: return keyboard.layout.kind == .pinyin ? "空格" : "space"
        default: return key.label
        }
    }
}
