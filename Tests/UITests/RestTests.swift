import Foundation
import Testing

/// Issue 14.2 with the real binary: an idle window draws nothing (its tick stops once the scene
/// is at rest, keyboard hidden or shown), and every kind of change wakes it — the screen after
/// each change is exactly what a full repaint of the same state shows, never a stale frame.
///
/// The app reports when its tick stops and starts (`KEYBOARDCHAT_REPORT_REST`), so the tests
/// wait for rest by the app's word and check that nothing is drawn after it; nothing is timed.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct RestTests {
    struct Report: Equatable {
        var atRest: Bool
        var frame: Int
    }

    static let restPrefix = "keyboard-chat: at rest after frame "
    static let awakePrefix = "keyboard-chat: awake after frame "
    /// How long an idle window is watched for frames.
    static let idleMicroseconds: UInt32 = 2_000_000

    static func reports(_ session: AppSession) -> [Report] {
        session.stderr.split(separator: "\n").compactMap { line in
            if line.hasPrefix(restPrefix) { return Int(line.dropFirst(restPrefix.count)).map { Report(atRest: true, frame: $0) } }
            if line.hasPrefix(awakePrefix) { return Int(line.dropFirst(awakePrefix.count)).map { Report(atRest: false, frame: $0) } }
            return nil
        }
    }

    /// Waits until the app has reported rest more than `count` times and is still at rest.
    @discardableResult
    static func waitForRest(_ session: AppSession, moreThan count: Int) throws -> [Report] {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let reports = reports(session)
            if reports.filter(\.atRest).count > count, reports.last?.atRest == true { return reports }
            usleep(100_000)
        }
        throw TestFailure("the window never came to rest (reports: \(reports(session)); stderr: \(session.stderr))")
    }

    /// Waits for rest as above, then for a moment with no report at all: a burst of typed keys
    /// wakes and rests the window once per key, and the screenshot must come after the last.
    static func waitForQuiet(_ session: AppSession, moreThan count: Int) throws {
        var reports = try waitForRest(session, moreThan: count)
        while true {
            usleep(500_000)
            let now = try waitForRest(session, moreThan: count)
            if now == reports { return }
            reports = now
        }
    }

    static func restCount(_ session: AppSession) -> Int { reports(session).filter(\.atRest).count }

    static func start(_ arguments: [String], scratch: String) throws -> AppSession {
        // No caret blink: GTK's own caret frames would make two screenshots of one state differ.
        var environment = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: scratch)
        environment["KEYBOARDCHAT_REPORT_REST"] = "1"
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
        let hidden = try Self.waitForRest(session, moreThan: 0)
        usleep(Self.idleMicroseconds)
        #expect(Self.reports(session) == hidden, "the idle window drew frames with the keyboard hidden")

        let rest = try session.screenshot(directory + "/rest.png")
        let restTop = try KeyboardFollowTests.keyboardTop(in: rest, column: origin.x + KeyboardFollowTests.barColumn,
                                                          from: origin.y + 500)
        try session.clickFieldUntilTheKeyboardMoves(origin: origin, restTop: restTop, scratch: directory)
        let shown = try Self.waitForRest(session, moreThan: hidden.filter(\.atRest).count)
        usleep(Self.idleMicroseconds)
        #expect(Self.reports(session) == shown, "the idle window drew frames with the keyboard shown")

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
        var act: (AppSession, (x: Int, y: Int)) throws -> Void
    }

    @Test func everyChangeReachesTheScreenOfAnIdleWindow() throws {
        let directory = try makeScratchDirectory("stale")
        let session = try Self.start(["--case", "some"], scratch: directory)
        let origin = try session.windowOrigin()
        try Self.waitForRest(session, moreThan: 0)
        let listPoint = ["mousemove", "\(origin.x + 200)", "\(origin.y + 300)"]
        let changes: [Change] = [
            Change(name: "click the field", rows: 500..<880) { session, origin in
                try session.click(x: origin.x + 120, y: origin.y + 860)
            },
            Change(name: "type a draft that wraps", rows: 300..<880) { session, _ in
                try xdotool(session, ["type", "--delay", "20", "the quick brown fox jumps over the lazy dog twice"])
            },
            Change(name: "send it with Return", rows: 60..<880) { session, _ in try xdotool(session, ["key", "Return"]) },
            Change(name: "Ctrl+D", rows: 60..<880) { session, _ in try xdotool(session, ["key", "ctrl+d"]) },
            Change(name: "Ctrl+D again", rows: 60..<880) { session, _ in try xdotool(session, ["key", "ctrl+d"]) },
            Change(name: "Escape", rows: 500..<880) { session, _ in try xdotool(session, ["key", "Escape"]) },
            Change(name: "Ctrl+3", rows: 60..<500) { session, _ in try xdotool(session, ["key", "ctrl+3"]) },
            Change(name: "wheel up", rows: 60..<400) { session, _ in
                try xdotool(session, listPoint)
                try xdotool(session, ["click", "--repeat", "3", "4"])
            },
            Change(name: "Ctrl+1", rows: 60..<500) { session, _ in try xdotool(session, ["key", "ctrl+1"]) },
            Change(name: "Ctrl+R (resize)", rows: 0..<400) { session, _ in try xdotool(session, ["key", "ctrl+r"]) },
        ]
        var before = try session.screenshot(directory + "/start.png")
        for (number, change) in changes.enumerated() {
            let rests = Self.restCount(session)
            try change.act(session, origin)
            try Self.waitForQuiet(session, moreThan: rests)
            let after = try session.screenshot(directory + "/\(number)-after.png")
            let rows = (origin.y + change.rows.lowerBound)..<(origin.y + change.rows.upperBound)
            #expect(after.difference(from: before, rows: rows) != nil, "\(change.name) changed nothing on screen")
            // The oracle: the debug overlay on and off again repaints the whole stage from the
            // scene as it is; a stale screen differs from that.
            for _ in 0..<2 {
                let settled = Self.restCount(session)
                try xdotool(session, ["key", "ctrl+d"])
                try Self.waitForRest(session, moreThan: settled)
            }
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
