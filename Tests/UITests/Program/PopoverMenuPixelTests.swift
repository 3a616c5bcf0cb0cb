import ChatDemoCore
import Foundation
import Testing

/// The primary menu's popover as a person sees it, read from real screenshots: opened by a
/// click, it is drawn below the header bar in the theme's own colours (light on light, dark on
/// dark) with its labels legible on it, inside the window even when Recent Profiles holds a long
/// path (GTK sizes the popover to its widest item, submenus included); and the window closes
/// cleanly over it.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PopoverMenuPixelTests {
    /// The popover in `open`: the commonest colour among the pixels below `top` that differ from
    /// `closed` (its background), and the rectangle of the changed pixels of that colour (so a
    /// change elsewhere on the screen does not count as part of it).
    static func changedRegion(_ open: PixelImage, from closed: PixelImage, below top: Int)
        -> (x: Range<Int>, y: Range<Int>, background: RGBColour)? {
        var counts: [UInt32: Int] = [:]
        func key(_ x: Int, _ y: Int) -> UInt32 { let p = open.rgb(x, y); return UInt32(p.r << 16 | p.g << 8 | p.b) }
        for y in top..<open.height {
            for x in 0..<open.width where open.rgb(x, y) != closed.rgb(x, y) { counts[key(x, y), default: 0] += 1 }
        }
        guard let background = counts.max(by: { $0.value < $1.value })?.key else { return nil }
        var left = Int.max, right = -1, upper = Int.max, lower = -1
        for y in top..<open.height {
            for x in 0..<open.width where key(x, y) == background && open.rgb(x, y) != closed.rgb(x, y) {
                left = min(left, x); right = max(right, x); upper = min(upper, y); lower = max(lower, y)
            }
        }
        return (left..<(right + 1), upper..<(lower + 1), RGBColour(background))
    }

    @Test(arguments: [ThemeOption.light, .dark])
    func thePopoverIsDrawnInTheThemeWithLegibleLabels(theme: ThemeOption) throws {
        let directory = try makeScratchDirectory("popover-\(theme.rawValue)")
        // No fade for the popover to be caught in, no caret blinking elsewhere.
        let settings = try gtkSettingsEnvironment(["gtk-enable-animations=0", "gtk-cursor-blink=0"], in: directory)
        // A state of its own, whatever other tests saved, with one profile in a long folder.
        let state = directory + "/state"
        try FileManager.default.createDirectory(atPath: state + "/keyboard-chat", withIntermediateDirectories: true)
        let longFolder = directory + "/a-folder-with-a-name-long-enough-to-widen-any-menu-item"
        try (longFolder + "/profile-of-the-march-review.json\n")
            .write(toFile: state + "/keyboard-chat/recent-profiles", atomically: true, encoding: .utf8)
        let session = try AppSession(["--case", "few", "--theme", theme.rawValue],
                                     environment: settings.merging(["KEYBOARDCHAT_REPORT_HEADER": "1", "XDG_STATE_HOME": state]) { $1 })
        let closed = try session.settledScreenshot(path: directory + "/closed")
        _ = try PrimaryMenu.open(in: session)
        let open = try session.settledScreenshot(path: directory + "/open")
        let origin = try session.windowOrigin()
        let region = try #require(Self.changedRegion(open, from: closed, below: origin.y + KeyboardFollowTests.chromeHeight),
                                  "nothing changed below the header bar")
        // A menu of about twenty items: taller than wide, and wider than a button.
        #expect(region.y.count > 400 && region.x.count > 200, "popover \(region.x) × \(region.y)")
        // Inside the window with a margin: a popover wider than the window is cut at its edge.
        let window = try session.windowFrame()
        #expect(region.x.lowerBound > window.x && region.x.upperBound < window.x + window.width,
                "popover \(region.x) in a window at \(window.x) of width \(window.width)")
        let luminance = region.background.relativeLuminance
        switch theme {
        case .dark: #expect(luminance < 0.1, "the popover's background \(region.background) in the dark theme")
        default: #expect(luminance > 0.8, "the popover's background \(region.background) in the light theme")
        }
        let contrast = open.textContrast(on: region.background, x: region.x, y: region.y)
        #expect(contrast >= 4.5, "the labels' contrast \(contrast) on \(region.background)")
        // SIGTERM over the open menu with animations off: a clean end, no GTK critical.
        #expect(session.terminate() == 0, "\(session.stderr)")
    }
}
