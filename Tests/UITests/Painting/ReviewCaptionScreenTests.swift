import ChatDemoCore
import Foundation
import Testing

/// The reviewer's caption is drawn in the real window, on its own line at the
/// bottom of the navigation bar, centred, and follows a strategy switch and slow motion
/// (which the window hands the painter).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ReviewCaptionScreenTests {
    /// The caption's line in the 44 pt navigation bar, under the title (stage rows).
    static let captionRows = 31..<42

    /// The columns of the caption's row band that differ from the bar's background.
    static func captionColumns(_ image: PixelImage) -> Range<Int>? {
        let background = image.colour(1, captionRows.lowerBound)
        let inked = (0..<image.width).filter { x in Self.captionRows.contains { image.colour(x, $0) != background } }
        guard let first = inked.first, let last = inked.last else { return nil }
        return first..<(last + 1)
    }

    @Test func theCaptionNamesStrategyAndSlowMotionAsTheyChange() throws {
        let run = try ScriptedRun(["wait 500", "screenshot three", "strategy bar-only", "wait 200", "screenshot bar",
                                   "slow-motion 10", "wait 200", "screenshot slow", "quit"],
                                  arguments: ["--case", "some"], name: "review-caption")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        // "three-case · case 2", "bar-only", "bar-only · ×10": the drawn widths follow the text.
        let three = try #require(Self.captionColumns(run.image("three")), "no caption under three-case")
        let bar = try #require(Self.captionColumns(run.image("bar")), "no caption under bar-only")
        let slow = try #require(Self.captionColumns(run.image("slow")), "no caption at ×10")
        #expect(bar.count < slow.count && slow.count < three.count, "widths \(three), \(bar), \(slow)")
        let width = try run.image("three").width
        for columns in [three, bar, slow] {
            // Centred, and clear of the bar's 16 pt margins.
            #expect(abs(columns.lowerBound + columns.upperBound - width) <= 2, "\(columns) not centred in \(width)")
            #expect(columns.lowerBound >= 16 && columns.upperBound <= width - 16, "\(columns)")
        }
    }
}

/// The caption is small text, so its contrast is read where its strokes are solid
/// (`PixelImage.textContrast`): the title's black at 55 % read at 3.3:1 on the light bar.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ReviewCaptionContrastTests {
    @Test(arguments: ["light", "dark"])
    func theCaptionReadsAtAAOnTheBar(theme: String) throws {
        let run = try ScriptedRun(["wait 300", "screenshot rest", "quit"], arguments: ["--theme", theme],
                                  name: "caption-contrast-\(theme)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let image = try run.image("rest")
        let rows = ReviewCaptionScreenTests.captionRows
        let bar = image.colour(1, rows.lowerBound)
        let contrast = image.textContrast(on: bar, x: 16..<(image.width - 16), y: rows)
        #expect(contrast >= 4.5, "the caption reads at \(contrast):1 on the \(theme) bar \(bar)")
    }
}
