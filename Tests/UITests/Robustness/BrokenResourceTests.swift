import Foundation
import Testing

/// The real binary with a broken keyboard data file beside it: it says which file, line and
/// column, and exits 1 before any window (no display needed), where it used to stop with
/// `preconditionFailure` once the keyboard was first built.
@Suite(.onItsOwnThread()) struct BrokenResourceTests {
    /// A copy of the binary and its resource bundles in a fresh folder: the copy reads the
    /// bundles beside it, so breaking them leaves the build untouched.
    private func copyOfTheApp() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "keyboard-chat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let built = appBinary.deletingLastPathComponent()
        let names = try FileManager.default.contentsOfDirectory(atPath: built.path).filter { $0.hasSuffix(".resources") }
        for name in names + [appBinary.lastPathComponent] {
            try FileManager.default.copyItem(at: built.appending(path: name), to: directory.appending(path: name))
        }
        return directory
    }

    private static let layoutsFolder = "KeyboardChat_Keyboard.resources/Resources/Layouts"

    @Test func aMalformedLayoutIsNamedWithItsLineAndColumn() throws {
        let app = try copyOfTheApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let file = app.appending(path: "\(Self.layoutsFolder)/emoji.json")
        try Data("{\n  \"metrics\": ,\n}\n".utf8).write(to: file)
        let result = try runCommand(app.appending(path: appBinary.lastPathComponent), [])
        #expect(result.status == 1)
        #expect(result.stderr == "keyboard-chat: keyboard resource '\(file.path):2:14' is malformed: not valid JSON\n")
    }

    @Test func aMissingPinyinTableIsNamed() throws {
        let app = try copyOfTheApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let file = app.appending(path: "KeyboardChat_Keyboard.resources/Resources/pinyin.json")
        try FileManager.default.removeItem(at: file)
        let result = try runCommand(app.appending(path: appBinary.lastPathComponent), [])
        #expect(result.status == 1)
        #expect(result.stderr == "keyboard-chat: keyboard resource '\(file.path)' is missing or cannot be read\n")
    }
}
