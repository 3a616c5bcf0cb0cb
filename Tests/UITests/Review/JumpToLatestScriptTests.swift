import ChatDemoCore
import Foundation
import Testing

/// `tap jump` in a script acts as a click on the drawn jump-to-latest button: after a scroll up
/// (keyboard down, so the drag cannot be read as pulling the keyboard away), the tap brings the list back to exactly where it was; while the
/// button is not shown, the step stops the script with exit 2, its line and the column of `jump`.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct JumpToLatestScriptTests {
    @Test func tapJumpReturnsTheListToItsEnd() throws {
        let run = try ScriptedRun(["wait 300", "screenshot at-end", "drag list 0 400 300", "wait 400",
                                   "screenshot scrolled", "tap jump", "wait 1200", "screenshot back", "quit"],
                                  arguments: ["--case", "many"], name: "tap-jump")
        #expect(run.isClean, "\(run.result.stderr)")
        let atEnd = try run.image("at-end"), scrolled = try run.image("scrolled"), back = try run.image("back")
        // The list's upper half: below the navigation bar, well above the button and the bar.
        let listRows = Int(ChatScene.navigationBarHeight)..<400
        #expect(scrolled.difference(from: atEnd, rows: listRows) != nil, "the drag did not scroll the list")
        #expect(back.difference(from: atEnd, rows: listRows) == nil, "'tap jump' did not return the list to its end")
        // The whole stage agrees too: the button is gone again.
        #expect(back.difference(from: atEnd) == nil, "the stage after the jump differs from before the scroll")
    }

    @Test func tapJumpWithoutTheButtonStopsTheScript() throws {
        let run = try ScriptedRun(["wait 300", "tap jump", "quit"], arguments: ["--case", "many"],
                                  name: "tap-jump-hidden")
        #expect(run.result.status == 2)
        #expect(run.result.stderr.contains("script.txt:2:5: tap jump: the jump-to-latest button is not shown"), "\(run.result.stderr)")
    }
}
