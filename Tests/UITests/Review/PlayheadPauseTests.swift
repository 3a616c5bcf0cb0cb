import ChatDemoCore
import Foundation
import Testing

/// Pause and resume in the real app: the tick stops while paused (the app's own rest reports say
/// so), animation time spent paused is not animation time (the motion goes on where it froze, at
/// the same speed), nothing typed is lost by stepping back across a send, and a script's bad
/// values are said, with their line.
@Suite(.serialized, .onItsOwnThread(minutes: 8))
struct PlayheadPauseTests {
    /// How long a paused window is watched for frames: the point is that nothing happens while
    /// it waits, which no report can announce (as `RestTests` watches an idle window).
    static let idleMicroseconds: UInt32 = 1_000_000

    func xdotool(_ session: AppSession, _ arguments: [String]) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
    }

    /// A live window (`--case some` and `arguments`, the cursor not blinking, so only the stage
    /// draws) whose field was clicked until the keyboard started to show, then paused by
    /// Ctrl+Space, its tick stopped; with the keyboard's top at rest while hidden.
    func pausedWhileTheKeyboardShows(_ name: String, arguments: [String] = []) throws -> (session: AppSession, hiddenTop: Int) {
        let directory = try makeScratchDirectory(name)
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let session = try AppSession(arguments + ["--case", "some"], environment: settings)
        let origin = try session.windowOrigin()
        let hidden = try #require(session.lastPaintedRow).keyboardTop
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: origin.y + hidden)
        let beforePause = session.mark
        try xdotool(session, ["key", "ctrl+space"])
        try session.waitForRest("the tick stopped by the pause", since: beforePause)
        return (session, hidden)
    }

    /// Ctrl+Space mid-show (×10 slow motion): the tick stops on a frame between hidden and shown
    /// and no frame is drawn while paused; a bare Space resumes, and the trace's time goes on from
    /// the frozen frame (the time paused is not in it) until the keyboard is up.
    @Test func pausingStopsTheTickAndResumingGoesOnFromTheFrozenFrame() throws {
        let (session, hidden) = try pausedWhileTheKeyboardShows("pause-live", arguments: ["--slow-motion", "10"])
        let frozen = try #require(session.lastPaintedRow)
        #expect(frozen.keyboardTop < hidden && frozen.keyboardTop > hidden - CompareModeTests.keyboardHeight,
                "paused at \(frozen.keyboardTop), not mid-show (hidden \(hidden))")
        let reports = session.tickReports
        usleep(Self.idleMicroseconds)
        #expect(session.tickReports == reports, "the paused window woke")
        #expect(session.lastPaintedRow?.frame == frozen.frame, "a frame was drawn while paused")
        let beforeResume = session.mark
        try xdotool(session, ["key", "space"])
        try session.waitForRest("the show finished after resuming", since: beforeResume, timeout: 60) {
            $0.keyboardTop == hidden - CompareModeTests.keyboardHeight
        }
        #expect(session.terminate() == 0)
        let rows = try readTrace(session.tracePath)
        let index = try #require(rows.firstIndex { $0.frame == frozen.frame })
        let next = try #require(rows.dropFirst(index + 1).first)
        #expect(next.frame == frozen.frame + 1, "the frames after the pause are numbered on")
        // A second passed paused; the stage's time moved on by about one frame.
        #expect(next.timeMilliseconds - frozen.timeMilliseconds < 200,
                "\(frozen.timeMilliseconds) ms then \(next.timeMilliseconds) ms: the pause counted as animation time")
        #expect(next.keyboardTop <= frozen.keyboardTop && next.keyboardTop > frozen.keyboardTop - 40, "a jump on resuming")
    }

    /// Ctrl+O while paused draws the onion skin on the frozen frame and leaves the stage paused
    /// (no tick wakes); the next bare Space resumes and is not typed: the draft holds only the key
    /// typed after it.
    @Test func theOnionSkinToggleKeepsAPausedStagePaused() throws {
        let (session, _) = try pausedWhileTheKeyboardShows("pause-onion")
        let reports = session.tickReports
        try xdotool(session, ["key", "ctrl+o"])
        usleep(Self.idleMicroseconds)
        #expect(session.tickReports == reports, "Ctrl+O resumed the paused stage")
        let beforeSpace = session.mark
        try xdotool(session, ["key", "space"])
        try session.waitForRest("the stage resumed by Space", since: beforeSpace)
        try xdotool(session, ["key", "x"])
        try session.waitForDraft(length: 1, since: beforeSpace)
        let drafts = session.errorLines.dropFirst(beforeSpace).filter { $0.hasPrefix(AppSession.draftPrefix) }
        #expect(drafts == ["\(AppSession.draftPrefix)1 characters"], "the Space went into the draft: \(drafts)")
        #expect(session.terminate() == 0)
    }

    /// Recorded, a pause of half a second leaves the film as it is without the pause: the same
    /// frames with the same times and keyboard tops, so the speed across the pause is the speed of
    /// a run never paused (not zero, and no jump).
    @Test func aPauseLeavesTheMotionAsARunNeverPaused() throws {
        let directory = try makeScratchDirectory("pause-recorded")
        let motion = ["tap input", "wait 150"]
        let clean = try PlayheadStepTests.record(motion + ["wait 500", "quit"], arguments: ["--case", "some"], in: directory, name: "clean")
        let paused = try PlayheadStepTests.record(motion + ["pause", "wait 500", "resume", "wait 500", "quit"],
                                                  arguments: ["--case", "some"], in: directory, name: "paused")
        let cleanRows = try readTrace(clean.folder + "/trace.csv")
        let pausedRows = try readTrace(paused.folder + "/trace.csv")
        #expect(pausedRows.map(\.frame) == Array(0..<pausedRows.count), "frames missing or repeated")
        let shared = min(cleanRows.count, pausedRows.count)
        #expect(shared > 30)
        for (own, alone) in zip(pausedRows, cleanRows).prefix(shared) {
            #expect(own.timeMilliseconds == alone.timeMilliseconds && own.keyboardTop == alone.keyboardTop
                    && own.barBottom == alone.barBottom && own.listShift == alone.listShift, "frame \(own.frame)")
        }
        // The motion was under way at the pause: the keyboard moved on each side of it.
        let tops = pausedRows.map(\.keyboardTop)
        #expect(Set(tops.prefix(20)).count > 10, "\(tops)")
    }

    /// The debug overlay turned on and off while paused draws the frame presented again, with and
    /// without its lines, and does not resume: the film is that of a run never paused.
    @Test func theOverlayWhilePausedRedrawsTheFrozenFrame() throws {
        let directory = try makeScratchDirectory("pause-overlay")
        let motion = ["tap input", "wait 150"]
        let clean = try PlayheadStepTests.record(motion + ["wait 300", "quit"], arguments: ["--case", "some"], in: directory, name: "clean")
        let paused = try PlayheadStepTests.record(motion + [
            "pause", "screenshot \(directory)/plain.png", "overlay on", "screenshot \(directory)/over.png",
            "overlay off", "screenshot \(directory)/off.png", "resume", "wait 300", "quit",
        ], arguments: ["--case", "some"], in: directory, name: "paused")
        let plain = try PixelImage(contentsOf: directory + "/plain.png")
        #expect(try PixelImage(contentsOf: directory + "/over.png").difference(from: plain) != nil, "no overlay drawn")
        #expect(try PixelImage(contentsOf: directory + "/off.png").difference(from: plain) == nil)
        let cleanRows = try readTrace(clean.folder + "/trace.csv"), pausedRows = try readTrace(paused.folder + "/trace.csv")
        #expect(pausedRows.map(\.frame) == Array(0..<pausedRows.count))
        for (own, alone) in zip(pausedRows, cleanRows) {
            #expect(own.timeMilliseconds == alone.timeMilliseconds && own.keyboardTop == alone.keyboardTop, "frame \(own.frame)")
        }
    }

    /// A draft typed, sent, then another typed; paused, stepped back to before the send (the field
    /// shows the old draft then) and resumed: the live draft is back, the sent message stays, and
    /// what is typed next goes on from the live draft.
    @Test func steppingBackAcrossASendLosesNothingTyped() throws {
        let before = ["tap input", "wait 700", "type hello", "send", "wait 100", "type second draft", "wait 100"]
        let after = ["wait 50", "type  more", "wait 1000", "screenshot typed", "send", "wait 1000", "screenshot sent", "quit"]
        let report = ["KEYBOARDCHAT_REPORT_SENT": "1"]
        let run = try ScriptedRun(before + ["pause", "step -20", "screenshot back", "resume"] + after,
                                  arguments: ["--case", "few"], environment: report, name: "pause-draft")
        let plain = try ScriptedRun(before + after, arguments: ["--case", "few"], environment: report, name: "pause-draft-plain")
        #expect(run.isClean && plain.isClean, "\(run.result.stderr)\(plain.result.stderr)")
        #expect(run.sent == ["hello", "second draft more"])
        // Stepped back before the send, the stage showed the frame with "hello" still in the field.
        #expect(try run.image("back").difference(from: run.image("typed")) != nil)
        // Resumed: the draft, the conversation and the screen are those of a run never paused.
        #expect(try run.image("typed").difference(from: plain.image("typed")) == nil, "the draft after resuming")
        #expect(try run.image("sent").difference(from: plain.image("sent")) == nil, "the conversation after resuming")
    }

    /// Out of range: said on stderr with the script's line, exit 0, the frame shown at the edge.
    @Test func stepsAndSeeksOutOfRangeAreClampedAndSaid() throws {
        let run = try ScriptedRun([
            "tap input", "wait 100", "pause", "step -100000", "screenshot oldest", "seek 600000", "screenshot newest",
            "step 100000", "resume", "quit",
        ], arguments: ["--case", "some"], name: "pause-clamp")
        #expect(run.isClean, "\(run.result.stderr)")
        let lines = run.result.stderr.split(separator: "\n").map(String.init)
        let script = run.directory + "/script.txt"
        #expect(lines.contains("keyboard-chat: \(script):4: 'step -100000' stopped at frame 0, the oldest frame kept"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("keyboard-chat: \(script):6: 'seek 600000' (frame 36000) showed frame ") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("keyboard-chat: \(script):8: 'step 100000' stopped at frame ") }, "\(lines)")
        #expect(lines.count == 3, "\(lines)")
        #expect(try run.image("oldest").difference(from: run.image("newest")) != nil, "the oldest and newest frames look alike")
    }

    /// `seek -5`: exit 2 naming the file, the line and the column of the bad value, before any window.
    @Test func aNegativeSeekIsBadInput() throws {
        let run = try ScriptedRun(["tap input", "pause", "seek -5", "quit"], name: "pause-seek-negative")
        #expect(run.result.status == 2)
        #expect(run.result.stderr.contains("\(run.directory)/script.txt:3:6: expected a duration of 0…"), "\(run.result.stderr)")
        #expect(run.result.stderr.contains("got '-5'"), "\(run.result.stderr)")
    }

    /// AT-SPI reads the header bar's pause button by what a click does: "Resume" once paused.
    @Test func theHeaderBarButtonIsReadAsPauseOrResume() throws {
        let scratch = try makeScratchDirectory("atspi-pause")
        let (tree, appErrors) = try AccessibilityTests().tree(arguments: ["--case", "few"], scratch: scratch,
                                                              steps: ["wait 300", "pause"], awaited: "toggle button: Resume")
        #expect(tree.contains("toggle button: Resume"), "tree: \(tree)")
        #expect(!appErrors.contains("CRITICAL") && !appErrors.contains("WARNING"), "app stderr: \(appErrors)")
    }
}
