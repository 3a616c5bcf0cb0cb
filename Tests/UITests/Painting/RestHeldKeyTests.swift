import Foundation
import Testing

/// A finger resting on a drawn key is not rest: backspace repeats on the frames' time, so the
/// tick must keep running while a key is held, though nothing on screen moves. Live, without a
/// script or a recording, which would keep the tick alive on their own.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct RestHeldKeyTests {
    /// Backspace's centre, from the keyboard's top edge, at 390 pt wide: the mirror of Shift's
    /// key (x 3, y 116, 52.5 × 42, see `DrawnKeyboardTests`).
    static let backspaceCentre = (x: 390 - 3 - 26, y: 137)
    static let typed = "one two three"

    @Test func aHeldBackspaceRepeatsOnAnIdleWindow() throws {
        let directory = try makeScratchDirectory("held-key-rest")
        var environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        environment["KEYBOARDCHAT_REPORT_SENT"] = "1"
        let session = try AppSession(["--case", "few", "--theme", "light"], environment: environment)
        let origin = try session.windowOrigin()
        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: origin.x + KeyboardFollowTests.barColumn,
                                                          from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        let beforeTyping = session.mark
        try xdotool(session, ["type", "--delay", "30", Self.typed])
        // Every key arrived, the keyboard finished rising, and the window is at rest.
        try session.waitForDraft(length: Self.typed.count, since: beforeTyping)
        let shown = try session.screenshot(directory + "/shown.png")
        let keyboardTop = try KeyboardFollowTests.keyboardTop(in: shown, column: origin.x + KeyboardFollowTests.barColumn,
                                                              from: origin.y + 100)
        // Pressed on a window at rest, and held until the draft shows repeats: touch-down deletes
        // one character, only repeats (which need frames) delete more. No repeat fails the wait.
        let beforePress = session.mark
        try xdotool(session, ["mousemove", "\(origin.x + Self.backspaceCentre.x)", "\(keyboardTop + Self.backspaceCentre.y)"])
        try xdotool(session, ["mousedown", "1"])
        try session.waitFor("backspace to repeat while held (a draft of \(Self.repeatedLength) characters)") {
            let repeated = "\(AppSession.draftPrefix)\(Self.repeatedLength) characters"
            return session.errorLines.dropFirst(beforePress).contains { $0 == repeated }
        }
        try xdotool(session, ["mouseup", "1"])
        let beforeSend = session.mark
        try xdotool(session, ["key", "Return"])
        try session.waitForDraft(length: 0, since: beforeSend)
        #expect(session.terminate() == 0)
        // Standard output is block-buffered into the pipe: read once the app has exited.
        let sent = session.stdout.split(separator: "\n").filter { $0.hasPrefix("sent: ") }.map { String($0.dropFirst(6)) }
        let message = try #require(sent.first, "nothing was sent: \(session.stderr)")
        #expect(Self.typed.hasPrefix(message), "\(message)")
        #expect(message.count <= Self.repeatedLength, "backspace did not repeat while held: sent '\(message)'")
    }

    /// The draft once the touch-down and two repeats have each deleted a character.
    static let repeatedLength = typed.count - 3

    func xdotool(_ session: AppSession, _ arguments: [String]) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
    }
}
