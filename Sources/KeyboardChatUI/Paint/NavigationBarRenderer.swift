import ChatDemoCore
import CGtk
import Keyboard

/// The chat's fixed top bar with the conversation's title. It never moves:
/// in case 3 the list slides up underneath it (seed 004).
@MainActor
enum NavigationBarRenderer {
    private static let titleStyle = TextStyle("Sans Bold 16")
    /// Space kept clear at each end of the bar: a title too long for the
    /// rest ends in "…" instead of running off both edges.
    static let titleMargin = 16.0
    /// Between a pane label's text and the ends of its pill.
    static let labelPadding = 12.0
    /// How much shorter than the title's line the pill is at its top and at its bottom.
    static let pillInset = 1.0

    /// With a `caption` (the reviewer's, `ReviewCaption`), the title and the caption share the
    /// bar on two lines, so neither covers the other however long the title. With a
    /// `paneLabel` (compare mode), the label takes the title's line, in the title's type on a
    /// pill of the title's colour: every pane of a compare shows the same conversation, so the
    /// line says what tells the panes apart instead, and the label covers no text (before, it sat
    /// on the list, over the first message). Returns the caption as drawn (`ReviewCaptionRenderer`).
    @discardableResult
    static func draw(title: String, paneLabel: PaneLabel? = nil, caption: ReviewCaption? = nil, width: Double,
                     height: Double, painter: Painter) -> String? {
        painter.rectangle(0, 0, width, height)
        painter.fill(Palette.navigationBar)
        painter.horizontalLine(y: height - 0.5, from: 0, to: width, colour: Palette.separator)
        let maximumWidth = max(1, width - 2 * titleMargin)
        let heading = paneLabel?.text ?? title
        var titleCentre = height / 2
        var shownCaption: String?
        if let caption {
            let lines = ReviewCaption.layout(titleHeight: titleStyle.size(of: heading, on: painter.cr).height,
                                             captionHeight: ReviewCaptionRenderer.height(of: caption.text, on: painter.cr),
                                             barHeight: height)
            titleCentre = lines.titleCentre
            shownCaption = ReviewCaptionRenderer.draw(caption, centre: Point(x: width / 2, y: lines.captionCentre),
                                                      maximumWidth: maximumWidth, painter: painter)
        }
        if let paneLabel {
            drawPill(paneLabel.text, centreY: titleCentre, width: width, maximumWidth: maximumWidth, painter: painter)
        } else {
            titleStyle.drawCentred(title, on: painter.cr, x: width / 2, y: titleCentre, colour: Palette.navigationTitle,
                                   maximumWidth: maximumWidth)
        }
        return shownCaption
    }

    /// The label in the bar's colour on a pill of the title's colour, about as tall as the
    /// title's line, centred; a label too long for the pane ends in "…" inside its pill.
    private static func drawPill(_ text: String, centreY: Double, width: Double, maximumWidth: Double, painter: Painter) {
        let textMaximum = max(1, maximumWidth - 2 * labelPadding)
        let size = titleStyle.size(of: text, on: painter.cr)
        let pillWidth = min(size.width, textMaximum) + 2 * labelPadding
        // A point shorter than the line at each end: the caption's ascenders keep a gap below it.
        let pillHeight = size.height - 2 * pillInset
        painter.roundedRectangle((width - pillWidth) / 2, centreY - pillHeight / 2, pillWidth, pillHeight,
                                 radius: pillHeight / 2)
        painter.fill(Colour(Palette.theme.navigationTitle, alpha: 0.85))
        titleStyle.drawCentred(text, on: painter.cr, x: width / 2, y: centreY, colour: Colour(Palette.theme.navigationBar),
                               maximumWidth: textMaximum)
    }
}
