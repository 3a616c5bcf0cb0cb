import ChatDemoCore
import Foundation
import Testing

/// Paths are bytes: a name that is not UTF-8 is the file the app opens and
/// writes, byte for byte, and messages show its bytes escaped. (Swift's
/// `CommandLine.arguments` turns such bytes into U+FFFD, another file.)
/// The arguments go through bash's `$'\xFF'`, which a Swift `String` argument cannot carry.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct NonUTF8PathTests {
    /// Runs `keyboard-chat ARGUMENTS` in `directory`; ARGUMENTS is bash text.
    static func run(_ arguments: String, in directory: String, display: String? = nil) throws -> CommandResult {
        try runCommand(URL(fileURLWithPath: "/bin/bash"), ["-c", "cd \"$1\" && exec \"$0\" \(arguments)", appBinary.path, directory],
                       display: display, timeout: 120)
    }

    /// `directory/NAME` with NAME's raw bytes, as a C string.
    static func withRawPath<R>(_ name: [UInt8], in directory: String, _ body: (UnsafePointer<CChar>) -> R) -> R {
        (Array(directory.utf8) + [0x2F] + name + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }

    static func create(_ name: [UInt8], in directory: String, contents: String) throws {
        let descriptor = withRawPath(name, in: directory) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { throw TestFailure("cannot create \(name): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw TestFailure("cannot write \(name)") }
    }

    static func read(_ name: [UInt8], in directory: String) -> String? {
        let descriptor = withRawPath(name, in: directory) { open($0, O_RDONLY) }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data = [UInt8](repeating: 0, count: 1 << 20)
        let count = Glibc.read(descriptor, &data, data.count)
        return count < 0 ? nil : String(decoding: data.prefix(count), as: UTF8.self)
    }

    static func kind(_ name: [UInt8], in directory: String) -> mode_t? {
        var info = stat()
        return withRawPath(name, in: directory) { lstat($0, &info) } == 0 ? info.st_mode & S_IFMT : nil
    }

    static let ffScript: [UInt8] = [0xFF] + Array(".script".utf8)
    static let ffCSV: [UInt8] = [0xFF] + Array(".csv".utf8)

    /// The script named `\xFF.script` is read (its bad line is reported, not
    /// "no such file"), and a FIFO named `\xFF.csv` is refused by that name.
    @Test func inputsAndRefusalsNameTheFileByItsBytes() throws {
        let directory = try makeScratchDirectory("non-utf8-names")
        try Self.create(Self.ffScript, in: directory, contents: "bogus\n")
        let script = try Self.run("--script $'\\xff.script'", in: directory)
        #expect(script.status == 2, "\(script.stderr)")
        #expect(script.stderr.contains("keyboard-chat: <0xFF>.script:1"), "\(script.stderr)")
        #expect(!script.stderr.contains("no such file"), "\(script.stderr)")
        #expect(Self.withRawPath(Self.ffCSV, in: directory) { mkfifo($0, 0o600) } == 0)
        let fifo = try Self.run("--trace $'\\xff.csv'", in: directory)
        #expect(fifo.status == 2, "\(fifo.stderr)")
        #expect(fifo.stderr.contains("keyboard-chat: <0xFF>.csv: is a FIFO, not a regular file"), "\(fifo.stderr)")
        #expect(Self.kind(Self.ffCSV, in: directory) == S_IFIFO)
    }

    /// `--trace $'\xFF.csv'` and `--record $'\xFE-rec'` write exactly those
    /// names; `\u{FFFD}.csv`, which `\xFF` used to become, is left alone.
    @Test func outputsAreWrittenUnderTheirBytes() throws {
        let directory = try makeScratchDirectory("non-utf8-outputs")
        try "keep\n".write(toFile: directory + "/\u{FFFD}.csv", atomically: true, encoding: .utf8)
        _ = try writeScript(["tap input", "wait 200", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try Self.run("--script script.txt --trace $'\\xff.csv' --record $'\\xfe-rec'", in: directory, display: display.name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: directory + "/\u{FFFD}.csv", encoding: .utf8) == "keep\n")
        let trace = Self.read(Self.ffCSV, in: directory) ?? ""
        #expect(trace.hasPrefix(TraceRow.csvHeader + "\n"), "\(trace.prefix(200))")
        let folder: [UInt8] = [0xFE] + Array("-rec".utf8)
        #expect(Self.kind(folder, in: directory) == S_IFDIR)
        #expect(Self.read(folder + Array("/trace.csv".utf8), in: directory) == trace)
        #expect(Self.kind(folder + Array("/filmstrip.png".utf8), in: directory) == S_IFREG)
        #expect(Self.kind(folder + Array("/frame-0000.png".utf8), in: directory) == S_IFREG)
    }
}
