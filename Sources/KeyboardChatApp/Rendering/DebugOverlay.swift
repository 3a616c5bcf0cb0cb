import ChatDemoCore
import CGtk
import Foundation

/// Ctrl+D: lines at the keyboard's top, the bar's bottom, the last
/// message's bottom, d1 and d2, and a caption with the case, the strategy,
/// the keyboard height and the live gap between bar and keyboard.
@MainActor
enum DebugOverlay {
    private static let caption = TextStyle("Monospace 10")

    static func draw(_ frame: SceneFrame, scene: ChatScene, width: Double, painter: Painter) {
        let keyboardTop = Double(frame.keyboardTop)
        painter.horizontalLine(y: keyboardTop + 0.5, from: 0, to: width, colour: Palette.overlayKeyboard, width: 1)
        painter.horizontalLine(y: Double(frame.barBottom) - 0.5, from: 0, to: width, colour: Palette.overlayBar, width: 1, dashed: true)
        if let bottom = frame.lastMessageBottom {
            painter.horizontalLine(y: bottom, from: 0, to: width, colour: Palette.overlayMessage, width: 1, dashed: true)
        }
        painter.horizontalLine(y: frame.d1, from: 0, to: width, colour: Palette.overlayThreshold, width: 1, dashed: true)
        painter.horizontalLine(y: frame.d2, from: 0, to: width, colour: Palette.overlayThreshold, width: 1, dashed: true)
        let gap = frame.keyboardTop - frame.barBottom
        let text = String(format: "case %@  %@\nK %.0f  k %.1f  gap %d px\nd1 %.0f  d2 %.0f",
                          frame.caseLabel, scene.strategy.rawValue, scene.keyboardHeight, frame.keyboardVisibleHeight,
                          gap, frame.d1, frame.d2)
        painter.roundedRectangle(8, ChatScene.navigationBarHeight + 6, 210, 54, radius: 6)
        painter.fill(Colour(0, 0, 0, 0.7))
        caption.draw(text, on: painter.cr, x: 14, y: ChatScene.navigationBarHeight + 10, colour: Colour(1, 1, 1))
    }
}
