import ChatDemoCore
import Foundation
import Testing

/// The onion skin on a stage paused mid-hide, read from two screenshots of the same frozen
/// frame, without and with it: what differs is the onion skin alone. Its ghosts must be
/// translucent copies of the bar's outline and of the keyboard's top band, and none may lie over
/// the text in the field.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct OnionSkinGhostScreenTests {
    /// The pixels `on` changed from `off`, with the largest change of any channel.
    static func changes(_ off: PixelImage, _ on: PixelImage) -> [(x: Int, y: Int, change: Int)] {
        var changed: [(x: Int, y: Int, change: Int)] = []
        for y in 0..<on.height { for x in 0..<on.width {
            let a = off.rgb(x, y), b = on.rgb(x, y)
            let change = max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
            if change > 0 { changed.append((x, y, change)) }
        } }
        return changed
    }

    @Test func theGhostsAreTranslucentCopiesOfTheBarAndTheKeyboardBandAndLeaveTheTextClear() throws {
        let directory = try makeScratchDirectory("onion-ghosts")
        // Recorded, so every frame is 1/60 s on: 100 ms into the hide the frames are far apart.
        let script = try writeScript([
            "wait 200", "tap input", "wait 600", "type hello onion", "wait 200", "tap list", "wait 100", "pause",
            "screenshot \(directory)/off.png", "onion-skin on", "screenshot \(directory)/on.png", "quit",
        ], in: directory)
        let display = try TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let result = try runApp(["--theme", "light", "--script", script, "--trace", directory + "/trace.csv",
                                 "--record", directory + "/recording"],
                                display: display.name, environment: settings, timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let rows = try readTrace(directory + "/trace.csv")
        let off = try PixelImage(contentsOf: directory + "/off.png"), on = try PixelImage(contentsOf: directory + "/on.png")
        // The first frame's keyboard is hidden, its top the stage's bottom: the stage's place in the window.
        let offset = try #require(rows.first).keyboardTop - on.height
        let paused = try #require(rows.last)
        let earlier = rows.dropLast().suffix(4).map { $0.keyboardTop - offset }
        try #require(Set(earlier).count == 4, "not paused mid-hide: \(rows.suffix(5).map(\.keyboardTop))")

        let changed = Self.changes(off, on)
        try #require(!changed.isEmpty, "the onion skin drew nothing")
        // Translucent: no pixel moves more than about half way to the ghost's colour.
        let strongest = try #require(changed.max { $0.change < $1.change })
        #expect(strongest.change <= 140, "an opaque ghost at (\(strongest.x), \(strongest.y)): a change of \(strongest.change)")

        // The draft's ink in the field, on the bar of the paused frame: no ghost over it.
        let barBottom = paused.barBottom - offset
        var ink: (left: Int, right: Int, top: Int, bottom: Int)?
        for y in (barBottom - 60)..<barBottom { for x in 0..<280 {
            let p = off.rgb(x, y)
            guard max(p.r, p.g, p.b) < 110 else { continue }
            ink = ink.map { (min($0.left, x), max($0.right, x), min($0.top, y), max($0.bottom, y)) } ?? (x, x, y, y)
        } }
        let text = try #require(ink, "no text in the field")
        let overText = changed.filter { ($0.x >= text.left - 2 && $0.x <= text.right + 2) && ($0.y >= text.top - 2 && $0.y <= text.bottom + 2) }
        #expect(overText.isEmpty, "\(overText.count) ghost pixels over the field's text (\(text)), the first at \(overText.first.map { "(\($0.x), \($0.y))" } ?? "")")
        // Meaningful: an earlier frame's bar reached the text's rows (a ghost had to leave them clear).
        let earlierBars = rows.dropLast().suffix(4).map { $0.barBottom - offset }
        #expect(earlierBars.contains { $0 - 65 < text.bottom && $0 > text.top }, "no earlier bar over the text: \(earlierBars), text \(text)")

        // The bar's outline: its left side is a ghost edge running down many rows in a row.
        let leftSide = Set(changed.filter { $0.x < 8 }.map(\.y)).sorted()
        let longestRun = leftSide.reduce(into: (run: 0, longest: 0, last: -2)) { state, y in
            state.run = y == state.last + 1 ? state.run + 1 : 1
            state.longest = max(state.longest, state.run)
            state.last = y
        }.longest
        #expect(longestRun >= 20, "no bar outline's side: the longest run of changed rows at the left edge is \(longestRun)")
        // The keyboard's top band: 5 px below the oldest ghost's keyboard top, above the bar, a band
        // across the stage, not a line.
        let bandRow = try #require(earlier.first) + 5
        try #require(bandRow + 5 < text.top, "the oldest ghost's band \(bandRow) is not above the text \(text)")
        let across = changed.filter { $0.y == bandRow }.count
        #expect(across >= on.width / 2, "row \(bandRow), 5 px under the oldest ghost's keyboard top, changed in \(across) pixels")
    }
}
