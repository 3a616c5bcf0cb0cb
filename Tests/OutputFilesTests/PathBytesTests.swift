import Foundation
import Testing
import TestSupport
@testable import OutputFiles

/// Paths are bytes: a name that is not UTF-8 survives the trip from the
/// command line to the system call, and is shown escaped.
@Suite struct PathBytesTests {
    @Test func bytesThatAreNotUTF8ComeBackExactly() {
        let samples: [[UInt8]] = [
            [0xFF, 0x2E, 0x63, 0x73, 0x76],                 // \xFF.csv
            [0xC3, 0x41],                                   // a lead byte before ASCII
            [0xE2, 0x82],                                   // a cut-off €
            [0xED, 0xA0, 0x80],                             // an encoded surrogate
            [0xF4, 0x8F, 0xB9, 0x80, 0x2F, 0xFE],           // U+10FE40 (valid, outside the range), then a bad byte
            [0xF4, 0x8F, 0xBA, 0x80],                       // U+10FE80: valid, but in the reserved range
        ]
        for bytes in samples {
            #expect(PathBytes.bytes(of: PathBytes.string(bytes)) == bytes, "\(bytes)")
        }
        // Different bytes never become the same string.
        #expect(PathBytes.string([0xFF]) != PathBytes.string([0xEF, 0xBF, 0xBD]))
        #expect(PathBytes.string([0x80]) != PathBytes.string([0xF4, 0x8F, 0xBA, 0x80]))
    }

    @Test func validUTF8IsTheUsualString() {
        for text in ["trace.csv", "周末 👍/café.png", "e\u{301}", "\u{FFFD}.csv", "\u{10FE40}"] {
            #expect(PathBytes.string(Array(text.utf8)) == text)
            #expect(PathBytes.bytes(of: text) == Array(text.utf8))
        }
    }

    @Test func messagesShowBadBytesAsHex() {
        let name = PathBytes.string([0xFF, 0x2E, 0x63, 0x73, 0x76])
        #expect(PathBytes.visible(name) == "<0xFF>.csv")
        #expect(PathBytes.visible("a\nb\u{A0}" + name) == "a<U+000A>b<U+00A0><0xFF>.csv")
        #expect(PathBytes.visible("\u{FFFD}.csv") == "<U+FFFD>.csv")
        #expect(InputError(file: name, line: 2, "bad").description == "<0xFF>.csv:2: bad")
    }

    @Test func splitTakesTheLastComponent() {
        #expect(PathBytes.split("a/b/c.png") == ("a/b", "c.png"))
        #expect(PathBytes.split("rec/") == (".", "rec"))
        #expect(PathBytes.split("a//rec//") == ("a", "rec"))
        #expect(PathBytes.split("/rec") == ("/", "rec"))
        #expect(PathBytes.split("rec") == (".", "rec"))
        #expect(PathBytes.split(".") == (".", "."))
        #expect(PathBytes.split("/") == ("/", ""))
    }

    /// The file named by bytes is the one every call reaches, and a listing
    /// gives back the same string; `\u{FFFD}.csv` beside it is another file.
    @Test func systemCallsReachTheFileNamedByTheBytes() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try Data("lookalike".utf8).write(to: URL(fileURLWithPath: directory + "/\u{FFFD}.csv"))
        let name = PathBytes.string([0xFF, 0x2E, 0x63, 0x73, 0x76])
        let path = directory + "/" + name
        try AtomicFile.write(Data("mine".utf8), to: path)
        #expect(FileStatus.of(path).kind == .regular)
        #expect(PathCalls.entries(of: directory)?.sorted() == ["\u{FFFD}.csv", name].sorted())
        #expect(try String(contentsOfFile: directory + "/\u{FFFD}.csv", encoding: .utf8) == "lookalike")
        #expect(try InputFile.read(path: path, limit: 100, noun: "a file", kind: "files") == Array("mine".utf8))
        // The raw bytes, as the C library sees them.
        let raw = Array(directory.utf8) + [0x2F, 0xFF, 0x2E, 0x63, 0x73, 0x76, 0]
        var info = stat()
        #expect(raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } } == 0)
        #expect(info.st_size == 4)
    }
}
