import ChatDemoCore
import Foundation
import Testing

/// The jump-to-latest button as a person checks it: scroll the `many` conversation up with the
/// wheel, see the button drawn above the bar, click it with xdotool, and watch the list glide
/// back to its end over many frames (not a jump) with the button gone.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct JumpToLatestButtonTests {
    /// Slow motion stretches the glide (the keyboard spring's 0.5 s) over 2 s of wall time, so
    /// even a loaded machine paints many frames of it.
    static let slowMotion = 4
    /// A glide this slow takes far more frames than this; a jump would take one or two.
    static let minimumGlideFrames = 10
    static let buttonFill = Theme.light.navigationBar
    static let chevron = Int(Theme.light.outgoingBubble.hex)

    /// The button's drawn circle in `image`: the bars' colour, in the list's right-hand strip
    /// above the bar's top `barTop` (root-window rows).
    static func button(in image: PixelImage, origin: (x: Int, y: Int), barTop: Int) -> (x: Range<Int>, y: Range<Int>)? {
        image.bounds(of: buttonFill, x: (origin.x + 300)..<(origin.x + 390), y: (barTop - 80)..<(barTop - 2))
    }

    /// The circle's columns and rows: the bounds of the fill pixels whose neighbours one pixel
    /// away on all four sides are fill too, grown back by that pixel. The soft shadow
    /// over the white list can give a thin ring of the same grey, which this erosion drops.
    static func circle(in image: PixelImage, around bounds: (x: Range<Int>, y: Range<Int>)) -> (x: Range<Int>, y: Range<Int>) {
        let fill = Int(buttonFill.hex), reach = 1
        var xs: [Int] = [], ys: [Int] = []
        for y in bounds.y {
            for x in bounds.x where image.hex(x, y) == fill {
                let inside = [(x - reach, y), (x + reach, y), (x, y - reach), (x, y + reach)].allSatisfy {
                    image.hex($0.0, $0.1) == fill
                }
                if inside { xs.append(x); ys.append(y) }
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return (0..<0, 0..<0) }
        return ((minX - reach)..<(maxX + reach + 1), (minY - reach)..<(maxY + reach + 1))
    }

    /// The bar's top row in root-window pixels: up the bar column from the keyboard's top.
    static func barTop(in image: PixelImage, origin: (x: Int, y: Int)) throws -> Int {
        let column = origin.x + KeyboardFollowTests.barColumn
        var y = try KeyboardFollowTests.keyboardTop(in: image, column: column, from: origin.y + 500) - 1
        while y > origin.y && image.hex(column, y) == KeyboardFollowTests.barBackground { y -= 1 }
        return y + 1
    }

    @Test func theButtonAppearsAfterScrollingUpAndGlidesBackToTheEnd() throws {
        let directory = try makeScratchDirectory("jump-to-latest")
        let session = try AppSession(["--case", "many", "--slow-motion", "\(Self.slowMotion)"])
        let origin = try session.windowOrigin()
        let atEnd = try session.screenshot(directory + "/at-end.png")
        let barTop = try Self.barTop(in: atEnd, origin: origin)
        #expect(Self.button(in: atEnd, origin: origin, barTop: barTop) == nil, "a button at the end of the conversation")

        try ShortcutAndScrollTests().xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 400)"])
        for notch in 1...3 {
            try session.settle("wheel notch \(notch)") { try ShortcutAndScrollTests().xdotool(session, ["click", "4"]) }
        }
        let scrolled = try session.screenshot(directory + "/scrolled.png")
        let bounds = try #require(Self.button(in: scrolled, origin: origin, barTop: barTop), "no button after scrolling up")
        // A 36-pt circle (its antialiased rim aside), 12 from the list's right edge and above the bar.
        // Measured without the stray pixels of the same grey that its soft shadow can leave.
        let circle = Self.circle(in: scrolled, around: bounds)
        // Its fill inside the one-point rim is 34 across, less the antialiased edge pixels.
        #expect((31...37).contains(circle.x.count) && (31...37).contains(circle.y.count), "\(circle) in \(bounds)")
        let centre = (x: (circle.x.lowerBound + circle.x.upperBound) / 2, y: (circle.y.lowerBound + circle.y.upperBound) / 2)
        // The stage's right edge: where the bar's background ends, right of the Send button.
        var stageRight = origin.x + 500
        while stageRight > origin.x && scrolled.hex(stageRight - 1, barTop + 2) != KeyboardFollowTests.barBackground { stageRight -= 1 }
        #expect(abs(centre.y - (barTop - 12 - 18)) <= 2 && abs(centre.x - (stageRight - 12 - 18)) <= 2,
                "centre \(centre), bar top \(barTop), stage right \(stageRight)")
        var chevronPixels = 0
        for y in bounds.y { for x in bounds.x where scrolled.hex(x, y) == Self.chevron { chevronPixels += 1 } }
        #expect(chevronPixels > 10, "no chevron in the button (\(chevronPixels) accent pixels)")

        let beforeClick = session.mark
        try session.click(x: bounds.x.lowerBound + bounds.x.count / 2, y: bounds.y.lowerBound + bounds.y.count / 2)
        try session.waitForRest("the list back at its end", since: beforeClick)
        let glide = session.errorLines.dropFirst(beforeClick).compactMap(TickReport.init)
        let woke = try #require(glide.first { !$0.atRest }, "the click did not wake the window: \(glide)")
        let rested = try #require(glide.last { $0.atRest })
        #expect(rested.frame - woke.frame >= Self.minimumGlideFrames,
                "the list jumped instead of gliding: \(rested.frame - woke.frame) frames (\(glide))")

        let back = try session.screenshot(directory + "/back.png")
        #expect(Self.button(in: back, origin: origin, barTop: barTop) == nil, "the button is still shown at the end")
        // The list is exactly where it started: at its end, the keyboard still down.
        let changed = ShortcutAndScrollTests.changedFraction(atEnd, back, origin: origin, rows: 120..<700)
        #expect(changed == 0, "the list did not return to its end (\(changed) of its pixels differ)")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }

    /// Bar-only keeps the list still while the keyboard rises, so the stage may repaint only a
    /// band from the bar up (`StageDamage`, whose band reaching the button is checked exactly by
    /// `ChatDemoCoreTests.JumpToLatestTests`). Here, in the real app: after the show the button
    /// sits above the raised bar and the live screen equals a full repaint (the debug overlay on
    /// and off, as `RestTests`): no button left behind at an earlier frame's place.
    @Test func theButtonRidesTheRisingBarWithNoStalePixels() throws {
        let directory = try makeScratchDirectory("jump-to-latest-band")
        let environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let session = try AppSession(["--case", "many", "--strategy", "bar-only"], environment: environment)
        let origin = try session.windowOrigin()
        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: origin.x + KeyboardFollowTests.barColumn, from: origin.y + 500)
        try ShortcutAndScrollTests().xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 300)"])
        for notch in 1...3 {
            try session.settle("wheel notch \(notch)") { try ShortcutAndScrollTests().xdotool(session, ["click", "4"]) }
        }
        let beforeClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        try session.waitForRest("the keyboard shown and at rest", since: beforeClick)
        let up = try session.screenshot(directory + "/up.png")
        let barTop = try Self.barTop(in: up, origin: origin)
        #expect(barTop < restTop - 250, "the keyboard did not come up (bar top \(barTop), keyboard top at rest \(restTop))")
        let button = try #require(Self.button(in: up, origin: origin, barTop: barTop), "no button above the raised bar")
        #expect(abs((button.y.lowerBound + button.y.upperBound) / 2 - (barTop - 30)) <= 2, "\(button), bar top \(barTop)")
        for _ in 0..<2 {
            try session.settle("Ctrl+D") { try ShortcutAndScrollTests().xdotool(session, ["key", "ctrl+d"]) }
        }
        let repainted = try session.screenshot(directory + "/repainted.png")
        let rows = (origin.y + KeyboardFollowTests.chromeHeight)..<(barTop - 1)
        #expect(repainted.difference(from: up, rows: rows) == nil, "the live screen differs from a full repaint")
        #expect(session.terminate() == 0)
    }

    /// In the dark theme the button is the dark bars' colour on the black list, rimmed, with the
    /// same accent chevron: a 36-pt disc of its own colour above the bar (a fill equal to the
    /// list's would not be bounded to the disc), holding the chevron.
    @Test func theButtonIsDrawnInTheDarkTheme() throws {
        let directory = try makeScratchDirectory("jump-to-latest-dark")
        let session = try AppSession(["--case", "many", "--theme", "dark"])
        let origin = try session.windowOrigin()
        try ShortcutAndScrollTests().xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 300)"])
        for notch in 1...3 {
            try session.settle("wheel notch \(notch)") { try ShortcutAndScrollTests().xdotool(session, ["click", "4"]) }
        }
        let shot = try session.screenshot(directory + "/scrolled.png")
        // The bar's top: up the bar column from the bar's bottom (the trace's, window coordinates).
        let barBottom = try #require(session.lastPaintedRow?.barBottom)
        let column = origin.x + KeyboardFollowTests.barColumn
        var barTop = origin.y + barBottom - 1
        while barTop > origin.y && shot.colour(column, barTop - 1) == Theme.dark.inputBarBackground { barTop -= 1 }
        let bounds = try #require(shot.bounds(of: Theme.dark.navigationBar, x: (origin.x + 300)..<(origin.x + 390),
                                              y: (barTop - 80)..<(barTop - 2)), "no dark button above the bar at \(barTop)")
        #expect((33...37).contains(bounds.x.count) && (33...37).contains(bounds.y.count), "\(bounds)")
        var chevronPixels = 0
        for y in bounds.y { for x in bounds.x where shot.hex(x, y) == Self.chevron { chevronPixels += 1 } }
        #expect(chevronPixels > 10, "no chevron in the dark button (\(chevronPixels) accent pixels)")
        #expect(session.terminate() == 0)
    }
}
