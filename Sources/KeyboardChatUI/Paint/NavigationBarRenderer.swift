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

    /// With a `caption` (the reviewer's, `ReviewCaption`), the title and the caption share the
    /// bar on two lines, so neither covers the other however long the title.
    static func draw(title: String, caption: String? = nil, width: Double, height: Double, painter: Painter) {
        painter.rectangle(0, 0, width, height)
        painter.fill(Palette.navigationBar)
        painter.horizontalLine(y: height - 0.5, from: 0, to: width, colour: Palette.separator)
        let maximumWidth = max(1, width - 2 * titleMargin)
        var titleCentre = height / 2
        if let caption {
            let lines = ReviewCaption.layout(titleHeight: titleStyle.size(of: title, on: painter.cr).height,
                                             captionHeight: ReviewCaptionRenderer.height(of: caption, on: painter.cr),
                                             barHeight: height)
            titleCentre = lines.titleCentre
            ReviewCaptionRenderer.draw(caption, centre: Point(x: width / 2, y: lines.captionCentre),
                                       maximumWidth: maximumWidth, painter: painter)
        }
        titleStyle.drawCentred(title, on: painter.cr, x: width / 2, y: titleCentre, colour: Palette.navigationTitle,
                               maximumWidth: maximumWidth)
    }
}
