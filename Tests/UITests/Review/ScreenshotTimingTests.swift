import ChatDemoCore
import Foundation
import Testing

/// A script `screenshot` in the middle of an animation shows
/// the frame that was presented at that moment — opaque, the keyboard
/// where the trace says it was drawn — with no GTK warning.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ScreenshotTimingTests {
    static let column = KeyboardFollowTests.barColumn

    static func expectOpaque(_ image: PixelImage, _ name: String) {
        let corners = [(0, 0), (image.width - 1, 0), (0, image.height - 1), (image.width - 1, image.height - 1),
                       (image.width / 2, image.height / 2)]
        for (x, y) in corners {
            #expect(image.alpha(x, y) == 255, "\(name): pixel (\(x), \(y)) has alpha \(image.alpha(x, y))")
        }
    }

    /// Live, at slow motion: the steps after a screenshot wait for the next
    /// frame, so the script quits one frame after the one it shot, and the
    /// shot frame is the trace's second-to-last row.
    @Test func aScreenshotMidShowIsTheFramePresented() throws {
        let directory = try makeScratchDirectory("shot-mid-show")
        let shot = directory + "/mid.png", tracePath = directory + "/trace.csv"
        let script = try writeScript(["tap input", "wait 100", "screenshot \(shot)", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--slow-motion", "10", "--case", "some", "--script", script, "--trace", tracePath],
                                display: display.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let rows = try readTrace(tracePath)
        let image = try PixelImage(contentsOf: shot)
        Self.expectOpaque(image, "mid.png")
        try #require(rows.count >= 2)
        let (first, shotRow) = (rows[0], rows[rows.count - 2])
        // At rest the keyboard's top is the stage's bottom edge: that gives
        // where the screenshot (the stage and bar, no header) sits in the window.
        let stageOffset = first.keyboardTop - image.height
        #expect(shotRow.keyboardTop < first.keyboardTop, "not mid-show: \(rows.map(\.keyboardTop))")
        let top = try KeyboardFollowTests.keyboardTop(in: image, column: Self.column, from: image.height / 2)
        #expect(top + stageOffset == shotRow.keyboardTop,
                "screenshot keyboard at \(top) + \(stageOffset), trace \(shotRow.keyboardTop)")
        #expect(image.hex(Self.column, top) == KeyboardFollowTests.keyboardBackground)
    }

    /// Recorded: the screenshot is pixel for pixel the recording's frame of
    /// the same moment, and that frame is mid-show.
    @Test func aScreenshotWhileRecordingEqualsThatFrame() throws {
        let directory = try makeScratchDirectory("shot-recorded")
        let shot = directory + "/mid.png", target = directory + "/show"
        let script = try writeScript(["tap input", "wait 100", "screenshot \(shot)", "wait 100", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--slow-motion", "10", "--script", script, "--record", target], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let image = try PixelImage(contentsOf: shot)
        Self.expectOpaque(image, "mid.png")
        let rows = try readTrace(target + "/trace.csv")
        let matching = try rows.filter { row in
            try PixelImage(contentsOf: String(format: "%@/frame-%04d.png", target, row.frame)).difference(from: image) == nil
        }
        let row = try #require(matching.first, "the screenshot matches no recorded frame")
        let rest = try #require(rows.first).keyboardTop, end = try #require(rows.last).keyboardTop
        #expect(row.keyboardTop < rest && row.keyboardTop > end,
                "frame \(row.frame) is not mid-show: \(rows.map(\.keyboardTop))")
        let top = try KeyboardFollowTests.keyboardTop(in: image, column: Self.column, from: image.height / 2)
        #expect(top + (rest - image.height) == row.keyboardTop)
    }
}
