import Foundation
import Testing

/// Issue 5's controls as a person uses them: the mouse wheel scrolls the
/// list, and the GtkApplication accelerators switch the case and hide the
/// keyboard.
@Suite(.serialized, .timeLimit(.minutes(5)))
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
        // Button 4 is the wheel up: three notches back through the history.
        try xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 400)", "click", "--repeat", "3", "4"])
        usleep(500_000)
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
        try xdotool(session, ["key", "ctrl+3"])
        usleep(500_000)
        let many = try session.screenshot(directory + "/many.png")
        #expect(Self.changedFraction(few, many, origin: origin, rows: 60..<700) > 0.05, "Ctrl+3 did not switch the conversation")
        let restTop = try KeyboardFollowTests.keyboardTop(in: many, column: origin.x + KeyboardFollowTests.barColumn, from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop, scratch: directory)
        usleep(KeyboardFollowTests.settleMicroseconds)
        try xdotool(session, ["key", "Escape"])
        usleep(KeyboardFollowTests.settleMicroseconds)
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
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop, scratch: directory)
        try xdotool(session, ["type", "--delay", "30", "hello 123"])
        try xdotool(session, ["key", "Return"])
        usleep(500_000)
        #expect(session.terminate() == 0)
        #expect(session.stdout.contains("sent: hello 123"), "stdout: \(session.stdout)")
    }
}
