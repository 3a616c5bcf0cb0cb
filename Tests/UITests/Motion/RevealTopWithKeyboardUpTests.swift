import ChatDemoCore
import Foundation
import Testing

/// A list risen under the title can still show its first message, in the real app: under
/// `always` the short "few" chat rises under the title with the keyboard; a drag down by 110
/// brings the list down by exactly 110 (what was under the title comes out), and with the
/// keyboard hidden again the chat is where it was at rest.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct RevealTopWithKeyboardUpTests {
    static let drag = 110

    @Test func aDragBringsTheRisenListOutFromUnderTheTitle() throws {
        let run = try ScriptedRun(["wait 300", "screenshot rest", "tap input", "wait 800", "screenshot up",
                                   "drag list 0 \(Self.drag) 300", "wait 500", "screenshot revealed",
                                   "tap list", "wait 900", "screenshot down", "quit"],
                                  arguments: ["--case", "few", "--strategy", "always"], name: "reveal-top")
        #expect(run.isClean, "\(run.result.stderr)")
        let up = try run.image("up"), revealed = try run.image("revealed")
        let listTop = Int(ChatScene.navigationBarHeight) + 2
        // The list moved down by the drag: each row of it is the row `drag` above, before.
        var moved = 0
        for y in (listTop + Self.drag)..<400 {
            for x in stride(from: 0, to: up.width, by: 2) where revealed.hex(x, y) != up.hex(x, y - Self.drag) { moved += 1 }
        }
        #expect(moved == 0, "\(moved) pixels of the list did not move down by \(Self.drag)")
        // And something came out from under the title: the newly shown band is not blank.
        #expect(revealed.distinctColours(x: 0..<revealed.width, y: listTop..<(listTop + Self.drag)) > 10)
        #expect(try run.image("down").difference(from: run.image("rest")) == nil, "the chat at rest moved")
    }
}
