import ChatDemoCore
import Foundation
import Testing

/// The mouse wheel as a person uses it, in every strategy and case, keyboard down and up: two
/// notches up (buttons 4) put the list exactly where a drag of the same 120 points down puts
/// it, two notches down (buttons 5) bring it back, and wherever the first message is out of
/// sight above the title (the "some" case raised by the keyboard among them) the wheel does
/// move the list. Positions are the trace's `list_top`, frame by frame, read once the window
/// rests after each action.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct WheelScrollScreenTests {
    static let dragDistance = 2 * Int(WheelScroll.pointsPerNotch)
    /// Where the pointer wheels and the drag starts, below the navigation bar in the list.
    static let listPoint = (x: 100, y: 250)

    @Test(arguments: ["three-case", "bar-only", "whole-view", "inset", "always", "when-at-end", "persistent", "never", "naive"])
    func theWheelScrollsTheListAsADragDoes(strategy: String) throws {
        let session = try AppSession(["--strategy", strategy, "--case", "few", "--trace-detail"])
        let origin = try session.windowOrigin()
        let wheel = ShortcutAndScrollTests()
        let point = (x: origin.x + Self.listPoint.x, y: origin.y + Self.listPoint.y)
        try wheel.xdotool(session, ["mousemove", "\(point.x)", "\(point.y)"])
        for (key, name) in [("ctrl+1", "few"), ("ctrl+2", "some"), ("ctrl+3", "many")] {
            try session.settle("\(key) for \(name)") { try wheel.xdotool(session, ["key", key]) }
            for keyboardUp in [false, true] {
                let label = "\(strategy), \(name), keyboard \(keyboardUp ? "up" : "down")"
                if keyboardUp {
                    let restTop = origin.y + (session.lastPaintedRow?.keyboardTop ?? 0)
                    let before = session.mark
                    try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
                    try session.waitForRest("the keyboard up (\(label))", since: before)
                    try wheel.xdotool(session, ["mousemove", "\(point.x)", "\(point.y)"])
                }
                let start = try listTop(session)
                try notches(4, 2, session, label)
                let wheeled = try listTop(session)
                try notches(5, 2, session, label)
                #expect(try listTop(session) == start, "\(label): two notches down did not undo two up")
                // The stage rests between a drag's motion events whenever none is queued, so a
                // rest alone does not say the drag is over on a busy machine: the rest it waits
                // for is the one at the wheel's place, and a drag that ends elsewhere times out.
                try session.settle("a drag of \(Self.dragDistance) down to rest where the wheel put the list, \(wheeled) (\(label))",
                                   painted: { $0.listTop == wheeled }) {
                    try wheel.xdotool(session, ["mousedown", "1"])
                    for step in stride(from: 10, through: Self.dragDistance, by: 10) {
                        try wheel.xdotool(session, ["mousemove", "\(point.x)", "\(point.y + step)"])
                    }
                    try wheel.xdotool(session, ["mouseup", "1"])
                }
                #expect(try listTop(session) == wheeled, "\(label): the wheel put the list at \(wheeled), the drag elsewhere")
                if start < ChatScene.navigationBarHeight {
                    #expect(wheeled == min(start + Double(Self.dragDistance), ChatScene.navigationBarHeight),
                            "\(label): the wheel did not scroll the list (\(start) → \(wheeled))")
                }
                try notches(5, 2, session, label)
                try wheel.xdotool(session, ["mousemove", "\(point.x)", "\(point.y)"])
            }
            try session.settle("Escape (\(name))") { try wheel.xdotool(session, ["key", "Escape"]) }
        }
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }

    private func notches(_ button: Int, _ count: Int, _ session: AppSession, _ label: String) throws {
        for notch in 1...count {
            try session.settle("wheel button \(button) notch \(notch) (\(label))") {
                try ShortcutAndScrollTests().xdotool(session, ["click", "\(button)"])
            }
        }
    }

    private func listTop(_ session: AppSession) throws -> Double {
        try #require(session.lastPaintedRow).listTop
    }
}
