import ChatDemoCore
import Foundation
import Testing

/// What a distribution packager checks before shipping a GNOME application: one version
/// everywhere, a licence, metadata its validators accept, completions that load in their
/// shells (the man page and what the completions offer: `ManPageAndCompletionTests`).
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct PackagingTests {
    static let repository = RepositoryPaths.root
    static let metainfo = repository.appendingPathComponent("data/\(AppIdentity.applicationID).metainfo.xml")
    static let desktopEntry = repository.appendingPathComponent("data/\(AppIdentity.applicationID).desktop")
    static let changelog = repository.appendingPathComponent("CHANGELOG.md")

    func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test func versionPrintsTheProgramAndTheOneVersion() throws {
        let result = try runCommand(appBinary, ["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "keyboard-chat \(AppIdentity.version)\n")
        #expect(AppIdentity.version.wholeMatch(of: /\d+\.\d+\.\d+/) != nil)
    }

    /// The metainfo's newest release and the changelog's newest released entry are the version
    /// the program reports (the About dialog's is read back in `DesktopTests`).
    @Test func theMetainfoAndTheChangelogNameTheSameNewestRelease() throws {
        let releases = try text(Self.metainfo).matches(of: /<release version="([^"]+)" date="([^"]+)"/)
            .map { (version: String($0.output.1), date: String($0.output.2)) }
        let newest = try #require(releases.first)
        #expect(newest.version == AppIdentity.version)
        // Releases are listed newest first, as AppStream expects.
        #expect(releases.map(\.date) == releases.map(\.date).sorted(by: >))

        let entries = try text(Self.changelog).matches(of: /^## \[([^\]]+)\](?: - (\d{4}-\d{2}-\d{2}))?$/.anchorsMatchLineEndings())
            .map { (name: String($0.output.1), date: $0.output.2.map(String.init)) }
        #expect(entries.first?.name == "Unreleased", "Keep a Changelog starts with an Unreleased section")
        let released = entries.filter { $0.date != nil }
        #expect(released.first?.name == AppIdentity.version)
        // Every release in the metainfo is in the changelog with the same date, and the reverse.
        #expect(released.map { "\($0.name) \($0.date!)" } == releases.map { "\($0.version) \($0.date)" })
    }

    @Test func theMetainfoAndTheDesktopEntryPassTheirValidators() throws {
        let appstream = try runCommand(URL(fileURLWithPath: "/usr/bin/appstreamcli"),
                                       ["validate", "--no-net", "--explain", Self.metainfo.path])
        #expect(appstream.status == 0, "\(appstream.stdout)\(appstream.stderr)")
        #expect(!appstream.stdout.contains("E:") && !appstream.stdout.contains("W:"), "\(appstream.stdout)")
        let desktop = try runCommand(URL(fileURLWithPath: "/usr/bin/desktop-file-validate"), [Self.desktopEntry.path])
        #expect(desktop.status == 0 && desktop.stdout.isEmpty, "\(desktop.stdout)\(desktop.stderr)")
        let metainfo = try text(Self.metainfo)
        #expect(metainfo.contains("<project_license>\(AppIdentity.licence)</project_license>"))
        #expect(metainfo.contains("<launchable type=\"desktop-id\">\(AppIdentity.applicationID).desktop</launchable>"))
        #expect(metainfo.contains("<id>\(AppIdentity.applicationID)</id>"))
    }

    /// A recording says which build made it, so a clip in a bug report can be traced.
    @Test func aRecordingNamesTheBuildThatMadeIt() throws {
        let directory = try makeScratchDirectory("recording-version")
        let script = try writeScript(["tap input", "wait 100", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--script", script, "--record", directory + "/rec"], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let frames = try FileManager.default.contentsOfDirectory(atPath: directory + "/rec").filter { $0.hasPrefix("frame-") }
        let description = try String(contentsOfFile: directory + "/rec/recording.txt", encoding: .utf8)
        #expect(description.hasPrefix("made-by: keyboard-chat \(AppIdentity.version)\nframe-rate: 60\nframes: \(frames.count)\nfilmstrip: "))
    }

    @Test func theLicenceIsApacheTwo() throws {
        let licence = try text(Self.repository.appendingPathComponent("LICENSE"))
        #expect(licence.contains("Apache License") && licence.contains("Version 2.0, January 2004"))
        #expect(licence.contains("END OF TERMS AND CONDITIONS"))
        #expect(try text(Self.repository.appendingPathComponent("README.md")).contains("Apache License 2.0"))
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptLoadsInItsShell(shell: String) throws {
        let scratch = try makeScratchDirectory("completion-\(shell)")
        let generated = try runCommand(appBinary, ["--generate-completion-script", shell])
        #expect(generated.status == 0)
        let file = scratch + "/keyboard-chat.\(shell)"
        try generated.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let check: String
        switch shell {
        case "bash": check = "source '\(file)' && complete -p keyboard-chat"
        case "zsh": check = "autoload -U compinit && compinit -u && source '\(file)' && print -r -- ${_comps[keyboard-chat]}"
        default: check = "source '\(file)'; and complete --do-complete 'keyboard-chat --stra'"
        }
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/\(shell)"), ["-c", check],
                                    environment: ["HOME": scratch, "ZDOTDIR": scratch])
        #expect(result.status == 0, "\(shell): \(result.stdout)\(result.stderr)")
        #expect(!result.stdout.isEmpty, "\(shell) registered no completion: \(result.stderr)")
        if shell == "fish" { #expect(result.stdout.contains("--strategy"), "\(result.stdout)") }
    }
}
