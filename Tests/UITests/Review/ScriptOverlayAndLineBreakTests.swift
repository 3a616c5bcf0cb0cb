import ChatDemoCore
import Foundation
import Testing

/// Two script commands in the real app: `overlay on|off` sets the debug overlay (the
/// menu's toggle) rather than flipping it, and `type` turns `\n` into a line break in the field.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ScriptOverlayAndLineBreakTests {
    /// Pixels of the stage that differ between two screenshots (every third column and row).
    static func changedPixels(_ a: PixelImage, _ b: PixelImage) -> Int {
        var changed = 0
        for y in stride(from: 0, to: min(a.height, b.height), by: 3) {
            for x in stride(from: 0, to: min(a.width, b.width), by: 3) where a.hex(x, y) != b.hex(x, y) { changed += 1 }
        }
        return changed
    }

    @Test func overlayOnAndOffSetTheDebugOverlay() throws {
        let run = try ScriptedRun(["wait 200", "screenshot before", "overlay on", "wait 200", "screenshot on",
                                   "overlay on", "wait 200", "screenshot still-on", "overlay off", "wait 200",
                                   "screenshot off", "quit"], name: "overlay-script")
        #expect(run.isClean, "\(run.result.stderr)")
        let before = try run.image("before"), on = try run.image("on")
        let stillOn = try run.image("still-on"), off = try run.image("off")
        #expect(Self.changedPixels(before, on) > 100, "'overlay on' drew no overlay")
        #expect(Self.changedPixels(on, stillOn) == 0, "a second 'overlay on' must not toggle it off")
        #expect(Self.changedPixels(before, off) == 0, "'overlay off' left something drawn")
    }

    /// The input bar's height in a screenshot: walking up column 4 from the bottom, past the
    /// keyboard, the run of the bar's background.
    static func barHeight(in image: PixelImage) throws -> Int {
        let bar = KeyboardFollowTests.barBackground
        var y = image.height - 1
        while y > 0 && image.hex(4, y) != bar { y -= 1 }
        guard y > 0 else { throw TestFailure("no input bar in column 4") }
        let bottom = y
        while y > 0 && image.hex(4, y - 1) == bar { y -= 1 }
        return bottom - y + 1
    }

    /// `one\ntwo` and `one\ntwo\nthree\nfour` make the bar taller line by line; an escaped
    /// `\\n` types a backslash and an "n" on one line, so the bar keeps its one-line height.
    @Test func typeBreaksTheLineAtBackslashN() throws {
        func bar(after text: String, _ name: String) throws -> Int {
            let run = try ScriptedRun(["tap input", "wait 700", "type \(text)", "wait 800", "screenshot typed", "quit"],
                                      name: "type-\(name)")
            #expect(run.isClean, "\(run.result.stderr)")
            return try Self.barHeight(in: run.image("typed"))
        }
        let oneLine = try bar(after: "one", "one")
        let twoLines = try bar(after: #"one\ntwo"#, "two")
        let fourLines = try bar(after: #"one\ntwo\nthree\nfour"#, "four")
        let escaped = try bar(after: #"one\\ntwo"#, "escaped")
        // The empty field is already about two lines tall, so the second line grows it a little
        // and each further line by a whole line (at least 15 px).
        #expect(twoLines > oneLine, "one line \(oneLine) px, two lines \(twoLines) px")
        #expect(fourLines - twoLines >= 30, "two lines \(twoLines) px, four lines \(fourLines) px")
        #expect(escaped == oneLine, "an escaped backslash broke the line: \(escaped) vs \(oneLine)")
    }
}
