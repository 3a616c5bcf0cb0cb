import ChatDemoCore
import Foundation
import Testing

/// The jump-to-latest button appears only when the reader has left the end of the chat, never
/// while the list follows its end on its own: read frame by frame from `--trace-detail`'s
/// `jump_opacity` in deterministic recordings (60 fps, so the 150 ms fade spans 9 frames).
///
/// A send with the keyboard up glides the new bubble in under the bar while the list follows
/// it: the end is out of sight for a few frames, and a button that only looked at the
/// geometry flashed over the last bubble for about 11 frames. A streaming reply's start glides
/// the list to the pin the same way.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct JumpToLatestFadeTraceTests {
    /// A 150 ms fade at 60 fps: from its first visible frame it reaches 1 within 9 frames.
    static let fadeFrames = 9
    /// Frames of stillness that separate one scripted action from the next in these scripts.
    static let stillFrames = 10

    func recordedTrace(_ lines: [String], arguments: [String], name: String) throws -> [TraceRow] {
        let directory = try makeScratchDirectory(name)
        let script = try writeScript(lines, in: directory)
        let display = try TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let result = try runApp(arguments + ["--trace-detail", "--script", script, "--record", directory + "/recording"],
                                display: display.name, environment: settings, timeout: 180)
        #expect(result.status == 0, "\(result.stderr)")
        return try readTrace(directory + "/recording/trace.csv")
    }

    /// From the first frame with a nonzero opacity, it rises every frame until it is 1, within
    /// the fade's frames, and stays 1.
    func expectFadeIn(_ rows: ArraySlice<TraceRow>, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let start = try #require(rows.firstIndex { $0.jumpOpacity > 0 }, "the button never appeared", sourceLocation: sourceLocation)
        let opacities = rows[start...].map(\.jumpOpacity)
        let full = try #require(opacities.firstIndex(of: 1), "never fully shown: \(opacities)", sourceLocation: sourceLocation)
        #expect(full < Self.fadeFrames, "the fade took \(full + 1) frames: \(opacities)", sourceLocation: sourceLocation)
        for (previous, next) in zip(opacities[...full], opacities[1...full]) {
            #expect(next > previous, "\(opacities)", sourceLocation: sourceLocation)
        }
        #expect(opacities[full...].allSatisfy { $0 == 1 }, "\(opacities)", sourceLocation: sourceLocation)
    }

    /// The first frame of the last action: where the list moves after standing still.
    func lastActionStart(_ rows: [TraceRow]) -> Int? {
        rows.indices.last { index in
            index >= Self.stillFrames && rows[index].listTop != rows[index - 1].listTop
                && Set(rows[(index - Self.stillFrames)..<index].map(\.listTop)).count == 1
        }
    }

    /// Two sends with the keyboard up, in each conversation: the button stays hidden in every
    /// frame; then a drag away from the end fades it in over 150 ms.
    @Test(arguments: ["few", "some", "many"])
    func aSendWithTheKeyboardUpNeverShowsTheButton(conversation: String) throws {
        let rows = try recordedTrace(["tap input", "wait 700", "type First of two", "send", "wait 700",
                                      "type Second, longer, to grow the list a little more than the first", "send",
                                      "wait 800", "drag list 0 400 300", "wait 600", "quit"],
                                     arguments: ["--case", conversation], name: "jump-fade-send-\(conversation)")
        // A few messages fit on screen: a drag cannot take the end out of sight, so no frame
        // shows the button.
        guard conversation != "few" else {
            #expect(rows.count > 80 && rows.allSatisfy { $0.jumpOpacity == 0 }, "\(rows.filter { $0.jumpOpacity > 0 }.map(\.frame))")
            return
        }
        let drag = try #require(lastActionStart(rows), "no drag in the trace")
        #expect(drag > 80)
        let shown = rows[..<drag].filter { $0.jumpOpacity > 0 }
        #expect(shown.isEmpty, "\(conversation): the button showed while the list followed a send in frames \(shown.map(\.frame))")
        try expectFadeIn(rows[drag...])
    }

    /// A streaming reply: hidden while the list glides to the pin and the reply fills its blank;
    /// shown (fading in) only after the reply has outgrown the blank and the list stopped
    /// following it.
    @Test func aStreamingReplyShowsTheButtonOnlyOnceItOutgrowsTheBlank() throws {
        let reply = (1...40).map { "Line \($0) of a reply longer than the screen" }.joined(separator: #"\n"#)
        let rows = try recordedTrace(["tap input", "wait 700", "type Tell me everything", "send", "wait 100",
                                      "receive-stream \(reply) 2000", "wait 2600", "quit"],
                                     arguments: ["--case", "some"], name: "jump-fade-stream")
        let outgrown = try #require(rows.firstIndex { $0.replyHeight > 0 && $0.blankSpace == 0 }, "the reply never outgrew its blank")
        let before = rows[..<outgrown].filter { $0.jumpOpacity > 0 }
        #expect(before.isEmpty, "the button showed before the reply outgrew its blank, frames \(before.map(\.frame))")
        try expectFadeIn(rows[outgrown...])
    }
}
