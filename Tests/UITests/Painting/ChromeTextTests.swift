import ChatDemoCore
import Foundation
import Testing

/// Text in the chrome stays inside its box — the
/// debug overlay's caption inside its box under every strategy, a long
/// title inside the navigation bar.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct ChromeTextTests {
    static let navigationBarHeight = 44

    /// A title far wider than the window ends in "…" between margins,
    /// instead of running off both edges.
    @Test func aLongTitleIsEllipsizedInsideTheNavigationBar() throws {
        let directory = try makeScratchDirectory("long-title")
        let title = "A very long conversation title that goes on and on, well past the width of any phone held upright"
        let file = directory + "/long.json"
        try #"{"title": "\#(title)", "messages": [{"sender": "me", "text": "hi"}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ScriptedRun(["wait 500", "screenshot title", "wait 100", "quit"],
                                  arguments: ["--conversation", file], name: "long-title")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let image = try run.image("title")
        let rows = 0..<(Self.navigationBarHeight - 1)
        // Both ends of the bar are bare; the title is between them.
        #expect(image.distinctColours(x: 0..<12, y: rows) == 1, "the title touches the left edge")
        #expect(image.distinctColours(x: (image.width - 12)..<image.width, y: rows) == 1, "the title touches the right edge")
        #expect(image.distinctColours(x: 40..<(image.width - 40), y: rows) > 10, "no title drawn")
    }

    /// Ctrl+D under each strategy: the caption box holds all its text, so
    /// its bottom and right padding hold no text pixel.
    @Test(arguments: ["three-case", "bar-only", "whole-view", "inset", "always", "when-at-end", "persistent", "never", "naive"])
    func theOverlayBoxHoldsItsWholeCaption(strategy: String) throws {
        let directory = try makeScratchDirectory("overlay-\(strategy)")
        // The default theme: light (the desktop's GSettings are kept out).
        let session = try AppSession(["--strategy", strategy])
        let origin = try session.windowOrigin()
        try session.settle("Ctrl+D (the debug overlay)") { try session.pressKeys("ctrl+d", at: (origin.x + 200, origin.y + 400)) }
        let image = try session.screenshot("\(directory)/overlay.png")
        let box = image.bounds(of: Theme.light.overlayBox, x: origin.x..<(origin.x + 390), y: origin.y..<(origin.y + 400))
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        let found = try #require(box, "no overlay box after Ctrl+D")
        // Seven lines of text: far taller than the old 54 px box.
        #expect(found.y.count > 7 * 12, "box \(found)")
        let isText = { (x: Int, y: Int) in image.colour(x, y).relativeLuminance > 0.2 }
        // The corners are rounded: keep clear of them.
        let inner = (x: (found.x.lowerBound + 8)..<(found.x.upperBound - 8), y: (found.y.lowerBound + 8)..<(found.y.upperBound - 8))
        for y in (found.y.upperBound - 3)..<found.y.upperBound {
            for x in inner.x where isText(x, y) { Issue.record("text pixel at (\(x), \(y)) on the box's bottom edge \(found)") }
        }
        for x in (found.x.upperBound - 3)..<found.x.upperBound {
            for y in inner.y where isText(x, y) { Issue.record("text pixel at (\(x), \(y)) on the box's right edge \(found)") }
        }
        // The caption's text is there (white on the box).
        var textPixels = 0
        for y in inner.y { for x in inner.x where isText(x, y) { textPixels += 1 } }
        #expect(textPixels > 300, "only \(textPixels) text pixels in the box")
    }
}

extension AppSession {
    /// Moves the pointer over the window (X gives a window without a
    /// window manager the keyboard while the pointer is over it) and types
    /// a key combination such as `ctrl+d`.
    func pressKeys(_ keys: String, at point: (x: Int, y: Int)) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["mousemove", "\(point.x)", "\(point.y)", "key", keys], display: display.name)
        guard result.status == 0 else { throw TestFailure("xdotool key failed: \(result.stderr)") }
    }
}

extension PixelImage {
    /// The smallest rectangle holding every pixel of exactly `colour` in a region.
    func bounds(of colour: RGBColour, x: Range<Int>, y: Range<Int>) -> (x: Range<Int>, y: Range<Int>)? {
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for row in y.clamped(to: 0..<height) {
            for column in x.clamped(to: 0..<width) where self.colour(column, row) == colour {
                minX = min(minX, column); maxX = max(maxX, column)
                minY = min(minY, row); maxY = max(maxY, row)
            }
        }
        guard minX <= maxX else { return nil }
        return (minX..<(maxX + 1), minY..<(maxY + 1))
    }
}
