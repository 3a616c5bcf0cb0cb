import ChatDemoCore
import Foundation

/// Reads a `--trace` CSV back, checking its header.
func readTrace(_ path: String) throws -> [TraceRow] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var lines = text.split(separator: "\n")
    guard lines.first.map(String.init) == TraceRow.csvHeader else {
        throw TestFailure("\(path): unexpected header \(lines.first ?? "")")
    }
    lines.removeFirst()
    return try lines.enumerated().map { offset, line in
        guard let row = TraceRow(csvLine: line) else { throw TestFailure("\(path):\(offset + 2): cannot parse '\(line)'") }
        return row
    }
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
