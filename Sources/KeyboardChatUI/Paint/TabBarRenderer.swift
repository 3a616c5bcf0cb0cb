import ChatDemoCore
import CGtk
import ChatLayout

/// The tab bar below the chat (`--bottom-offset PX`): `PX` points at the stage's
/// bottom, painted before the keyboard, which slides up over it. Three labelled tabs, the chat's
/// selected in the accent colour (the outgoing bubble's), the others dimmed; the theme's
/// navigation-bar colours, so it follows light and dark as the top bar does.
@MainActor
enum TabBarRenderer {
    static let tabs = ["Chats", "Contacts", "Settings"]
    static let selectedTab = 0
    private static let labelStyle = TextStyle("Sans 11")
    private static let unselectedAlpha = 0.55
    /// Tabs this tall get an icon (a dot) above their label, as iOS draws them.
    static let iconMinimumHeight = 40.0
    static let iconRadius = 5.0

    static func draw(_ offset: BottomOffset, width: Double, stageHeight: Double, painter: Painter) {
        guard offset.height > 0 else { return }
        let top = stageHeight - offset.height
        painter.rectangle(0, top, width, offset.height)
        painter.fill(Colour(Palette.theme.navigationBar))
        painter.horizontalLine(y: top + 0.5, from: 0, to: width, colour: Palette.separator)
        let tabWidth = width / Double(tabs.count)
        let hasIcon = offset.height >= iconMinimumHeight
        for (index, label) in tabs.enumerated() {
            let colour = index == selectedTab
                ? Palette.outgoingBubble : Colour(Palette.theme.navigationTitle, alpha: unselectedAlpha)
            let centreX = tabWidth * (Double(index) + 0.5)
            let labelY = hasIcon ? top + offset.height * 0.68 : top + offset.height / 2
            if hasIcon {
                cairo_arc(painter.cr, centreX, top + offset.height * 0.32, iconRadius, 0, 2 * Double.pi)
                painter.fill(colour)
            }
            labelStyle.drawCentred(label, on: painter.cr, x: centreX, y: labelY, colour: colour, maximumWidth: tabWidth - 4)
        }
    }
}
