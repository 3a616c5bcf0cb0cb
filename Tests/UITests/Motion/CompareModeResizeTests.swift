import ChatDemoCore
import Foundation
import Testing

/// Compare mode's panes in small windows: a window made 256 high while the keyboard comes up
/// cuts the shared keyboard to what every pane's bar leaves, so no pane's bar is squeezed (a
/// Gtk-CRITICAL from its field's scrollbar, a crash under `--record` with fatal criticals), and
/// every pane keeps one keyboard top and zero gap in every frame.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct CompareModeResizeTests {
    @Test(arguments: ["390 256", "844 256"])
    func aResizeWhileTheKeyboardComesUpKeepsEveryPaneWhole(size: String) throws {
        let strategies = ["always", "never"]
        let run = try CompareModeTests.run(strategies, case: "some", script: [
            "tap input", "wait 100", "resize \(size)", "wait 800", "escape", "wait 100", "resize 390 844", "wait 600", "quit",
        ], name: "compare-resize-while-showing", recorded: true)
        _ = try CompareModeTests.expectSameFrames(run.panes, strategies: strategies, travel: nil)
        let rest = try #require(run.panes[0].first).keyboardTop
        #expect(run.panes[0].contains { $0.keyboardTop < rest - 550 }, "the window never got small")
    }
}
