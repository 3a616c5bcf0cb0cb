import Foundation
import Testing

/// Independent of the trace: at ×30 slow motion (a 15 s show, so a loaded
/// machine's slow screenshots still land mid-animation), real screenshots taken
/// mid-animation show the bar's bottom row directly on the keyboard's top
/// row — no background between them.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct SlowMotionScreenshotTests {
    @Test(arguments: ["three-case", "inset", "whole-view"])
    func midAnimationScreenshotsShowNoGap(strategy: String) throws {
        let directory = try makeScratchDirectory("slow-\(strategy)")
        let session = try AppSession(["--slow-motion", "30", "--case", "some", "--strategy", strategy])
        let origin = try session.windowOrigin()
        let column = origin.x + KeyboardFollowTests.barColumn
        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: column, from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop, scratch: directory)
        var tops: [Int] = []
        for shot in 0..<4 {
            usleep(350_000)
            let image = try session.screenshot(directory + "/shot-\(shot).png")
            let top = try KeyboardFollowTests.keyboardTop(in: image, column: column, from: origin.y + 100)
            tops.append(top)
            #expect(image.hex(column, top) == KeyboardFollowTests.keyboardBackground,
                    "shot \(shot): row \(top) under the bar is \(String(image.hex(column, top), radix: 16)), not the keyboard")
        }
        // Each shot caught the keyboard somewhere between rest and shown.
        #expect(Set(tops).count >= 3, "screenshots were not mid-animation: \(tops)")
        #expect(tops.allSatisfy { $0 < restTop && $0 > restTop - 291 }, "\(tops) vs rest \(restTop)")
        #expect(session.terminate() == 0)
    }
}
