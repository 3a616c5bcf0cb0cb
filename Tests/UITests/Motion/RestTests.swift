import Foundation
import Testing

/// Rest costs nothing, with the real binary: an idle window draws nothing (its tick stops once the scene
/// is at rest, keyboard hidden or shown), and every kind of change wakes it — the screen after
/// each change is exactly what a full repaint of the same state shows, never a stale frame.
///
/// The app reports when its tick stops and starts (`KEYBOARDCHAT_REPORT_REST`), so the tests
/// wait for rest by the app's word and check that nothing is drawn after it; nothing is timed.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct RestTests {
    /// How long an idle window is watched for frames. A fixed time is the point here: the
    /// test shows that nothing happens while it waits (no wake, no frame), which no report
    /// can announce.
    static let idleMicroseconds: UInt32 = 2_000_000

    static func start(_ arguments: [String], scratch: String) throws -> AppSession {
        // No caret blink: GTK's own caret frames would make two screenshots of one state differ.
        let environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: scratch)
        // AppSession turns on the rest reports and waits until the window is at rest.
        return try AppSession(arguments, environment: environment)
    }

    func xdotool(_ session: AppSession, _ arguments: [String]) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
    }

    @Test func anIdleWindowDrawsNoFramesWithTheKeyboardHiddenOrShown() throws {
        let directory = try makeScratchDirectory("idle")
        let tracePath = directory + "/trace.csv"
        let session = try Self.start(["--case", "some", "--trace", tracePath], scratch: directory)
        let origin = try session.windowOrigin()
        let hidden = session.tickReports
        usleep(Self.idleMicroseconds)
        #expect(session.tickReports == hidden, "the idle window drew frames with the keyboard hidden")

        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: origin.x + KeyboardFollowTests.barColumn,
                                                          from: origin.y + 500)
        let beforeClick = session.mark
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop)
        try session.waitForRest("the keyboard shown and at rest", since: beforeClick)
        let shown = session.tickReports
        usleep(Self.idleMicroseconds)
        #expect(session.tickReports == shown, "the idle window drew frames with the keyboard shown")

        #expect(session.terminate() == 0)
        let trace = try readTrace(tracePath)
        let last = try #require(trace.last)
        // The trace ends with the frame the keyboard came to rest on: nothing after it.
        #expect(last.frame == shown.last?.frame)
        let first = try #require(trace.first)
        #expect(last.keyboardTop < first.keyboardTop, "the keyboard should be up")
        // The clock resumed at the frame clock's present: the show after 2 s of rest is animated
        // from the bottom, not found already finished (its start stamped with the last frame's time).
        let sliding = trace.filter { $0.keyboardTop < first.keyboardTop && $0.keyboardTop > last.keyboardTop }
        #expect(!sliding.isEmpty, "no frame between hidden and shown: the show started in the past")
    }

    /// One change a person makes, and the rows (of the client area) it must repaint.
    struct Change {
        var name: String
        var rows: Range<Int>
        /// Makes the change and waits until the window has drawn all of it and rests.
        var act: (AppSession, (x: Int, y: Int)) throws -> Void
    }

    /// A key chord, which wakes the window once; returns when it has settled.
    func press(_ keys: String, _ session: AppSession) throws {
        try session.settle(keys) { try xdotool(session, ["key", keys]) }
    }

    static let draft = "the quick brown fox jumps over the lazy dog twice"

    @Test func everyChangeReachesTheScreenOfAnIdleWindow() throws {
        let directory = try makeScratchDirectory("stale")
        let session = try Self.start(["--case", "some"], scratch: directory)
        let origin = try session.windowOrigin()
        let changes: [Change] = [
            Change(name: "click the field", rows: 500..<880) { session, origin in
                try session.settle("a click on the field") { try session.click(x: origin.x + 120, y: origin.y + 860) }
            },
            // Each typed key wakes and rests the window: wait for the whole draft, then rest.
            Change(name: "type a draft that wraps", rows: 300..<880) { session, _ in
                let mark = session.mark
                try xdotool(session, ["type", "--delay", "20", Self.draft])
                try session.waitForDraft(length: Self.draft.count, since: mark)
            },
            Change(name: "send it with Return", rows: 60..<880) { session, _ in
                let mark = session.mark
                try xdotool(session, ["key", "Return"])
                try session.waitForDraft(length: 0, since: mark)
            },
            // A streaming reply: the tick runs until the whole reply is in (3 s of
            // frames, no timer), then rests; the sent message is pinned under the title.
            Change(name: "Ctrl+G (a streaming reply)", rows: 60..<880) { session, _ in try press("ctrl+g", session) },
            Change(name: "Ctrl+D", rows: 60..<880) { session, _ in try press("ctrl+d", session) },
            Change(name: "Ctrl+D again", rows: 60..<880) { session, _ in try press("ctrl+d", session) },
            Change(name: "Escape", rows: 500..<880) { session, _ in try press("Escape", session) },
            Change(name: "Ctrl+3", rows: 60..<500) { session, _ in try press("ctrl+3", session) },
            Change(name: "wheel up", rows: 60..<400) { session, origin in
                // Moving the pointer wakes nothing; each notch wakes the window once.
                try xdotool(session, ["mousemove", "\(origin.x + 200)", "\(origin.y + 300)"])
                for notch in 1...3 { try session.settle("wheel notch \(notch)") { try xdotool(session, ["click", "4"]) } }
            },
            Change(name: "Ctrl+1", rows: 60..<500) { session, _ in try press("ctrl+1", session) },
            // The resize reaches the stage after an X round trip, maybe after a first rest:
            // wait for the painted frame whose bar has moved.
            Change(name: "Ctrl+R (resize)", rows: 0..<400) { session, _ in
                let portraitBottom = session.lastPaintedRow?.barBottom
                try session.settle("Ctrl+R", painted: { $0.barBottom != portraitBottom }) { try xdotool(session, ["key", "ctrl+r"]) }
            },
        ]
        var before = try session.screenshot(directory + "/start.png")
        for (number, change) in changes.enumerated() {
            try change.act(session, origin)
            let after = try session.screenshot(directory + "/\(number)-after.png")
            let rows = (origin.y + change.rows.lowerBound)..<(origin.y + change.rows.upperBound)
            #expect(after.difference(from: before, rows: rows) != nil, "\(change.name) changed nothing on screen")
            // The oracle: the debug overlay on and off again repaints the whole stage from the
            // scene as it is; a stale screen differs from that.
            for _ in 0..<2 { try press("ctrl+d", session) }
            let repainted = try session.screenshot(directory + "/\(number)-repainted.png")
            // Below the header bar: its buttons run GTK's own CSS transitions.
            let client = (origin.y + KeyboardFollowTests.chromeHeight)..<repainted.height
            let stale = repainted.difference(from: after, rows: client)
            #expect(stale == nil, "after \(change.name) the screen was stale: \(stale ?? "")")
            before = repainted
        }
        #expect(session.terminate() == 0)
    }
}
