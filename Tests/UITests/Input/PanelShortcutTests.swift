import Foundation
import Testing

/// The attachment panel as a person reaches it: Ctrl+P (the menu item's accelerator) with the
/// keyboard up and the field focused swaps the keys for the panel, a click on the field brings
/// the keys back, and Ctrl+P from rest raises the panel, again to put it away. What is up and
/// its top are read from the app's trace.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PanelShortcutTests {
    @Test func controlPSwapsAndAClickOnTheFieldSwapsBack() throws {
        let session = try AppSession(["--case", "many", "--trace-detail"])
        let origin = try session.windowOrigin()
        try ShortcutAndScrollTests().xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 300)"])
        let rest = try #require(session.lastPaintedRow).keyboardTop
        try session.settle("Ctrl+P from rest") { try ShortcutAndScrollTests().xdotool(session, ["key", "ctrl+p"]) }
        #expect(session.lastPaintedRow?.surface == "panel" && session.lastPaintedRow?.keyboardTop == rest - 260,
                "\(String(describing: session.lastPaintedRow))")
        try session.settle("Ctrl+P with the panel up") { try ShortcutAndScrollTests().xdotool(session, ["key", "ctrl+p"]) }
        #expect(session.lastPaintedRow?.surface == "none" && session.lastPaintedRow?.keyboardTop == rest)

        let beforeClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: origin.y + rest)
        try session.waitForRest("the keyboard shown and at rest", since: beforeClick)
        let keys = try #require(session.lastPaintedRow)
        #expect(keys.surface == "keyboard" && keys.keyboardTop == rest - 291)
        try session.settle("Ctrl+P with the keyboard up") { try ShortcutAndScrollTests().xdotool(session, ["key", "ctrl+p"]) }
        let panel = try #require(session.lastPaintedRow)
        // The list comes down with the bar by the net change (a height change of the surface).
        #expect(panel.surface == "panel" && panel.keyboardTop == rest - 260 && panel.listTop == keys.listTop + 31, "\(panel)")
        let beforeSecondClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: origin.y + rest - 260)
        try session.waitForRest("the keyboard back and at rest", since: beforeSecondClick)
        let back = try #require(session.lastPaintedRow)
        #expect(back.surface == "keyboard" && back.keyboardTop == rest - 291 && back.listTop == keys.listTop, "\(back)")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }
}
