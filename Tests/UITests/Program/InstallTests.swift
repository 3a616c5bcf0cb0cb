import ChatDemoCore
import Foundation
import Testing

/// `./run.sh install` and `./run.sh uninstall` into scratch trees: install writes the binary,
/// the desktop entry, icon, metainfo, man page and completions; uninstall leaves the tree
/// exactly as it was; neither ever removes or replaces a file that install did not write.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct InstallTests {
    static let runScript = PackagingTests.repository.appendingPathComponent("run.sh").path
    static var build: String { appBinary.deletingLastPathComponent().path }

    /// Every entry under `root`: its kind, and a file's bytes or a link's target.
    static func snapshot(_ root: String) throws -> [String: String] {
        var entries: [String: String] = [:]
        let manager = FileManager.default
        guard let walker = manager.enumerator(atPath: root) else { return [:] }
        for case let relative as String in walker {
            let path = root + "/" + relative
            let attributes = try manager.attributesOfItem(atPath: path)
            switch attributes[.type] as? FileAttributeType {
            case .typeSymbolicLink?: entries[relative] = "link " + (try manager.destinationOfSymbolicLink(atPath: path))
            case .typeDirectory?: entries[relative] = "folder"
            default: entries[relative] = "file " + (manager.contents(atPath: path)?.base64EncodedString() ?? "unreadable")
            }
        }
        return entries
    }

    func run(_ arguments: [String], home: String) throws -> CommandResult {
        try runCommand(URL(fileURLWithPath: "/bin/bash"), [Self.runScript] + arguments,
                       environment: ["HOME": home, "XDG_DATA_HOME": ""], timeout: 120)
    }

    static func installedFiles(under share: String, lib: String) -> [String] {
        let id = AppIdentity.applicationID
        return [lib + "/keyboard-chat", share + "/applications/\(id).desktop",
                share + "/icons/hicolor/scalable/apps/\(id).svg", share + "/metainfo/\(id).metainfo.xml",
                share + "/man/man1/keyboard-chat.1", share + "/bash-completion/completions/keyboard-chat",
                share + "/zsh/site-functions/_keyboard-chat", share + "/fish/vendor_completions.d/keyboard-chat.fish"]
    }

    @Test func installThenUninstallInHomeLeavesTheTreeAsItWas() throws {
        let home = try makeScratchDirectory("install-round-trip")
        // The user's own things beside ours, which neither step may touch.
        try FileManager.default.createDirectory(atPath: home + "/.local/share/applications", withIntermediateDirectories: true)
        try "[Desktop Entry]\nName=Mine\n".write(toFile: home + "/.local/share/applications/mine.desktop", atomically: true, encoding: .utf8)
        let before = try Self.snapshot(home)

        let install = try run(["install", "--from", Self.build], home: home)
        #expect(install.status == 0, "install: \(install.stderr)")
        for file in Self.installedFiles(under: home + "/.local/share", lib: home + "/.local/lib/keyboard-chat") {
            #expect(FileManager.default.fileExists(atPath: file), "install did not write \(file)")
        }
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: home + "/.local/bin/keyboard-chat")
        #expect(link == home + "/.local/lib/keyboard-chat/keyboard-chat")
        let installed = try runCommand(URL(fileURLWithPath: home + "/.local/bin/keyboard-chat"), ["--version"])
        #expect(installed.stdout == "keyboard-chat \(AppIdentity.version)\n")

        // A second install over the first is fine, and still undone by one uninstall.
        #expect(try run(["install", "--from", Self.build], home: home).status == 0)
        let uninstall = try run(["uninstall"], home: home)
        #expect(uninstall.status == 0, "uninstall: \(uninstall.stderr)")
        #expect(try Self.snapshot(home) == before)
    }

    @Test func installUnderAPrefixAndUninstallLeaveThePrefixAsItWas() throws {
        let home = try makeScratchDirectory("install-prefix-home")
        let prefix = try makeScratchDirectory("install-prefix")
        try FileManager.default.createDirectory(atPath: prefix + "/share/man/man1", withIntermediateDirectories: true)
        try "mine\n".write(toFile: prefix + "/share/man/man1/other.1", atomically: true, encoding: .utf8)
        let before = try Self.snapshot(prefix), homeBefore = try Self.snapshot(home)

        let install = try run(["install", "--from", Self.build, "--prefix", prefix], home: home)
        #expect(install.status == 0, "install: \(install.stderr)")
        for file in Self.installedFiles(under: prefix + "/share", lib: prefix + "/lib/keyboard-chat") {
            #expect(FileManager.default.fileExists(atPath: file), "install did not write \(file)")
        }
        #expect(try Self.snapshot(home) == homeBefore, "an install under a prefix wrote into HOME")
        #expect(try run(["uninstall", "--prefix", prefix], home: home).status == 0)
        #expect(try Self.snapshot(prefix) == before)
    }

    /// A file the user changed after install is theirs: uninstall keeps it and says so.
    @Test func uninstallKeepsAFileTheUserChanged() throws {
        let home = try makeScratchDirectory("install-changed")
        #expect(try run(["install", "--from", Self.build], home: home).status == 0)
        let entry = home + "/.local/share/applications/\(AppIdentity.applicationID).desktop"
        try "[Desktop Entry]\nName=My own launcher\n".write(toFile: entry, atomically: true, encoding: .utf8)
        let uninstall = try run(["uninstall"], home: home)
        #expect(uninstall.status == 0)
        #expect(try String(contentsOfFile: entry, encoding: .utf8).contains("My own launcher"))
        #expect(uninstall.stderr.contains("kept \(entry)"), "\(uninstall.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home + "/.local/bin/keyboard-chat"))
    }

    /// Install refuses, before writing anything, to replace a file at its path that it did not
    /// write; nothing to uninstall is an error that says so.
    @Test func installNeverReplacesAFileItDidNotWrite() throws {
        let home = try makeScratchDirectory("install-refuses")
        let page = home + "/.local/share/man/man1/keyboard-chat.1"
        try FileManager.default.createDirectory(atPath: home + "/.local/share/man/man1", withIntermediateDirectories: true)
        try "my notes\n".write(toFile: page, atomically: true, encoding: .utf8)
        let before = try Self.snapshot(home)
        let install = try run(["install", "--from", Self.build], home: home)
        #expect(install.status == 2)
        #expect(install.stderr.contains(page), "\(install.stderr)")
        #expect(try Self.snapshot(home) == before)

        let nothing = try run(["uninstall"], home: try makeScratchDirectory("install-none"))
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains("nothing to uninstall"), "\(nothing.stderr)")
    }
}
