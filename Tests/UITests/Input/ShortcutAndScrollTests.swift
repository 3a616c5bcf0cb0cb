import Foundation
import Testing

/// The demo's controls as a person uses them: the mouse wheel scrolls the
/// list, and the GtkApplication accelerators switch the case and hide the
/// keyboard.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ShortcutAndScrollTests {
    /// Fraction of sampled list pixels that differ between two screenshots.
    static func changedFraction(_ a: PixelImage, _ b: PixelImage, origin: (x: Int, y: Int), rows: Range<Int>) -> Double {
        var changed = 0, total = 0
        for y in rows { for x in stride(from: origin.x + 6, to: origin.x + 390, by: 4) {
            total += 1
            if a.hex(x, origin.y + y) != b.hex(x, origin.y + y) { changed += 1 }
        } }
        return Double(changed) / Double(max(1, total))
    }

    func xdotool(_ session: AppSession, _ arguments: [String]) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
    }

    @Test func theMouseWheelScrollsTheList() throws {
        let directory = try makeScratchDirectory("wheel")
        let session = try AppSession(["--case", "many"])
        let origin = try session.windowOrigin()
        let before = try session.screenshot(directory + "/before.png")
        // Button 4 is the wheel up: three notches back through the history, each of which
        // wakes the window once (moving the pointer wakes nothing).
        try xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 400)"])
        for notch in 1...3 { try session.settle("wheel notch \(notch)") { try xdotool(session, ["click", "4"]) } }
        let after = try session.screenshot(directory + "/after.png")
        let changed = Self.changedFraction(before, after, origin: origin, rows: 120..<700)
        #expect(changed > 0.05, "the list did not scroll (\(changed) of its pixels changed)")
        #expect(session.terminate() == 0)
    }

    @Test func controlThreeSwitchesToManyAndEscapeHidesTheKeyboard() throws {
        let directory = try makeScratchDirectory("accelerators")
        let session = try AppSession(["--case", "few"])
        let origin = try session.windowOrigin()
        let few = try session.screenshot(directory + "/few.png")
        // With no window manager X gives the keyboard to the window under
        // the pointer, so point at the window first, as a person would.
        try xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 300)"])
        try session.settle("Ctrl+3") { try xdotool(session, ["key", "ctrl+3"]) }
        let many = try session.screenshot(directory + "/many.png")
        #expect(Self.changedFraction(few, many, origin: origin, rows: 60..<700) > 0.05, "Ctrl+3 did not switch the conversation")
        let restTop = try KeyboardFollowTests.keyboardTop(in: many, column: origin.x + KeyboardFollowTests.barColumn, from: origin.y + 500)
        let beforeClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        try session.waitForRest("the keyboard shown and at rest", since: beforeClick)
        try session.settle("Escape") { try xdotool(session, ["key", "Escape"]) }
        let hidden = try session.screenshot(directory + "/hidden.png")
        let top = try KeyboardFollowTests.keyboardTop(in: hidden, column: origin.x + KeyboardFollowTests.barColumn, from: origin.y + 500)
        #expect(top == restTop, "Escape should bring the bar back to rest (\(top) vs \(restTop))")
        #expect(session.terminate() == 0)
    }
}

extension ShortcutAndScrollTests {
    /// The physical keyboard types into the real GtkTextView while the drawn
    /// keyboard is up, and Return sends.
    @Test func thePhysicalKeyboardTypesAndReturnSends() throws {
        let directory = try makeScratchDirectory("physical-keys")
        let session = try AppSession(["--case", "some"], environment: ["KEYBOARDCHAT_REPORT_SENT": "1"])
        let origin = try session.windowOrigin()
        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: origin.x + KeyboardFollowTests.barColumn, from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        let beforeTyping = session.mark
        try xdotool(session, ["type", "--delay", "30", "hello 123"])
        try session.waitForDraft(length: "hello 123".count, since: beforeTyping)
        let beforeSend = session.mark
        try xdotool(session, ["key", "Return"])
        // A send empties the field. The "sent:" line is on stdout, buffered until the app exits.
        try session.waitForDraft(length: 0, since: beforeSend)
        #expect(session.terminate() == 0)
        #expect(session.stdout.contains("sent: hello 123"), "stdout: \(session.stdout)")
    }
}
