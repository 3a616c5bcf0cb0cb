import Foundation

/// The shared JSON samples (`Tests/StrictJSONTests/Samples`): valid files and files broken in
/// each way a strict reader must refuse, each with what every reader must say of it
/// (`expected.tsv`). StrictJSON's own tests and the readers built on it (conversation files,
/// profiles, Telegram exports) run the same samples, so they are held to one verdict.
///
///     for sample in StrictJSONSample.all { sample.bytes; sample.verdict }
///     // bad-utf8.json: .refused(line: 2, column: 78, "the file is not valid UTF-8")
public struct StrictJSONSample: Sendable, CustomStringConvertible {
    /// What a strict reader says: the text is JSON, or where and why it stops being JSON.
    public enum Verdict: Equatable, Sendable {
        case valid
        case refused(line: Int, column: Int, message: String)
    }

    public let name: String
    public let path: String
    public let bytes: [UInt8]
    public let verdict: Verdict

    public var description: String { name }

    /// The folder the samples live in.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("StrictJSONTests/Samples").path

    /// Every sample in `expected.tsv`, in its order; a line that cannot be read stops the test
    /// run with its text, so a typo never drops a sample silently.
    public static let all: [StrictJSONSample] = {
        let table: String
        do {
            table = try String(contentsOfFile: folder + "/expected.tsv", encoding: .utf8)
        } catch {
            preconditionFailure("cannot read \(folder)/expected.tsv: \(error)")
        }
        return table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let verdict: Verdict
            if fields.count == 2, fields[1] == "valid" {
                verdict = .valid
            } else if fields.count == 4, let row = Int(fields[1]), let column = Int(fields[2]) {
                verdict = .refused(line: row, column: column, message: fields[3])
            } else {
                preconditionFailure("unreadable line in expected.tsv: \(line)")
            }
            let path = folder + "/" + fields[0]
            guard let data = FileManager.default.contents(atPath: path) else { preconditionFailure("missing sample \(path)") }
            return StrictJSONSample(name: fields[0], path: path, bytes: Array(data), verdict: verdict)
        }
    }()
}
