import ChatDemoCore
import Foundation
import Testing

/// Text in the chrome stays inside its box — the
/// debug overlay's caption inside its box under every strategy, a long
/// title inside the navigation bar.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
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
        // Give the window the pointer (and so the keyboard) first, so the two shots differ only by Ctrl+D.
        try session.pressKeys("shift", at: (origin.x + 200, origin.y + 400))
        let plain = try session.screenshot("\(directory)/plain.png")
        try session.settle("Ctrl+D (the debug overlay)") { try session.pressKeys("ctrl+d", at: (origin.x + 200, origin.y + 400)) }
        let image = try session.screenshot("\(directory)/overlay.png")
        // The box is translucent, so it is found by what it changed: its rows are the longest run
        // of changed pixels down the column just inside its left edge (the overlay's lines are
        // single rows), its columns those changed along a row of its top padding.
        // (The stage starts a few pixels inside the window's origin: the first such column of the
        // window's left 40 is the box's.)
        let changedRows = { (x: Int) in (origin.y..<(origin.y + 400)).filter { image.colour(x, $0) != plain.colour(x, $0) } }
        let column = (origin.x..<(origin.x + 40)).first { changedRows($0).count > 7 * 12 } ?? origin.x
        let changed = changedRows(column + 1)
        var runs: [[Int]] = []
        for y in changed {
            if let previous = runs.last?.last, previous == y - 1 { runs[runs.count - 1].append(y) } else { runs.append([y]) }
        }
        var box: (x: Range<Int>, y: Range<Int>)?
        if let rows = runs.max(by: { $0.count < $1.count }), let top = rows.first, let bottom = rows.last {
            let columns = (origin.x..<(origin.x + 390)).filter { image.colour($0, top + 2) != plain.colour($0, top + 2) }
            if let left = columns.first, let right = columns.last { box = (left..<(right + 1), top..<(bottom + 1)) }
        }
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
