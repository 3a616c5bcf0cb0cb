import Foundation
import Testing

/// Every child process is started by `SpawnedProcess`: Foundation's `Process.run()` on this
/// toolchain can crash the parent with SIGSEGV while it looks for the child's highest open
/// descriptor, which once ended whole test runs at random. This reads the sources so that a new
/// use of `Process` fails here rather than one run in five.
@Suite(.onItsOwnThread(minutes: 1))
struct ChildProcessRuleTests {
    /// `Process(`, `Process.run`, `: Process`, `import class Foundation.Process`, not
    /// `ProcessInfo` or names that merely end in "Process".
    static let foundationProcess = try! NSRegularExpression(pattern:
        #"(?<![A-Za-z0-9_.])(Foundation\.)?Process(\s*\(|\.run|\.launchedProcess|\s*[?!]?\s*[,)=\]{]|\s*$)|:\s*Process\b|import\s+class\s+Foundation\.Process"#)

    static func swiftFiles(under folder: String) -> [String] {
        let root = RepositoryPaths.url(folder).path
        let walker = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let entry = walker?.nextObject() as? String {
            if entry.hasSuffix(".swift") { files.append(root + "/" + entry) }
        }
        return files
    }

    static func uses(in text: String) -> [String] {
        text.split(separator: "\n").filter { line in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let text = String(code)
            return foundationProcess.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
        }.map(String.init)
    }

    @Test func theRuleFindsWhatItIsMeantToFind() {
        #expect(Self.uses(in: "let child = Process()").count == 1)
        #expect(Self.uses(in: "let task = Foundation.Process()").count == 1)
        #expect(Self.uses(in: "var running: Process?").count == 1)
        #expect(Self.uses(in: "import class Foundation.Process").count == 1)
        #expect(Self.uses(in: "let pid = ProcessInfo.processInfo.processIdentifier").isEmpty)
        #expect(Self.uses(in: "let child = try SpawnedProcess(path)").isEmpty)
        #expect(Self.uses(in: "// Foundation's Process() crashes").isEmpty)
    }

    @Test func noSourceOrTestStartsAFoundationProcess() throws {
        let files = Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests")
        #expect(files.count > 100, "found only \(files.count) Swift files")
        var offenders: [String] = []
        for file in files where !file.hasSuffix("/ChildProcessRuleTests.swift") {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            offenders += Self.uses(in: text).map { "\(file): \($0)" }
        }
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
