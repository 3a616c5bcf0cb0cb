import ChatDemoCore
import Foundation
import Testing

/// The timeline's zoom and pan from the inputs a reviewer uses, sent with xdotool to the real
/// window (not the script's `timeline zoom`): `0`, `+`, `=`, `−`, Ctrl+wheel over the plot, a
/// drag on the time labels, F. After each one the app reports the view it left
/// (`timeline view:` and `timeline visible slots:`, with `KEYBOARDCHAT_REPORT_TIMELINE`), and
/// the view must have changed exactly as the input says; an input that did nothing leaves a
/// view that fails its check (or no report, and the wait for it fails).
@Suite(.serialized, .onItsOwnThread(minutes: 4))
struct TimelineZoomInputTests {
    /// A show and a hide, then the timeline opened; the script ends and the app stays open.
    static let script = ["tap input", "wait 700", "tap list", "wait 700", "timeline show", "wait 300"]

    /// One view as reported: the frames at the plot's edges, the axis slots there (unrounded),
    /// and where the plot is in the timeline window, in its pixels.
    struct View: Equatable, CustomStringConvertible {
        var frames: ClosedRange<Int>
        var first: Double, last: Double
        var left: Int, right: Int, plotTop: Int, labelsY: Int

        var span: Double { last - first }
        var middle: Double { (first + last) / 2 }
        /// The axis slot under window pixel column `x`.
        func slot(atX x: Int) -> Double { first + Double(x - left) / Double(right - left) * span }
        /// The window pixel column `fraction` of the way across the plot.
        func x(atFraction fraction: Double) -> Int { left + Int((Double(right - left) * fraction).rounded()) }
        var description: String { "frames \(frames), slots \(first)…\(last)" }

        /// The `timeline view:` line and the `timeline visible slots:` line after it.
        init(view: Substring, slots: Substring) throws {
            let ends = view.dropFirst("timeline view: ".count).split(separator: "-").compactMap { Int($0) }
            let match = try #require(slots.wholeMatch(of: /timeline visible slots: ([0-9.e+-]+)-([0-9.e+-]+), x (\d+)-(\d+), plot y (\d+), labels y (\d+)/),
                                     "\(slots)")
            try #require(ends.count == 2, "\(view)")
            frames = ends[0]...ends[1]
            first = try #require(Double(match.output.1)); last = try #require(Double(match.output.2))
            left = try #require(Int(match.output.3)); right = try #require(Int(match.output.4))
            plotTop = try #require(Int(match.output.5)); labelsY = try #require(Int(match.output.6))
        }
    }

    /// The app with its timeline open and at rest, and the timeline window's place on the screen.
    final class Timeline {
        let session: AppSession
        let origin: (x: Int, y: Int)
        let size: (width: Int, height: Int)

        init() throws {
            let directory = try makeScratchDirectory("timeline-zoom-input")
            var environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
            environment["KEYBOARDCHAT_REPORT_TIMELINE"] = "1"
            let session = try AppSession(["--case", "some", "--strategy", "three-case",
                                      "--script", try writeScript(TimelineZoomInputTests.script, in: directory)],
                                         environment: environment)
            var window: String?
            try session.waitFor("a visible window titled Timeline") {
                // Status 1 and no output until there is one.
                window = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), ["search", "--onlyvisible", "--name", "^Timeline$"],
                                        display: session.display.name).stdout.split(separator: "\n").first.map(String.init)
                return window != nil
            }
            try session.waitForRest("the script done and the window at rest")
            let geometry = try Self.xdotool(session, ["getwindowgeometry", "--shell", try #require(window)]).stdout
            var values: [String: Int] = [:]
            for line in geometry.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
            }
            origin = (try #require(values["X"]), try #require(values["Y"]))
            size = (try #require(values["WIDTH"]), try #require(values["HEIGHT"]))
            self.session = session
        }

        @discardableResult
        static func xdotool(_ session: AppSession, _ arguments: [String]) throws -> CommandResult {
            let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
            guard result.status == 0 else { throw TestFailure("xdotool \(arguments): \(result.stderr)") }
            return result
        }

        /// Every view reported so far, oldest first.
        var views: [View] {
            get throws {
                let lines = session.stdout.split(separator: "\n")
                return try lines.indices.filter { lines[$0].hasPrefix("timeline visible slots: ") }.map { index in
                    try #require(index > 0 && lines[index - 1].hasPrefix("timeline view: "), "\(lines)")
                    return try View(view: lines[index - 1], slots: lines[index])
                }
            }
        }

        /// Sends `input` to xdotool with the timeline window's pixel coordinates (`X:12`,
        /// `Y:34`) made the screen's, and returns the view the app reports after it.
        func send(_ what: String, _ input: [String]) throws -> View {
            let before = try views.count
            try Self.xdotool(session, input.map { word in
                if word.hasPrefix("X:") { return String(origin.x + Int(word.dropFirst(2))!) }
                if word.hasPrefix("Y:") { return String(origin.y + Int(word.dropFirst(2))!) }
                return word
            })
            var reported: [View] = []
            // The report follows the input at once: a long wait would only delay the failure.
            try session.waitFor("the timeline's view reported after \(what)", timeout: 30) {
                reported = try views
                return reported.count > before
            }
            return reported[reported.count - 1]
        }
    }

    /// `0` shows the whole axis; `+` and `=` narrow it around the view's middle by 1.5 each,
    /// `−` widens it back by 1.5; Ctrl+wheel up over the plot narrows it by 1.5 keeping the
    /// slot under the pointer under it; a drag on the time labels moves it by the pointer's
    /// travel at the same width; Ctrl+wheel down widens it by 1.5 around the pointer; `0` shows
    /// everything again; F fits the hide, the newest motion.
    @Test func eachInputChangesTheVisibleFramesAsItSays() throws {
        let timeline = try Timeline()
        let centre = (x: timeline.size.width / 2, y: timeline.size.height / 2)
        try Timeline.xdotool(timeline.session, ["mousemove", "\(timeline.origin.x + centre.x)", "\(timeline.origin.y + centre.y)"])
        let all = try timeline.send("0", ["key", "0"])
        #expect(all.first == 0 && all.last >= 59 && all.frames.lowerBound == 0, "all: \(all)")
        let pointerY = all.plotTop + 30
        try Timeline.xdotool(timeline.session, ["mousemove", "\(timeline.origin.x + all.x(atFraction: 0.5))",
                                                "\(timeline.origin.y + pointerY)"])

        let zoomedIn = try timeline.send("+", ["key", "plus"])
        #expect(abs(zoomedIn.span - all.span / 1.5) < 1e-6, "+ after \(all): \(zoomedIn)")
        #expect(abs(zoomedIn.middle - all.middle) < 1e-6, "+ after \(all): \(zoomedIn)")
        // `=`, the same key unshifted, zooms in as `+` does.
        let twice = try timeline.send("=", ["key", "equal"])
        #expect(abs(twice.span - zoomedIn.span / 1.5) < 1e-6, "+ after \(zoomedIn): \(twice)")
        let zoomedOut = try timeline.send("−", ["key", "minus"])
        #expect(abs(zoomedOut.span - twice.span * 1.5) < 1e-6, "− after \(twice): \(zoomedOut)")
        #expect(abs(zoomedOut.middle - twice.middle) < 1e-6, "− after \(twice): \(zoomedOut)")

        // A fifth of the way across, so a zoom around the middle would move the slot under it.
        let pointerX = zoomedOut.x(atFraction: 0.2)
        let anchor = zoomedOut.slot(atX: pointerX)
        let wheeled = try timeline.send("Ctrl+wheel up", ["mousemove", "X:\(pointerX)", "Y:\(pointerY)",
                                                          "keydown", "ctrl", "click", "4", "keyup", "ctrl"])
        #expect(abs(wheeled.span - zoomedOut.span / 1.5) < 1e-6, "Ctrl+wheel after \(zoomedOut): \(wheeled)")
        #expect(abs(wheeled.slot(atX: pointerX) - anchor) < 1e-6, "slot \(anchor) left the pointer: \(wheeled)")

        // Dragged a fifth of the width to the left: the frames follow, later ones come in.
        let from = wheeled.x(atFraction: 0.6), to = wheeled.x(atFraction: 0.4)
        let dragged = try timeline.send("a drag on the time labels", [
            "mousemove", "X:\(from)", "Y:\(wheeled.labelsY)", "mousedown", "1",
            "mousemove", "X:\(to)", "Y:\(wheeled.labelsY)", "mouseup", "1",
        ])
        let travel = Double(from - to) / Double(wheeled.right - wheeled.left) * wheeled.span
        #expect(abs(dragged.span - wheeled.span) < 1e-6, "the drag changed the width: \(wheeled), then \(dragged)")
        #expect(abs(dragged.first - wheeled.first - travel) < 1e-6, "a drag of \(travel) slots: \(wheeled), then \(dragged)")
        #expect(dragged.frames.lowerBound > wheeled.frames.lowerBound, "\(wheeled), then \(dragged)")

        let outX = dragged.x(atFraction: 0.2), outAnchor = dragged.slot(atX: outX)
        let unwheeled = try timeline.send("Ctrl+wheel down", ["mousemove", "X:\(outX)", "Y:\(pointerY)",
                                                              "keydown", "ctrl", "click", "5", "keyup", "ctrl"])
        #expect(abs(unwheeled.span - dragged.span * 1.5) < 1e-6, "Ctrl+wheel down after \(dragged): \(unwheeled)")
        #expect(abs(unwheeled.slot(atX: outX) - outAnchor) < 1e-6, "slot \(outAnchor) left the pointer: \(unwheeled)")

        let allAgain = try timeline.send("0 when zoomed", ["key", "0"])
        #expect(allAgain == all, "0 after \(unwheeled): \(allAgain), not \(all)")
        let fitted = try timeline.send("F", ["key", "f"])
        #expect(timeline.session.terminate() == 0)
        #expect(!timeline.session.stderr.contains("CRITICAL") && !timeline.session.stderr.contains("WARNING"),
                "\(timeline.session.stderr)")
        try Self.expectFitsTheHide(fitted, all: allAgain, trace: readTrace(timeline.session.tracePath))
    }

    /// `fitted` shows the trace's last run of keyboard moves (the hide) with little to spare,
    /// which the whole view, shown before F, does not.
    static func expectFitsTheHide(_ fitted: View, all: View, trace rows: [TraceRow]) throws {
        let moved = rows.indices.dropFirst().filter { rows[$0].keyboardTop != rows[$0 - 1].keyboardTop }
        var start = try #require(moved.indices.last)
        // A few still rows inside a motion, as a spring settles, are part of it.
        while start > 0 && moved[start] - moved[start - 1] <= 6 { start -= 1 }
        let motion = (moved[start] - 1)...moved[moved.count - 1]
        #expect(motion.count > 10, "motion rows \(motion)")
        func rowsShown(_ view: View) throws -> ClosedRange<Int> {
            let first = try #require(rows.firstIndex { $0.frame == view.frames.lowerBound }, "\(view)")
            let last = try #require(rows.firstIndex { $0.frame == view.frames.upperBound }, "\(view)")
            return first...last
        }
        let shown = try rowsShown(fitted), everything = try rowsShown(all)
        let snug = motion.count * 3 / 2 + 4
        #expect(everything.count > snug, "the whole view \(everything) already fits the motion \(motion)")
        #expect(shown.lowerBound <= motion.lowerBound && shown.upperBound >= motion.upperBound, "F: \(shown), motion \(motion)")
        #expect(shown.count <= snug, "F: \(shown) is much wider than the motion \(motion)")
    }
}
