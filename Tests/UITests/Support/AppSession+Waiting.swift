import ChatDemoCore
import Foundation

/// Waiting for the app by its own word, never for a fixed time: a test acts,
/// then waits until what the app reports shows the state it needs. On a
/// loaded machine that takes longer and still passes; when the state never
/// comes the test fails naming what it waited for, with the app's last words.
///
/// What the app reports (AppSession turns all three on):
/// - `KEYBOARDCHAT_REPORT_REST`: "keyboard-chat: awake after frame N" when its
///   tick starts, "keyboard-chat: at rest after frame N" when it stops (the
///   frame it made last);
/// - `--trace`: one row per frame, written after the frame is painted;
/// - `KEYBOARDCHAT_REPORT_DRAFT`: "keyboard-chat: draft of N characters"
///   after every change to the draft.
///
/// So "at rest, and the frame it rested on painted" is the screen a person
/// would see once everything has stopped moving.
extension AppSession {
    static let defaultTimeout: TimeInterval = 60
    /// How often a condition is checked: a poll, not a wait for the state.
    static let pollMicroseconds: useconds_t = 20_000
    /// How long an exited app's stderr may take to reach its end.
    static let drainTimeout: TimeInterval = 10
    /// How many of the app's last stderr lines a failure shows.
    static let linesShownOnFailure = 12

    /// Polls `condition` until it holds; throws a `TestFailure` naming `what`
    /// (and showing the app's last words) when `timeout` passes first, or at
    /// once when the app has exited without the condition holding.
    func waitFor(_ what: String, timeout: TimeInterval = AppSession.defaultTimeout, until condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(Patience.stretched(timeout))
        while try !condition() {
            if !isRunning {
                // Its last words may still be in the pipe, and may be what we wait for.
                let drained = Date().addingTimeInterval(Self.drainTimeout)
                while !stderrHasEnded && Date() < drained { usleep(Self.pollMicroseconds) }
                if try condition() { return }
                throw TestFailure("the app exited while the test waited for \(what)\n\(recentActivity)")
            }
            guard Date() < deadline else {
                throw TestFailure("timed out after \(Int(Patience.stretched(timeout))) s waiting for \(what)\n\(recentActivity)")
            }
            usleep(Self.pollMicroseconds)
        }
    }

    /// The app's complete stderr lines so far (a line still being written is left out).
    var errorLines: [Substring] {
        let text = stderr
        guard let end = text.lastIndex(of: "\n") else { return [] }
        return text[..<end].split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A place in the app's stderr: reports after it are news to a test that took it.
    var mark: Int { errorLines.count }

    /// The rest and wake reports so far, oldest first.
    var tickReports: [TickReport] { errorLines.compactMap(TickReport.init) }

    /// The last row of the trace written so far: the last frame painted; nil before the first.
    var lastPaintedRow: TraceRow? { lastTraceRow(of: tracePath, writtenBy: processIdentifier) }

    var paintedFrame: Int? { lastPaintedRow?.frame }

    /// Waits until the window is at rest and the frame it rested on is painted. With `mark`,
    /// the rest must be reported after it: the window woke since, and settled again. With
    /// `painted`, the trace row of that frame must satisfy it too (a resize, say, shows in
    /// the bar's bottom).
    func waitForRest(_ what: String, since mark: Int = 0, timeout: TimeInterval = AppSession.defaultTimeout,
                     painted: (TraceRow) -> Bool = { _ in true }) throws {
        try waitFor(what, timeout: timeout) {
            isPainted(Self.restingFrame(errorLines.dropFirst(mark)), painted)
        }
    }

    /// Does `action`, which must change something on screen, and waits until
    /// the window has woken for it and come to rest again. It waits for rest
    /// first, so a rest left over from before cannot pass for the new one.
    func settle(_ what: String, timeout: TimeInterval = AppSession.defaultTimeout,
                painted: (TraceRow) -> Bool = { _ in true }, _ action: () throws -> Void) throws {
        try waitForRest("the window at rest before \(what)", timeout: timeout)
        let before = mark
        try action()
        try waitForRest("the window at rest after \(what)", since: before, timeout: timeout, painted: painted)
    }

    /// Waits until the draft's last change (after `mark`) left it `length`
    /// characters long, and the window came to rest after that change: every
    /// key of a burst has arrived and been drawn.
    func waitForDraft(length: Int, since mark: Int, timeout: TimeInterval = AppSession.defaultTimeout) throws {
        try waitFor("a draft of \(length) characters, then rest", timeout: timeout) {
            let lines = errorLines.dropFirst(mark)
            guard let change = lines.lastIndex(where: { $0.hasPrefix(Self.draftPrefix) }),
                  lines[change] == "\(Self.draftPrefix)\(length) characters" else { return false }
            return isPainted(Self.restingFrame(lines[(change + 1)...]))
        }
    }

    static let draftPrefix = "keyboard-chat: draft of "

    /// The frame the window rests on if its last tick report in `lines` is a rest.
    static func restingFrame(_ lines: ArraySlice<Substring>) -> Int? {
        for line in lines.reversed() {
            if let report = TickReport(line) { return report.atRest ? report.frame : nil }
        }
        return nil
    }

    /// Whether `frame` (the one the window rests on) is painted, and the last painted row satisfies `condition`.
    private func isPainted(_ frame: Int?, _ condition: (TraceRow) -> Bool = { _ in true }) -> Bool {
        guard let frame, let painted = lastPaintedRow else { return false }
        return painted.frame >= frame && condition(painted)
    }

    /// For a failure message: whether the app runs, its last stderr lines, its last painted frame.
    var recentActivity: String {
        let state = isRunning ? "the app is running" : "the app has exited"
        let lines = errorLines.suffix(Self.linesShownOnFailure).joined(separator: "\n  ")
        return "\(state); last painted frame: \(paintedFrame.map(String.init) ?? "none"); its last stderr lines:\n  \(lines)"
    }
}

/// One `KEYBOARDCHAT_REPORT_REST` line: the tick stopped (at rest) or started, after `frame`.
struct TickReport: Equatable {
    static let restPrefix = "keyboard-chat: at rest after frame "
    static let awakePrefix = "keyboard-chat: awake after frame "

    var atRest: Bool
    var frame: Int

    init(atRest: Bool, frame: Int) {
        self.atRest = atRest
        self.frame = frame
    }

    init?(_ line: Substring) {
        if line.hasPrefix(Self.restPrefix), let frame = Int(line.dropFirst(Self.restPrefix.count)) {
            self.init(atRest: true, frame: frame)
        } else if line.hasPrefix(Self.awakePrefix), let frame = Int(line.dropFirst(Self.awakePrefix.count)) {
            self.init(atRest: false, frame: frame)
        } else {
            return nil
        }
    }
}

extension AppSession {
    /// A screenshot once two in a row agree, so nothing is caught mid-slide or mid-fade.
    func settledScreenshot(path: String) throws -> PixelImage {
        var previous = try screenshot(path + "-0.png")
        var attempt = 0
        try waitFor("two screenshots in a row to agree") {
            attempt += 1
            let next = try screenshot(path + "-\(attempt).png")
            defer { previous = next }
            return next.difference(from: previous) == nil
        }
        return previous
    }
}
