import ChatDemoCore
import Foundation
import Testing

/// The streaming pin in the real app, from its trace (`blank_space`, `reply_height`)
/// and screenshots: the sent message is pinned under the navigation bar, the reply grows into
/// the blank below it, and the keyboard moves the list only by what the blank cannot absorb.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct StreamingPinTests {
    /// Keyboard up, a message sent, a reply streamed; then the keyboard goes down and up again.
    static func script(reply: String, milliseconds: Int) -> [String] {
        ["tap input", "wait 700", "type Why does the bar never leave the keyboard?", "send", "wait 100",
         "receive-stream \(reply) \(milliseconds)", "wait \(milliseconds + 800)", "screenshot up",
         "tap list", "wait 800", "screenshot down", "tap input", "wait 800", "quit"]
    }

    /// Three short lines: the blank stays taller than the keyboard.
    static let shortReply = #"One clock.\nOne frame.\nNo gap."#
    /// Twenty-four lines: the blank left (about 150–200 px) is shorter than the keyboard (291).
    static let longReply = (1...24).map { "Line \($0)" }.joined(separator: #"\n"#)

    /// The trace's rule, frame by frame: zero gap; while the reply streams it only grows and the
    /// blank shrinks by as much (`blank + reply` is constant: the room below the pinned message
    /// is shared between them); once it is in, the list's shift is the bar's rise beyond the
    /// blank, `max(0, rise − blank)`, through the hide and the show that follow.
    static func checkTrace(_ rows: [TraceRow], sourceLocation: SourceLocation = #_sourceLocation) throws -> (blank: Double, shifts: [Double]) {
        let rest = try #require(rows.first, sourceLocation: sourceLocation).keyboardTop
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): gap", sourceLocation: sourceLocation)
        }
        let streaming = rows.filter { $0.replyHeight > 0 }
        let first = try #require(streaming.first, "no frame showed the reply", sourceLocation: sourceLocation)
        let shared = first.blankSpace + first.replyHeight
        #expect(first.blankSpace > 0, sourceLocation: sourceLocation)
        for (previous, row) in zip(streaming, streaming.dropFirst()) {
            #expect(row.replyHeight >= previous.replyHeight, "frame \(row.frame): the reply shrank", sourceLocation: sourceLocation)
            #expect(row.blankSpace + row.replyHeight == shared, "frame \(row.frame): \(row)", sourceLocation: sourceLocation)
        }
        #expect(streaming.last!.replyHeight > first.replyHeight + 40, "the reply did not grow", sourceLocation: sourceLocation)
        let grown = try #require(streaming.lastIndex { $0.replyHeight != streaming.last!.replyHeight }.map { $0 + 1 },
                                 sourceLocation: sourceLocation)
        let after = streaming[grown...]
        let blank = after.first!.blankSpace
        var shifts: [Double] = []
        for row in after {
            let rise = Double(rest - row.keyboardTop)
            #expect(row.listShift == max(0, rise - blank), "frame \(row.frame): \(row)", sourceLocation: sourceLocation)
            shifts.append(row.listShift)
        }
        let travel = (after.map(\.keyboardTop).max() ?? 0) - (after.map(\.keyboardTop).min() ?? 0)
        #expect(travel == 291, "the keyboard went down and up after the reply: \(travel)", sourceLocation: sourceLocation)
        return (blank, shifts)
    }

    /// Blank larger than the keyboard: nothing moves in any frame of the hide and the show, and
    /// the screenshots with the keyboard up and down show the list pixel for pixel alike above
    /// the raised bar, the sent message's bubble starting on the pin line (44 + 8 = 52).
    @Test func aBlankTallerThanTheKeyboardAbsorbsIt() throws {
        let directory = try makeScratchDirectory("stream-short")
        let lines = Self.script(reply: Self.shortReply, milliseconds: 600).map {
            $0.hasPrefix("screenshot ") ? "screenshot \(directory)/\($0.dropFirst("screenshot ".count)).png" : $0
        }
        let script = try writeScript(lines, in: directory)
        let display = try TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let result = try runApp(["--trace-detail", "--case", "some", "--script", script, "--trace", directory + "/trace.csv"],
                                display: display.name, environment: settings, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let (blank, shifts) = try Self.checkTrace(try readTrace(directory + "/trace.csv"))
        #expect(blank > 291 && shifts.allSatisfy { $0 == 0 }, "blank \(blank)")
        let up = try PixelImage(contentsOf: directory + "/up.png"), down = try PixelImage(contentsOf: directory + "/down.png")
        // The band between the navigation bar and the raised bar (its 70 rows above its top
        // left out, as in `LiftBehaviourTraceTests`: the bar is taller than 50).
        let raisedBarTop = up.height - 291 - 50
        var changed = 0
        for y in 50..<(raisedBarTop - 70) { for x in stride(from: 2, to: up.width - 2, by: 2) where up.hex(x, y) != down.hex(x, y) { changed += 1 } }
        #expect(changed == 0, "the list moved when the keyboard hid")
        // Right-aligned, 12 from the edge: 40 from the edge is past its 18-radius corner.
        let bubbleX = up.width - 40
        let top = (44..<120).first { up.hex(bubbleX, $0) == KeyboardFollowTests.outgoingBubble }
        #expect(top == 52, "the sent message's bubble starts at \(String(describing: top))")
    }

    /// Blank shorter than the keyboard: the list rises by the excess only (the trace's rule), so
    /// the reply's end stays above the bar; the excess is K minus the blank.
    @Test func aBlankShorterThanTheKeyboardMovesTheListByTheExcess() throws {
        let rows = try traceOfScript(Self.script(reply: Self.longReply, milliseconds: 600).filter { !$0.hasPrefix("screenshot") },
                                     arguments: ["--trace-detail", "--case", "some"], name: "stream-long")
        let (blank, shifts) = try Self.checkTrace(rows)
        #expect(blank > 0 && blank < 291, "blank \(blank)")
        #expect(shifts.max() == 291 - blank && shifts.min() == 0)
    }
}
