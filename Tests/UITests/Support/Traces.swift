import ChatDemoCore
import Foundation

/// Reads a `--trace` CSV back, checking its header.
func readTrace(_ path: String) throws -> [TraceRow] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = text.split(separator: "\n")
    guard let header = lines.first.map(String.init),
          [TraceRow.csvHeader, TraceRow.csvHeader(detailed: true)].contains(header) else {
        throw TestFailure("\(path): unexpected header \(lines.first ?? "")")
    }
    lines.removeFirst()
    return try lines.enumerated().map { offset, line in
        guard let row = TraceRow(csvLine: line) else { throw TestFailure("\(path):\(offset + 2): cannot parse '\(line)'") }
        return row
    }
}

/// The last complete row of the `--trace` at `path` that process `pid` is
/// writing (it streams into `.NAME.PID.TOKEN.partial` beside `path`, renamed
/// at exit): the last frame it has painted. Nil before the first row.
func lastTraceRow(of path: String, writtenBy pid: Int32) -> TraceRow? {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = ".\(url.lastPathComponent).\(pid)."
    let partial = Recordings.names(in: folder).first { $0.hasPrefix(prefix) && $0.hasSuffix(".partial") }
    guard let data = FileManager.default.contents(atPath: partial.map { folder + "/" + $0 } ?? path) else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    // A row still being written has no newline yet: the one before it is the last whole row.
    guard let lastNewline = text.lastIndex(of: "\n") else { return nil }
    let complete = text[..<lastNewline]
    let lastRow = complete.lastIndex(of: "\n").map { complete[complete.index(after: $0)...] } ?? complete
    return TraceRow(csvLine: lastRow) ?? firstPane(ofCompareRow: lastRow)
}

/// A `--compare` trace row's first pane (its frame and time are every pane's), nil for anything else.
private func firstPane(ofCompareRow line: Substring) -> TraceRow? {
    let fields = line.split(separator: ",", omittingEmptySubsequences: false).count
    // A pane's columns: the five standard ones after frame and time, nine with `--trace-detail`.
    for paneColumns in [5, 9] where fields >= 2 + 2 * paneColumns && (fields - 2) % paneColumns == 0 {
        if let row = CompareTraceRow(csvLine: line, paneCount: (fields - 2) / paneColumns) { return row.panes.first }
    }
    return nil
}

/// Writes a script file and returns its path.
func writeScript(_ lines: [String], in directory: String, name: String = "script.txt") throws -> String {
    let path = directory + "/" + name
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Runs the app headless on a private display with a script and a trace,
/// returning the trace rows. `recorded` runs it under `--record` instead, whose
/// clock advances exactly 1/60 s per frame: a test that compares motion across
/// frames (velocities, the frame at a fraction of the run) then reads the same
/// numbers however busy the machine is.
func traceOfScript(_ lines: [String], arguments: [String] = [], name: String, recorded: Bool = false) throws -> [TraceRow] {
    let directory = try makeScratchDirectory(name)
    let script = try writeScript(lines, in: directory)
    let display = try TestDisplay()
    let output = recorded ? ["--record", directory + "/recording"] : ["--trace", directory + "/trace.csv"]
    let tracePath = recorded ? directory + "/recording/trace.csv" : directory + "/trace.csv"
    let result = try runApp(arguments + ["--script", script] + output, display: display.name, timeout: 120)
    guard result.status == 0 else { throw TestFailure("exit \(result.status): \(result.stderr)") }
    guard !result.stderr.contains("CRITICAL"), !result.stderr.contains("WARNING") else {
        throw TestFailure("GTK complained: \(result.stderr)")
    }
    return try readTrace(tracePath)
}
