import Foundation
import Testing

/// Independent of the trace: at ×30 slow motion (a 15 s show, so a loaded
/// machine's slow screenshots still land mid-animation), real screenshots taken
/// mid-animation show the bar's bottom row directly on the keyboard's top
/// row — no background between them.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct SlowMotionScreenshotTests {
    static let shots = 4

    @Test(arguments: ["three-case", "inset", "whole-view"])
    func midAnimationScreenshotsShowNoGap(strategy: String) throws {
        let directory = try makeScratchDirectory("slow-\(strategy)")
        let session = try AppSession(["--slow-motion", "30", "--case", "some", "--strategy", strategy])
        let origin = try session.windowOrigin()
        let column = origin.x + KeyboardFollowTests.barColumn
        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: column, from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        // A shot each time the keyboard has moved since the last one, until four (or the
        // end of the slide, which the checks below reject: not mid-animation).
        var tops: [Int] = []
        var taken = 0
        try session.waitFor("four screenshots of the keyboard at different heights") {
            let image = try session.screenshot(directory + "/shot-\(taken).png")
            taken += 1
            let top = try KeyboardFollowTests.keyboardTop(in: image, column: column, from: origin.y + 100)
            guard top != tops.last else { return false }
            tops.append(top)
            #expect(image.hex(column, top) == KeyboardFollowTests.keyboardBackground,
                    "shot \(tops.count): row \(top) under the bar is \(String(image.hex(column, top), radix: 16)), not the keyboard")
            return tops.count == Self.shots || top <= restTop - 291
        }
        // Each shot caught the keyboard somewhere between rest and shown.
        #expect(tops.count == Self.shots, "the slide ended after \(tops.count) shots: \(tops)")
        #expect(tops.allSatisfy { $0 < restTop && $0 > restTop - 291 }, "\(tops) vs rest \(restTop)")
        #expect(session.terminate() == 0)
    }
}
