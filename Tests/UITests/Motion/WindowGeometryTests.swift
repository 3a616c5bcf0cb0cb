import ChatDemoCore
import Foundation
import Testing

/// The window's sizes, through the real window: a rotation round trip ends where a
/// fresh start does, a tap at frame 0 decides like a later one, the bar never grows in from a
/// guessed height, and a window at its minimum keeps zero gap with GTK silent.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct WindowGeometryTests {
    /// The last frame of each trace, as a reviewer would compare them.
    static func settled(_ rows: [TraceRow]) -> [String] {
        guard let last = rows.last else { return [] }
        return [last.caseLabel, "\(last.listShift)", "\(last.contentShift)", "\(last.keyboardTop)", "\(last.barBottom)"]
    }

    @Test func aRotationRoundTripEndsOnTheFreshStartFrame() throws {
        let fresh = try traceOfScript(["tap input", "wait 1500", "quit"], arguments: ["--case", "some"], name: "fresh")
        let rotated = try traceOfScript(["tap input", "wait 1000", "rotate", "wait 1500", "rotate", "wait 1500", "quit"],
                                        arguments: ["--case", "some"], name: "round-trip")
        InterruptionAndGestureTests.expectZeroGap(rotated, "round trip")
        #expect(rotated.contains { $0.keyboardTop < 400 }, "never reached landscape")
        #expect(Self.settled(rotated) == Self.settled(fresh), "after two rotations vs a fresh start")
    }

    /// Conversations of `count` one-line messages. With this machine's fonts a bubble and its
    /// spacing take 48 px, so nine messages end at c = 476: between d1 as guessed from the
    /// window's first-guess sizes (455) and the real d1 (488), where a decision from the guesses
    /// would pick the wrong case.
    @Test(arguments: [8, 9, 10])
    func aTapAtTheFirstFrameDecidesLikeALaterTap(count: Int) throws {
        let directory = try makeScratchDirectory("first-frame-\(count)")
        let file = directory + "/conversation.json"
        let messages = Array(repeating: #"{"sender": "them", "text": "x"}"#, count: count).joined(separator: ", ")
        try #"{"title": "One-liners", "messages": [\#(messages)]}"#.write(toFile: file, atomically: true, encoding: .utf8)
        let atOnce = try traceOfScript(["tap input", "wait 1000", "quit"], arguments: ["--conversation", file],
                                       name: "tap-at-once-\(count)")
        let later = try traceOfScript(["wait 1000", "tap input", "wait 1000", "quit"], arguments: ["--conversation", file],
                                      name: "tap-later-\(count)")
        #expect(later.last?.keyboardTop != later.first?.keyboardTop, "the keyboard never rose")
        #expect(Self.settled(atOnce) == Self.settled(later), "\(count) messages: tap at frame 0 vs after a second")
        #expect(atOnce.first?.keyboardTop == later.first?.keyboardTop)
    }

    /// In a recording that starts with `tap input`, the bar (walked up from the keyboard's
    /// top through its background in the app's own frames) has one height in every frame.
    @Test func theBarHasItsMeasuredHeightFromTheFirstFrame() throws {
        let directory = try makeScratchDirectory("bar-height")
        let script = try writeScript(["tap input", "wait 400", "quit"], in: directory)
        let output = directory + "/recording"
        let display = try TestDisplay()
        let result = try runApp(["--case", "some", "--script", script, "--record", output], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let rows = try readTrace(output + "/trace.csv")
        #expect(rows.count >= 20)
        let first = try PixelImage(contentsOf: output + "/frame-0000.png")
        // The stage's top in window coordinates: at rest the keyboard's top is the stage's bottom.
        let stageTop = rows[0].keyboardTop - first.height
        var heights: [Int] = []
        for row in rows.prefix(20) {
            let image = try PixelImage(contentsOf: output + String(format: "/frame-%04d.png", row.frame))
            let bottom = row.barBottom - stageTop
            var y = bottom
            while y > 0 && image.hex(4, y - 1) == KeyboardFollowTests.barBackground { y -= 1 }
            heights.append(bottom - y)
        }
        #expect(heights.allSatisfy { $0 > 40 }, "no bar found: \(heights)")
        #expect(Set(heights).count == 1, "the bar's height changes during the recording: \(heights)")
    }

    /// A window made 256 (or 280) high while the keyboard is still coming up: the show in
    /// flight and the move to the cut keyboard's height add up, and their sum used to carry the
    /// keyboard past the room the window leaves, squeezing the bar (and its field's scrollbar)
    /// below their height: a Gtk-CRITICAL, which `--record` under fatal criticals turns into a
    /// crash. Every frame keeps zero gap (`CompareModeTests` does the same with panes).
    @Test(arguments: [
        ["--case", "some", "316 256"], ["--case", "some", "390 256"], ["--case", "some", "844 256"],
        ["--bottom-offset", "80", "316 256"], ["--keyboard", "pinyin", "316 280"],
    ])
    func aResizeWhileTheKeyboardComesUpKeepsTheBarWholeAndGTKSilent(_ arguments: [String]) throws {
        let size = arguments.last!
        let rows = try traceOfScript(["tap input", "wait 100", "resize \(size)", "wait 800", "escape", "wait 100",
                                      "resize 390 844", "wait 600", "quit"],
                                     arguments: Array(arguments.dropLast()), name: "resize-while-showing",
                                     recorded: true)
        if !arguments.contains("--bottom-offset") { InterruptionAndGestureTests.expectZeroGap(rows, "\(arguments)") }
        #expect(rows.contains { $0.keyboardTop < rows[0].keyboardTop - 550 }, "the window never got small")
    }

    /// Small window sizes the storm cycles through instead of rotating: the minimum (`resize
    /// 390 200` asks for less than the 394×256 GTK allows; the stage is 394×200, landscape), a
    /// landscape stage of 394×249, and a portrait one of 394×399, too short for Pinyin's 336
    /// plus the bar.
    static let smallSizes = ["resize 390 200", "resize 394 300", "resize 394 450"]

    /// The same random storm as `ScriptedStormTests`, in windows at and near the minimum.
    @Test(arguments: [UInt64(7), 2024])
    func aStormInTheSmallestWindowKeepsZeroGapAndGTKSilent(seed: UInt64) throws {
        var resizes = 0
        let storm = ScriptedStormTests.randomScript(seed: seed).map { line -> String in
            guard line == "rotate" else { return line }
            resizes += 1
            return Self.smallSizes[resizes % Self.smallSizes.count]
        }
        let rows = try traceOfScript(["resize 390 200", "wait 300", "tap input", "wait 600"] + storm,
                                     arguments: ["--case", "some"], name: "small-storm-\(seed)")
        InterruptionAndGestureTests.expectZeroGap(rows, "small window, seed \(seed)")
        // The window did shrink: at rest the keyboard's top (the stage's bottom) rose by
        // about 600 px, and the raised keyboard left room for the bar above it.
        let rest = rows[0].keyboardTop
        #expect(rows.contains { $0.keyboardTop < rest - 550 }, "the window never got small")
        #expect(rows.count > 100)
    }
}
