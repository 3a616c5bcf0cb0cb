import Foundation
import Testing
@testable import Keyboard

/// Loading the keyboard's data files at start-up: the shipped files load, and a broken or
/// missing file is a thrown error naming it (and the line and column of broken JSON), where
/// the controller used to stop the process with `preconditionFailure`.
@Suite struct KeyboardResourcesTests {
    /// The repository's `Sources/Keyboard/Resources`, the folder the module bundles.
    static let sourceResources = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appending(path: "Sources/Keyboard/Resources")

    /// A private copy of the shipped resources that a test may break.
    private func copyOfResources() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appending(path: "keyboard-resources-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.sourceResources, to: directory)
        return directory
    }

    @Test func bundledResourcesLoadEveryLayoutAndThePinyinTable() throws {
        let resources = try KeyboardResources.bundled()
        for kind in KeyboardLayoutKind.allCases {
            #expect(resources.layout(kind).kind == kind)
        }
        #expect(resources.layout(.pinyin).height(for: .portrait) == 336)
        #expect(resources.pinyin.candidates(for: "nihao").first == "你好")
    }

    @Test func bundledResourcesAreDecodedOnce() throws {
        let first = try KeyboardResources.bundled().layout(.english)
        let second = try KeyboardResources.bundled().layout(.english)
        #expect(first.frameCache === second.frameCache)
    }

    @Test func aDirectoryWithTheShippedFilesLoadsLikeTheBundle() throws {
        let directory = try copyOfResources()
        defer { try? FileManager.default.removeItem(at: directory) }
        let loaded = try KeyboardResources.load(from: directory)
        let bundled = try KeyboardResources.bundled()
        for kind in KeyboardLayoutKind.allCases {
            #expect(loaded.layout(kind).allKeys == bundled.layout(kind).allKeys)
        }
        #expect(loaded.pinyin.syllableCount == bundled.pinyin.syllableCount)
    }

    @Test func brokenJSONNamesTheFileLineAndColumn() throws {
        let directory = try copyOfResources()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "Layouts/emoji.json")
        // Line 2, column 14 is the comma where the metrics' value should be.
        try Data("{\n  \"metrics\": ,\n  \"rows\": []\n}\n".utf8).write(to: file)
        let error = try #require(throws: KeyboardLayoutError.self) { try KeyboardResources.load(from: directory) }
        #expect(error == .malformed(file: file.path, reason: "not valid JSON",
                                    line: 2, column: 14))
        #expect("\(error)".hasPrefix("keyboard resource '\(file.path):2:14' is malformed: "))
    }

    @Test func aSchemaErrorNamesTheFileAndThePathInIt() throws {
        let directory = try copyOfResources()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "pinyin.json")
        try Data(#"{"syllables": {"ni": 3}, "phrases": {}}"#.utf8).write(to: file)
        let error = try #require(throws: KeyboardLayoutError.self) { try KeyboardResources.load(from: directory) }
        #expect(error == .malformed(file: file.path, reason: "expected String at .syllables.ni"))
    }

    @Test func aMissingFileIsNamed() throws {
        let directory = try copyOfResources()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appending(path: "Layouts/symbols.json")
        try FileManager.default.removeItem(at: file)
        let error = try #require(throws: KeyboardLayoutError.self) { try KeyboardResources.load(from: directory) }
        #expect(error == .missingResource(file: file.path))
        #expect("\(error)" == "keyboard resource '\(file.path)' is missing or cannot be read")
    }

    @Test func syntaxLocationCountsLinesAndCharacters() throws {
        // The worked example of `JSONSyntaxLocation`: the second comma of line 2.
        let comma = try #require(JSONSyntaxLocation(of: Data("{\n  \"a\": 1,,\n}".utf8)))
        #expect(comma.line == 2 && comma.column == 10)
        // Columns count characters, not UTF-8 bytes: "键" is three bytes, one column, so
        // the comma (byte 8) is in column 7.
        let bracket = try #require(JSONSyntaxLocation(of: Data("{\"键\": ,}".utf8)))
        #expect(bracket.line == 1 && bracket.column == 7)
        #expect(JSONSyntaxLocation(of: Data("{\"a\": 1}".utf8)) == nil)
    }
}
