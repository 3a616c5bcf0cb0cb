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

    /// The columns of the caption's row band that differ from the bar's background: of the
    /// whole image, or of the 390-pixel pane whose left edge is `left`.
    static func captionColumns(_ image: PixelImage, left: Int? = nil) -> Range<Int>? {
        let inked = inkedColumns(image, left: left)
        guard let first = inked.first, let last = inked.last else { return nil }
        return first..<(last + 1)
    }

    static func inkedColumns(_ image: PixelImage, left: Int? = nil) -> [Int] {
        let columns = left.map { $0..<($0 + CompareModeTests.paneWidth) } ?? 0..<image.width
        let background = image.colour(columns.lowerBound + 1, captionRows.lowerBound)
        return columns.filter { x in Self.captionRows.contains { image.colour(x, $0) != background } }
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

/// At 390 pt the caption loses whole phrases, never a word cut by "…", however much is added:
/// a platform (compare across platforms), "tuned", "×4", the panel. Before, "three-case ·
/// android · ×4 · next show: case 2, the list moves by the o…". Read from screenshots: an
/// ellipsis is the line's last three marks, each a dot a few pixels across on the baseline.
@Suite(.serialized, .onItsOwnThread(minutes: 6))
struct ReviewCaptionFitScreenTests {
    /// The caption's line with its descenders, down to the bar's separator.
    static let rows = 30..<43

    /// The clusters of inked columns of the pane's caption line, each with the rows it inks.
    static func marks(_ image: PixelImage, left: Int) -> [(columns: Range<Int>, rows: Range<Int>)] {
        let background = image.colour(left + 1, rows.lowerBound)
        var clusters: [Range<Int>] = []
        for x in left..<(left + CompareModeTests.paneWidth) where rows.contains(where: { image.colour(x, $0) != background }) {
            if let last = clusters.last, last.upperBound == x {
                clusters[clusters.count - 1] = last.lowerBound..<(x + 1)
            } else {
                clusters.append(x..<(x + 1))
            }
        }
        return clusters.map { columns in
            let inked = rows.filter { y in columns.contains { image.colour($0, y) != background } }
            return (columns, (inked.first ?? 0)..<((inked.last ?? -1) + 1))
        }
    }

    /// Whether the caption ends in "…": three dots, each at most 3 pixels wide and tall, on the
    /// same rows.
    static func endsInEllipsis(_ image: PixelImage, left: Int) -> Bool {
        let last = marks(image, left: left).suffix(3)
        return last.count == 3 && last.allSatisfy { $0.columns.count <= 3 && $0.rows.count <= 3 }
            && Set(last.map(\.rows)).count == 1
    }

    /// Every pane's caption is drawn whole, centred, inside the margins, and every caption the
    /// panes painted names ×4 (`KEYBOARDCHAT_REPORT_CAPTION` says what was drawn).
    func expectWholeCaptions(_ run: ScriptedRun, shots: [String], panes: Int,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)", sourceLocation: sourceLocation)
        for shot in shots {
            let image = try run.image(shot)
            for pane in 0..<panes {
                let left = pane * CompareModeTests.paneStride
                let columns = try #require(ReviewCaptionScreenTests.captionColumns(image, left: left),
                                           "\(shot), pane \(pane): no caption", sourceLocation: sourceLocation)
                #expect(!Self.endsInEllipsis(image, left: left), "\(shot), pane \(pane): the caption ends in …",
                        sourceLocation: sourceLocation)
                #expect(columns.lowerBound >= left + 16 && columns.upperBound <= left + CompareModeTests.paneWidth - 16,
                        "\(shot), pane \(pane): \(columns)", sourceLocation: sourceLocation)
                #expect(abs(columns.lowerBound + columns.upperBound - 2 * left - CompareModeTests.paneWidth) <= 2,
                        "\(shot), pane \(pane): \(columns) not centred", sourceLocation: sourceLocation)
            }
        }
        let captions = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("caption ") }
        #expect(!captions.isEmpty, sourceLocation: sourceLocation)
        for caption in captions {
            #expect(caption.contains(" · ×4"), "\(caption)", sourceLocation: sourceLocation)
        }
    }

    /// Three platforms at ×4, with the keyboard down ("next show: case 2, …") and up.
    @Test func comparedPlatformsAtFourTimesSlowerKeepWholeCaptions() throws {
        let run = try ScriptedRun(["wait 300", "screenshot down", "tap input", "wait 2500", "screenshot up", "quit"],
                                  arguments: ["--compare", "three-case@ios,three-case@android,three-case@linux-phone",
                                              "--case", "some", "--slow-motion", "4"],
                                  environment: ["KEYBOARDCHAT_REPORT_CAPTION": "1"], name: "caption-fit-platforms")
        try expectWholeCaptions(run, shots: ["down", "up"], panes: 3)
        // As much as fits: the iOS pane keeps the case's words, shortened; the longer platforms
        // the case alone.
        let stdout = run.result.stdout
        #expect(stdout.contains("three-case · ios · ×4 · next show: case 2, list moves by overlap |"), "\(stdout.prefix(600))")
        #expect(stdout.contains("three-case · linux-phone · ×4 · next show: case 2 |"), "\(stdout.prefix(600))")
    }

    /// One pane with tuned values at ×4, with the keyboard up and then the panel.
    @Test func tunedMotionAtFourTimesSlowerKeepsWholeCaptions() throws {
        let run = try ScriptedRun(["tune spring 0.5 0.8", "wait 300", "tap input", "wait 3000", "screenshot keyboard",
                                   "panel show", "wait 3000", "screenshot panel", "quit"],
                                  arguments: ["--case", "many", "--slow-motion", "4"],
                                  environment: ["KEYBOARDCHAT_REPORT_CAPTION": "1"], name: "caption-fit-tuned")
        try expectWholeCaptions(run, shots: ["keyboard", "panel"], panes: 1)
        #expect(run.result.stdout.contains("three-case · tuned · ×4 · panel · case 3"), "\(run.result.stdout.suffix(400))")
    }
}
