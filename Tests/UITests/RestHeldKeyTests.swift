import Foundation
import Testing

/// A finger resting on a drawn key is not rest: backspace repeats on the frames' time, so the
/// tick must keep running while a key is held, though nothing on screen moves (issues 14.2
/// and 17 together). Live, without a script or a recording, which would keep the tick alive
/// on their own.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct RestHeldKeyTests {
    /// Backspace's centre, from the keyboard's top edge, at 390 pt wide: the mirror of Shift's
    /// key (x 3, y 116, 52.5 × 42, see `DrawnKeyboardTests`).
    static let backspaceCentre = (x: 390 - 3 - 26, y: 137)
    static let typed = "one two three"

    @Test func aHeldBackspaceRepeatsOnAnIdleWindow() throws {
        let directory = try makeScratchDirectory("held-key-rest")
        var environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        environment["KEYBOARDCHAT_REPORT_REST"] = "1"
        environment["KEYBOARDCHAT_REPORT_SENT"] = "1"
        let session = try AppSession(["--case", "few", "--theme", "light"], environment: environment)
        let origin = try session.windowOrigin()
        try RestTests.waitForRest(session, moreThan: 0)
        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: origin.x + KeyboardFollowTests.barColumn,
                                                          from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop, scratch: directory)
        try xdotool(session, ["type", "--delay", "30", Self.typed])
        try RestTests.waitForQuiet(session, moreThan: 1)
        let shown = try session.screenshot(directory + "/shown.png")
        let keyboardTop = try KeyboardFollowTests.keyboardTop(in: shown, column: origin.x + KeyboardFollowTests.barColumn,
                                                              from: origin.y + 100)
        // Held for well over the 0.5 s before the first repeat, at rest before the press.
        try xdotool(session, ["mousemove", "\(origin.x + Self.backspaceCentre.x)", "\(keyboardTop + Self.backspaceCentre.y)"])
        try xdotool(session, ["mousedown", "1"])
        usleep(1_500_000)
        try xdotool(session, ["mouseup", "1"])
        try xdotool(session, ["key", "Return"])
        let deadline = Date().addingTimeInterval(30)
        while !session.stdout.contains("sent: ") && Date() < deadline { usleep(100_000) }
        #expect(session.terminate() == 0)
        let sent = session.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") }.map { String($0.dropFirst(6)) }
        let message = try #require(sent.first, "nothing was sent: \(session.stderr)")
        // Touch-down deletes one character; only repeats (which need frames) delete more.
        #expect(Self.typed.hasPrefix(message), "\(message)")
        #expect(message.count <= Self.typed.count - 3, "backspace did not repeat while held: sent '\(message)'")
    }

    func xdotool(_ session: AppSession, _ arguments: [String]) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
    }
}
