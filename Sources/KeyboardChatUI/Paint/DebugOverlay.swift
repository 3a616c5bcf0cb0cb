import ChatDemoCore
import CGtk
import Foundation
import Keyboard

/// Ctrl+D: lines at the keyboard's top, the bar's bottom, the last
/// message's bottom, d1 and d2, and a caption box with one fact per line
/// and a legend that shows each line's colour and names it. The box is
/// sized from the caption's measured Pango text
/// (`DebugOverlayCaption.layout`), so it always holds all of it.
///
/// The lines belong to the chat, which the keyboard covers (it is a window above the app): a
/// line below the keyboard's top — d2 while the keyboard is up — is not drawn across the keys.
/// The box is translucent (`boxOpacity`), so the first bubbles it lies over still show
/// through; its text stays readable because the box darkens whatever lies under it.
@MainActor
enum DebugOverlay {
    private static let caption = TextStyle("Monospace 10")
    /// Where the caption box sits: just under the navigation bar, inset.
    static let boxInset = (x: 8.0, y: 6.0)
    static let boxCornerRadius = 6.0
    /// Light enough that a bubble under the box shows, dark enough that white text on the box
    /// over white reads at 4.5:1 or more (#FFFFFF under 62 % of #1C1C1E is #6F6F70, 5.0:1).
    static let boxOpacity = 0.62

    static func draw(_ frame: SceneFrame, scene: ChatScene, width: Double, painter: Painter) {
        painter.save()
        // The chat's lines stop at the keyboard's top; the keyboard's own line is on it.
        painter.clip(0, 0, width, Double(frame.keyboardTop) + 1)
        painter.horizontalLine(y: Double(frame.keyboardTop) + 0.5, from: 0, to: width,
                               colour: Palette.overlay(.keyboardTop), width: 1)
        painter.horizontalLine(y: Double(frame.barBottom) - 0.5, from: 0, to: width, colour: Palette.overlay(.barBottom),
                               width: 1, dashed: true)
        if let bottom = frame.lastMessageBottom {
            painter.horizontalLine(y: bottom, from: 0, to: width, colour: Palette.overlay(.lastMessage), width: 1, dashed: true)
        }
        for threshold in [frame.thresholds.raisedBarTop, frame.thresholds.nearBarLine] {
            painter.horizontalLine(y: threshold, from: 0, to: width, colour: Palette.overlay(.thresholds), width: 1, dashed: true)
        }
        painter.restore()
        drawCaption(DebugOverlayCaption(frame: frame, strategy: scene.strategy, keyboardHeight: scene.keyboardHeight),
                    width: width, direction: scene.direction, painter: painter)
    }

    /// The caption's box sits at the stage's start: top-left, or top-right when the stage reads
    /// right to left (its lines stay as they are: they are English).
    private static func drawCaption(_ content: DebugOverlayCaption, width: Double, direction: StageDirection, painter: Painter) {
        let sizes = content.lines.map { line in
            let measured = caption.size(of: line.text, on: painter.cr)
            return Size(width: measured.width, height: measured.height)
        }
        let placement = content.layout(
            lineSizes: sizes, origin: Point(x: boxInset.x, y: ChatScene.navigationBarHeight + boxInset.y))
        let box = placement.box
        painter.save()
        defer { painter.restore() }
        painter.translate(direction.leftEdge(of: box.width, at: box.x, across: width) - box.x, 0)
        painter.roundedRectangle(box.x, box.y, box.width, box.height, radius: boxCornerRadius)
        painter.fill(Colour(Palette.theme.overlayBox, alpha: boxOpacity))
        for (index, line) in content.lines.enumerated() {
            if let swatch = line.swatch, let sample = placement.swatches[index] {
                // The same stroke as the line it names: solid for the
                // keyboard's top, dashed for the others.
                painter.horizontalLine(y: sample.midY.rounded(), from: sample.minX, to: sample.maxX,
                                       colour: Palette.overlay(swatch), width: 2, dashed: swatch != .keyboardTop)
            }
            let text = placement.text[index]
            caption.draw(line.text, on: painter.cr, x: text.x, y: text.y, colour: Palette.overlayText)
        }
    }
}
