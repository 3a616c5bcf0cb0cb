import CGtk

/// The chat's fixed top bar with the conversation's title. It never moves:
/// in case 3 the list slides up underneath it (seed 004).
@MainActor
enum NavigationBarRenderer {
    private static let titleStyle = TextStyle("Sans Bold 16")
    /// Space kept clear at each end of the bar: a title too long for the
    /// rest ends in "…" instead of running off both edges.
    static let titleMargin = 16.0

    static func draw(title: String, width: Double, height: Double, painter: Painter) {
        painter.rectangle(0, 0, width, height)
        painter.fill(Palette.navigationBar)
        painter.horizontalLine(y: height - 0.5, from: 0, to: width, colour: Palette.separator)
        titleStyle.drawCentred(title, on: painter.cr, x: width / 2, y: height / 2, colour: Palette.navigationTitle,
                               maximumWidth: max(1, width - 2 * titleMargin))
    }
}
