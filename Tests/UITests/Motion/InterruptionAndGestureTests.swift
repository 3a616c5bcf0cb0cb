import ChatDemoCore
import Foundation
import Testing

/// The moments users compare against iOS and Telegram — a taller
/// keyboard, interruptions, dragging the keyboard away, rotation and a
/// growing input — each scripted, each with zero gap in every frame.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct InterruptionAndGestureTests {
    /// The Pinyin keyboard's candidate bar makes it this much taller.
    static let candidateBarHeight = 45

    static func expectZeroGap(_ rows: [TraceRow], _ label: String) {
        let gaps = rows.filter { $0.barBottom != $0.keyboardTop }
        #expect(gaps.isEmpty, "\(label): \(gaps.count) frames with a gap, first \(String(describing: gaps.first))")
    }

    @Test(arguments: ["three-case", "inset", "whole-view", "bar-only", "always", "when-at-end", "persistent", "never"])
    func switchingToPinyinAndBackIsSeamless(strategy: String) throws {
        let rows = try traceOfScript(["tap input", "wait 700", "keyboard pinyin", "wait 700", "keyboard english", "wait 700", "quit"],
                                     arguments: ["--case", "some", "--strategy", strategy], name: "pinyin-\(strategy)",
                                     recorded: true)
        Self.expectZeroGap(rows, strategy)
        let tops = rows.map(\.keyboardTop)
        let shownEnglish = tops[rows.count * 2 / 7]
        #expect(tops.min() == shownEnglish - Self.candidateBarHeight, "Pinyin should stand 45 px taller")
        #expect(tops.last == shownEnglish, "back to English at the end")
    }

    @Test func aHideDuringAShowAndAShowDuringAHideHaveNoKink() throws {
        // Recorded (exactly 1/60 s per frame): live, a late first frame on a busy machine
        // averages the plain show's steepest moment away and the comparison loses its scale.
        let plain = try traceOfScript(["tap input", "wait 700", "quit"], arguments: ["--case", "many"], name: "plain-show",
                                      recorded: true)
        let interrupted = try traceOfScript(
            ["tap input", "wait 120", "tap list", "wait 120", "tap input", "wait 700", "quit"],
            arguments: ["--case", "many"], name: "interrupted", recorded: true)
        Self.expectZeroGap(interrupted, "interrupted")
        // Velocity is continuous: the keyboard's acceleration (change of
        // velocity per second, from the trace's own timestamps, so a dropped
        // frame on a busy machine does not count as a jolt) stays within what
        // the curve itself produces when it starts from rest.
        func largestAcceleration(_ rows: [TraceRow]) -> Double {
            let velocities = zip(rows.dropFirst(), rows).map { later, earlier in
                (time: (later.timeMilliseconds + earlier.timeMilliseconds) / 2000,
                 value: Double(later.keyboardTop - earlier.keyboardTop) / ((later.timeMilliseconds - earlier.timeMilliseconds) / 1000))
            }
            return zip(velocities.dropFirst(), velocities).map { abs($0.value - $1.value) / ($0.time - $1.time) }.max() ?? 0
        }
        let curveItself = largestAcceleration(plain)
        let acrossInterruptions = largestAcceleration(interrupted)
        // ω₀²·K for the 291 px keyboard is about 97 000 px/s².
        #expect(curveItself > 30_000, "the plain show should accelerate visibly (\(curveItself) px/s²)")
        #expect(acrossInterruptions <= 2 * curveItself,
                "a kink: \(acrossInterruptions) px/s² across the interruptions; the curve alone reaches \(curveItself)")
        // Both interruptions happened: the keyboard turned around twice.
        let steps = zip(interrupted.dropFirst(), interrupted).map { $0.keyboardTop - $1.keyboardTop }.filter { $0 != 0 }
        let turns = zip(steps.dropFirst(), steps).filter { ($0 > 0) != ($1 > 0) }.count
        #expect(turns >= 2, "expected the motion to reverse twice, reversed \(turns) times")
    }

    @Test func draggingTheListDownPastTheKeyboardDismissesIt() throws {
        let rows = try traceOfScript(["tap input", "wait 700", "drag list 0 420 400", "wait 800", "quit"],
                                     arguments: ["--case", "many"], name: "drag-dismiss")
        Self.expectZeroGap(rows, "drag")
        let rest = rows.first!.keyboardTop
        #expect(rows.last!.keyboardTop == rest, "released low and fast: the keyboard should settle hidden")
        #expect(rows.contains { $0.keyboardTop < rest - 280 }, "the keyboard was never up")
    }

    @Test func aShortDragSettlesBackUp() throws {
        let rows = try traceOfScript(["tap input", "wait 700", "drag list 0 200 600", "wait 800", "quit"],
                                     arguments: ["--case", "many"], name: "drag-back")
        Self.expectZeroGap(rows, "short drag")
        #expect(rows.last!.keyboardTop == rows.first!.keyboardTop - 291, "a small slow drag should spring back to shown")
    }

    @Test func rotatingWithTheKeyboardUpKeepsTheBarOnIt() throws {
        let rows = try traceOfScript(["tap input", "wait 700", "rotate", "wait 900", "rotate", "wait 900", "quit"],
                                     arguments: ["--case", "some"], name: "rotate")
        Self.expectZeroGap(rows, "rotate")
        // Landscape's keyboard is shorter (209 px) and its window is 390 tall.
        #expect(rows.contains { $0.keyboardTop < 400 }, "never reached landscape")
    }

    @Test func startingInLandscapeUsesTheLandscapeKeyboard() throws {
        let rows = try traceOfScript(["tap input", "wait 700", "quit"], arguments: ["--landscape"], name: "landscape")
        Self.expectZeroGap(rows, "landscape")
        #expect(rows.first!.keyboardTop - rows.last!.keyboardTop == 209)
    }

    @Test func aGrowingInputPushesTheListAndStaysOnTheKeyboard() throws {
        let directory = try makeScratchDirectory("grow-shot")
        let long = String(repeating: "The bar grows line by line 长文本 ", count: 8)
        let shot = directory + "/grown.png"
        let rows = try traceOfScript(["tap input", "wait 700", "type \(long)", "wait 800", "screenshot \(shot)", "quit"],
                                     arguments: ["--case", "many"], name: "grow")
        Self.expectZeroGap(rows, "growing input")
        // The app's own rendering of the last frame (stage coordinates):
        // walk up column 4 from the keyboard through the bar to its top edge.
        let image = try PixelImage(contentsOf: shot)
        let column = 4
        var y = rows.last!.keyboardTop - (rows.first!.keyboardTop - image.height)  // keyboard top in the image
        let keyboardTop = y
        while y > 0 && image.hex(column, y - 1) == KeyboardFollowTests.barBackground { y -= 1 }
        let barHeight = keyboardTop - y
        #expect(barHeight > 100, "the bar should have grown to several lines, it is \(barHeight) px")
        // The last (outgoing) message still sits just above the grown bar.
        #expect(image.contains(KeyboardFollowTests.outgoingBubble, x: 0..<image.width, y: (y - 40)..<(y - 2)),
                "the last message is no longer right above the bar")
    }
}

extension InterruptionAndGestureTests {
    @Test func resizingTheWindowMidAnimationKeepsTheBarOnTheKeyboard() throws {
        let rows = try traceOfScript(["tap input", "wait 150", "resize 520 700", "wait 800", "resize 390 844", "wait 800", "quit"],
                                     arguments: ["--case", "some"], name: "resize")
        Self.expectZeroGap(rows, "resize")
        #expect(Set(rows.map(\.keyboardTop)).count > 10)
    }
}
