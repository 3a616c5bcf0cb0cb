/// What a presented frame's `ph: "X"` slice lasts, and how that was known: the frame's real
/// cost where it was measured (from the tick's start to the frame clock's after-paint), or, in a
/// deterministic recording where time is virtual, the frame interval.
public enum TraceFrameCost: Equatable, Sendable {
    case measured(microseconds: Int)
    case frameInterval(microseconds: Int)

    /// A recording's fixed step (seconds) as a slice length: whole microseconds rounded down, so
    /// slices of frames whose time stamps were rounded to the microsecond never overlap.
    public static func interval(seconds: Double) -> TraceFrameCost {
        .frameInterval(microseconds: Int((seconds * 1_000_000).rounded(.down)))
    }

    var microseconds: Int {
        switch self {
        case .measured(let value), .frameInterval(let value): value
        }
    }

    /// The slice's `paint_measured` argument: 1 when `dur` is the measured cost, 0 when it is the interval.
    var measuredFlag: Int {
        if case .measured = self { return 1 }
        return 0
    }
}

/// One window's frames as Trace Event Format JSON events, one event a line (Perfetto,
/// chrome://tracing; docs/OUTPUTS.md): the window is a process (`pid`), each pane a thread
/// (`tid` 1 for the lead, then left to right), both named by `ph: "M"` metadata; each frame
/// gives every pane a counter event (`ph: "C"`, named `pane N`) of the trace's numbers, the
/// keyboard's events as thread-scoped instants (`ph: "i"`) on every pane, and the lead a
/// complete event (`ph: "X"`, named `frame`).
///
/// A frame's slice is written with the next frame (or by `finish()`), so that it can end where
/// the next one begins: slices on one track must not overlap (Perfetto drops a slice that ends
/// inside another's successor), and a measured cost can outlast the frame clock's step to the
/// next frame when that frame's time was smoothed. Its `paint_us` argument keeps the whole cost.
///
/// Time stamps are whole microseconds, from the same reading as the `--trace` row's
/// `time_ms` (the same rounding, so `ts` is `time_ms` × 1000 exactly), and every argument is a
/// number: Perfetto counts any other counter argument as a parse failure.
///
///     var window = TraceEventsWindow(pid: 1, name: "keyboard-chat window 1")
///     window.lines(frame: 12, rows: [row], trackNames: ["pane 1: always, ios, some"],
///                  events: [.willShow], cost: .measured(microseconds: 900))
///     // process_name, thread_name, then the counter, the instant and the slice
///
/// - Complexity: `lines` O(panes + events).
public struct TraceEventsWindow: Sendable {
    public let pid: Int
    private let name: String
    private var namedProcess = false
    /// Each pane's name as last written: a pane whose strategy, platform or case changes is
    /// named again, and the viewer shows the latest name.
    private var trackNames: [String] = []
    /// The newest frame's slice, written once the next frame's time is known.
    private var heldSlice: (frame: Int, ts: Int, cost: TraceFrameCost)?

    public init(pid: Int, name: String) {
        self.pid = pid
        self.name = name
    }

    /// The events of presented frame `frame`: `rows` one per pane, lead first (their time is the
    /// frame's); `trackNames` each pane's thread name; `events` what happened to the motion in
    /// this frame; `cost` the frame slice's length.
    public mutating func lines(frame: Int, rows: [TraceRow], trackNames names: [String], events: [MotionEvent.Kind],
                               cost: TraceFrameCost) -> [String] {
        var lines: [String] = []
        if !namedProcess {
            lines.append(Self.metadata("process_name", pid: pid, tid: 0, name: name))
            namedProcess = true
        }
        for (index, name) in names.enumerated() where index >= trackNames.count || trackNames[index] != name {
            lines.append(Self.metadata("thread_name", pid: pid, tid: index + 1, name: name))
        }
        trackNames = names
        guard let first = rows.first else { return lines }
        let ts = Self.microseconds(first.timeMilliseconds)
        lines += finish(before: ts)
        for (index, row) in rows.enumerated() {
            lines.append(Self.event(name: "pane \(index + 1)", ph: "C", ts: ts, tid: index + 1, pid: pid,
                                    args: Self.counters(row)))
        }
        for kind in events {
            for tid in 1...rows.count {
                lines.append(Self.event(name: kind.label, ph: "i", ts: ts, tid: tid, pid: pid, scope: "t",
                                        args: [("frame", String(frame))]))
            }
        }
        heldSlice = (frame, ts, cost)
        return lines
    }

    /// The newest frame's slice, now that no frame follows (the run or the window ends).
    public mutating func finish() -> [String] {
        finish(before: nil)
    }

    /// The held slice, ending no later than `next` (the next frame's time stamp).
    private mutating func finish(before next: Int?) -> [String] {
        guard let held = heldSlice else { return [] }
        heldSlice = nil
        let duration = next.map { min(held.cost.microseconds, max(0, $0 - held.ts)) } ?? held.cost.microseconds
        var args = [("frame", String(held.frame)), ("paint_measured", String(held.cost.measuredFlag))]
        if case .measured(let microseconds) = held.cost { args.append(("paint_us", String(microseconds))) }
        return [Self.event(name: "frame", ph: "X", ts: held.ts, tid: 1, pid: pid, duration: duration, args: args)]
    }

    /// The counter names of a pane's counter event, in the order written.
    public static let counterNames = ["keyboard_top", "bar_bottom", "list_shift", "content_shift", "gap"]

    /// A row's counters, with the `--trace` file's own digits. A shift that is not a finite
    /// number is left out of that frame's event (JSON has no such number), never written as text.
    static func counters(_ row: TraceRow) -> [(String, String)] {
        var args = [("keyboard_top", String(row.keyboardTop)), ("bar_bottom", String(row.barBottom))]
        if row.listShift.isFinite { args.append(("list_shift", TraceRow.format(row.listShift))) }
        if row.contentShift.isFinite { args.append(("content_shift", TraceRow.format(row.contentShift))) }
        args.append(("gap", String(row.barBottom - row.keyboardTop)))
        return args
    }

    /// `time_ms` as the CSV writes it, in whole microseconds.
    static func microseconds(_ milliseconds: Double) -> Int {
        guard milliseconds.isFinite, abs(milliseconds) < 9e12 else { return 0 }
        return Int((milliseconds * 1000).rounded())
    }

    static func metadata(_ kind: String, pid: Int, tid: Int, name: String) -> String {
        "{\"name\":\"\(kind)\",\"ph\":\"M\",\"pid\":\(pid),\"tid\":\(tid),\"args\":{\"name\":\(TraceEventsDocument.quoted(name))}}"
    }

    static func event(name: String, ph: String, ts: Int, tid: Int, pid: Int, scope: String? = nil, duration: Int? = nil,
                      args: [(String, String)]) -> String {
        var text = "{\"name\":\(TraceEventsDocument.quoted(name)),\"ph\":\"\(ph)\",\"ts\":\(ts)"
        if let duration { text += ",\"dur\":\(duration)" }
        text += ",\"pid\":\(pid),\"tid\":\(tid)"
        if let scope { text += ",\"s\":\"\(scope)\"" }
        text += ",\"args\":{" + args.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}}"
        return text
    }
}

/// A Trace Event Format document written as it grows: the opening line, then one event a
/// line, then the closing line. Each event's separating comma is written once the next event
/// comes (the last one is held back), so the text is valid JSON when closed and every line but
/// the first and the last is exactly one event (with a comma after it).
///
///     var document = TraceEventsDocument()
///     document.opening + document.add("{…a…}") + document.add("{…b…}") + document.closing()
///     // {"displayTimeUnit":"ms","traceEvents":[\n{…a…},\n{…b…}\n]}\n
public struct TraceEventsDocument: Sendable {
    public let opening = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"
    private var held: String?

    public init() {}

    /// What to write now for event line `line`: the event before it, with its comma.
    public mutating func add(_ line: String) -> String {
        defer { held = line }
        return held.map { $0 + ",\n" } ?? ""
    }

    /// The last event and the end of the document.
    public func closing() -> String {
        (held.map { $0 + "\n" } ?? "") + "]}\n"
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20: result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
