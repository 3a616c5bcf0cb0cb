import CGtk

/// The chat's fixed top bar with the conversation's title. It never moves:
/// in case 3 the list slides up underneath it (seed 004).
@MainActor
enum NavigationBarRenderer {
    private static let titleStyle = TextStyle("Sans Bold 16")

    static func draw(title: String, width: Double, height: Double, painter: Painter) {
        painter.rectangle(0, 0, width, height)
        painter.fill(Palette.navigationBar)
        painter.horizontalLine(y: height - 0.5, from: 0, to: width, colour: Palette.separator)
        titleStyle.drawCentred(title, on: painter.cr, x: width / 2, y: height / 2, colour: Palette.keyLabel)
    }
}
