import ChatDemoCore
import Foundation
import Testing

/// The mirrored stage, read from the app's own screenshots, in both ways a reviewer gets it:
/// `--direction rtl`, and a Hebrew locale (`LANG=he_IL.UTF-8`, GTK's default direction).
/// Sent bubbles start 12 pt from the left edge, received ones end 12 pt from the right, the
/// jump-to-latest button is bottom-left, the placeholder sits at the field's right and the
/// debug overlay's caption at the stage's start (top-right). Left to right, the same checks
/// find everything on the other side.
@Suite(.serialized, .onItsOwnThread(minutes: 6))
struct RightToLeftScreenTests {
    enum Mode: String, CaseIterable, CustomTestStringConvertible {
        case flag, hebrewLocale, leftToRight
        var testDescription: String { rawValue }
        var isRightToLeft: Bool { self != .leftToRight }

        func launch() throws -> (arguments: [String], environment: [String: String]) {
            switch self {
            case .flag: return (["--direction", "rtl"], [:])
            case .hebrewLocale: return ([], try CompiledLocale.hebrew.environment())
            case .leftToRight: return (["--direction", "ltr"], [:])
            }
        }
    }

    static let outgoing = Int(Theme.light.outgoingBubble.hex), incoming = Int(Theme.light.incomingBubble.hex)
    static let buttonFill = Theme.light.navigationBar
    static let placeholder = Int(Theme.light.placeholderText.hex)
    static let stageWidth = 390
    static let background = Int(Theme.light.background.hex)

    /// The input bar's top row: up the stage's left margin from the bottom to the list's background.
    static func barTop(in image: PixelImage) -> Int {
        var y = image.height - 1
        while y > 0 && image.hex(2, y) != background { y -= 1 }
        return y + 1
    }

    @Test(arguments: Mode.allCases)
    func theStageMirrors(mode: Mode) throws {
        let launch = try mode.launch()
        let run = try ScriptedRun(["wait 300", "screenshot rest", "overlay on", "wait 100", "screenshot overlay", "overlay off",
                                   "drag list 0 300 300", "wait 900", "screenshot scrolled", "quit"],
                                  arguments: ["--case", "many", "--theme", "light"] + launch.arguments,
                                  environment: launch.environment, name: "rtl-\(mode.rawValue)")
        #expect(run.result.status == 0, "\(run.result.stderr)")
        #expect(!run.result.stderr.contains("WARNING") && !run.result.stderr.contains("CRITICAL"), "\(run.result.stderr)")
        let rest = try run.image("rest")
        #expect(rest.width == Self.stageWidth)
        let barTop = Self.barTop(in: rest)
        let bubbles = BubbleFinder(image: rest, x: 0..<rest.width, y: 46..<(barTop - 2),
                                   colours: [Self.outgoing, Self.incoming]).bubbles
        let sent = bubbles.filter { $0.colour == Self.outgoing }, received = bubbles.filter { $0.colour == Self.incoming }
        #expect(sent.count >= 2 && received.count >= 2, "\(bubbles)")
        // The bubble's outer pixel is its antialiased edge: 11 or 12 from the edge.
        let leading = 11...13, trailing = (Self.stageWidth - 13)...(Self.stageWidth - 11)
        for bubble in sent {
            #expect((mode.isRightToLeft ? leading : trailing).contains(mode.isRightToLeft ? bubble.x.lowerBound : bubble.x.upperBound),
                    "\(mode): sent \(bubble)")
        }
        for bubble in received {
            #expect((mode.isRightToLeft ? trailing : leading).contains(mode.isRightToLeft ? bubble.x.upperBound : bubble.x.lowerBound),
                    "\(mode): received \(bubble)")
        }

        // The placeholder's grey in the field: on the right half right to left.
        let ink = Self.columns(of: Self.placeholder, in: rest, rows: (barTop + 4)..<(rest.height - 4))
        let inkRange = try #require(ink, "\(mode): no placeholder in the field")
        #expect(mode.isRightToLeft ? inkRange.lowerBound > Self.stageWidth / 2 : inkRange.upperBound < Self.stageWidth / 2,
                "\(mode): placeholder columns \(inkRange)")

        // The debug overlay's caption box: what the overlay changed under the navigation bar.
        let overlay = try run.image("overlay")
        let changed = try #require(Self.changedColumns(rest, overlay, rows: 50..<120), "\(mode): the overlay drew no caption")
        #expect(mode.isRightToLeft ? changed.lowerBound > Self.stageWidth / 3 && changed.upperBound >= Self.stageWidth - 9
                                   : changed.upperBound < 2 * Self.stageWidth / 3 && changed.lowerBound <= 9,
                "\(mode): caption columns \(changed)")

        // The jump-to-latest button after scrolling up: 12 pt from the start's opposite side.
        let scrolled = try run.image("scrolled")
        let strip = mode.isRightToLeft ? 0..<90 : (Self.stageWidth - 90)..<Self.stageWidth
        let bounds = try #require(scrolled.bounds(of: Self.buttonFill, x: strip, y: (barTop - 80)..<(barTop - 2)),
                                  "\(mode): no jump button in \(strip)")
        let button = JumpToLatestButtonTests.circle(in: scrolled, around: bounds)
        let centre = (button.x.lowerBound + button.x.upperBound) / 2
        #expect(abs(centre - (mode.isRightToLeft ? 12 + 18 : Self.stageWidth - 12 - 18)) <= 3, "\(mode): button \(button) in \(bounds)")
    }

    /// The columns where `image` has exactly `colour` within `rows`, nil when none.
    static func columns(of colour: Int, in image: PixelImage, rows: Range<Int>) -> Range<Int>? {
        var low = Int.max, high = Int.min
        for y in rows { for x in 0..<image.width where image.hex(x, y) == colour { low = min(low, x); high = max(high, x) } }
        return low <= high ? low..<(high + 1) : nil
    }

    /// The columns where `a` and `b` differ within `rows`, nil when they are the same there.
    static func changedColumns(_ a: PixelImage, _ b: PixelImage, rows: Range<Int>) -> Range<Int>? {
        var low = Int.max, high = Int.min
        for y in rows { for x in 0..<min(a.width, b.width) where a.hex(x, y) != b.hex(x, y) { low = min(low, x); high = max(high, x) } }
        return low <= high ? low..<(high + 1) : nil
    }
}
