import Foundation

/// A JSON value as it was written: a number stays a number, `true` stays a boolean, so a test can
/// tell a numeric argument from anything else (Foundation's `JSONSerialization` makes both NSNumber).
enum JSONValue: Decodable, Equatable {
    case number(Double), string(String), bool(Bool), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null } else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let string = try? container.decode(String.self) { self = .string(string) }
        else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
    var object: [String: JSONValue]? { if case .object(let value) = self { value } else { nil } }
    /// A number that is a whole number (a time stamp in µs, a pid).
    var wholeNumber: Int? { number.flatMap { $0.rounded() == $0 ? Int(exactly: $0) : nil } }
}

/// One event of a Trace Event Format file, checked against the format's rules as it is read.
struct TraceEvent {
    let name: String
    let ph: String
    let pid: Int
    let tid: Int
    /// Whole microseconds; nil for metadata.
    let ts: Int?
    let dur: Int?
    /// Numeric arguments; a metadata event's `name` argument is in `label`.
    let args: [String: Double]
    let label: String?
    let scope: String?
}

/// Reads a `--trace-events` file by the format's rules (the JSON object form, one event a line)
/// and throws `TestFailure` naming the line of the first event that breaks one: the required
/// fields (`name`, `ph`, `pid`, `tid`, `ts` but for metadata), `ph` one of `M`, `C`, `i` and
/// `X`, time stamps and durations in whole µs, every argument a number (a metadata event's
/// `name` a string), `s: "t"` on every instant, and a name for every process and thread used.
func readTraceEvents(_ path: String) throws -> [TraceEvent] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let document = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    guard case .array(let all)? = document.object?["traceEvents"] else { throw TestFailure("\(path): no traceEvents array") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The opening line, one event a line, the closing line and the file's final line break.
    guard lines.count == all.count + 3, lines.last == "" else {
        throw TestFailure("\(path): \(all.count) events on \(lines.count) lines, not one event a line")
    }
    var events: [TraceEvent] = []
    for (index, value) in all.enumerated() {
        let line = lines[index + 1]
        let alone = try JSONDecoder().decode(JSONValue.self, from: Data((line.hasSuffix(",") ? line.dropLast() : line).utf8))
        guard alone == value, let fields = value.object else { throw TestFailure("line \(index + 2) is not its event alone: \(line)") }
        events.append(try traceEvent(fields, line: "line \(index + 2): \(line)"))
    }
    let processes = Set(events.filter { $0.name == "process_name" }.map(\.pid))
    let threads = Set(events.filter { $0.name == "thread_name" }.map { [$0.pid, $0.tid] })
    for event in events where event.ph != "M" {
        guard processes.contains(event.pid) else { throw TestFailure("process \(event.pid) has no process_name") }
        guard threads.contains([event.pid, event.tid]) else { throw TestFailure("thread \(event.pid)/\(event.tid) has no thread_name") }
    }
    return events
}

private func traceEvent(_ fields: [String: JSONValue], line: String) throws -> TraceEvent {
    guard let name = fields["name"]?.string, !name.isEmpty, let ph = fields["ph"]?.string,
          let pid = fields["pid"]?.wholeNumber, let tid = fields["tid"]?.wholeNumber else {
        throw TestFailure("\(line): name, ph, pid and tid are required")
    }
    guard ["M", "C", "i", "X"].contains(ph) else { throw TestFailure("\(line): ph \(ph) is not one this file writes") }
    guard let argsObject = fields["args"]?.object else { throw TestFailure("\(line): no args") }
    if ph == "M" {
        guard ["process_name", "thread_name"].contains(name), let label = argsObject["name"]?.string, !label.isEmpty,
              argsObject.count == 1 else { throw TestFailure("\(line): metadata names a process or a thread") }
        return TraceEvent(name: name, ph: ph, pid: pid, tid: tid, ts: nil, dur: nil, args: [:], label: label, scope: nil)
    }
    guard let ts = fields["ts"]?.wholeNumber, ts >= 0 else { throw TestFailure("\(line): ts is not whole microseconds") }
    var args: [String: Double] = [:]
    for (key, value) in argsObject {
        guard let number = value.number else { throw TestFailure("\(line): argument \(key) is not a number") }
        args[key] = number
    }
    let dur = fields["dur"]?.wholeNumber
    if ph == "X", (dur ?? -1) < 0 { throw TestFailure("\(line): a complete event needs dur in whole microseconds") }
    let scope = fields["s"]?.string
    if ph == "i", scope != "t" { throw TestFailure("\(line): an instant is thread-scoped (s: t)") }
    return TraceEvent(name: name, ph: ph, pid: pid, tid: tid, ts: ts, dur: dur, args: args, label: nil, scope: scope)
}
