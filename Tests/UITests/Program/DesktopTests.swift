import ChatDemoCore
import ChatLayout
import Foundation
import Testing

/// The GNOME desktop's conventions, exercised as a person would: keys pressed
/// with xdotool, windows found by title and class, the desktop entry checked
/// with freedesktop's own validator, the install run into a scratch HOME.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct DesktopTests {
    static let repository = RepositoryPaths.root
    static let desktopFile = repository.appendingPathComponent("data/\(AppIdentity.applicationID).desktop")

    @discardableResult
    func xdotool(_ session: AppSession, _ arguments: [String]) throws -> CommandResult {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), arguments, display: session.display.name)
        #expect(result.status == 0, "xdotool \(arguments): \(result.stderr)")
        return result
    }

    /// Visible windows whose title is exactly `title`.
    func windows(titled title: String, in session: AppSession) throws -> [String] {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["search", "--onlyvisible", "--name", "^\(title)$"], display: session.display.name)
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Waits until a window titled `title` is visible.
    func waitForWindow(titled title: String, in session: AppSession) throws {
        try session.waitFor("a visible window titled \(title)") { try !windows(titled: title, in: session).isEmpty }
    }

    /// No window manager: X gives the keys to the window under the pointer.
    func pointAtChat(_ session: AppSession) throws {
        let origin = try session.windowOrigin()
        try xdotool(session, ["mousemove", "\(origin.x + 100)", "\(origin.y + 600)"])
    }

    func expectNoWarnings(_ session: AppSession) {
        for word in ["CRITICAL", "WARNING", "Warning"] {
            #expect(!session.stderr.contains(word), "stderr: \(session.stderr)")
        }
    }

    @Test func controlQQuitsWithStatusZero() throws {
        let session = try AppSession(["--case", "few"])
        try pointAtChat(session)
        try xdotool(session, ["key", "ctrl+q"])
        #expect(try session.waitForExit(timeout: 20) == 0)
        expectNoWarnings(session)
    }

    @Test func controlWClosesTheWindowWithStatusZero() throws {
        let session = try AppSession(["--case", "few"])
        try pointAtChat(session)
        try xdotool(session, ["key", "ctrl+w"])
        #expect(try session.waitForExit(timeout: 20) == 0)
        expectNoWarnings(session)
    }

    /// Ctrl+? opens "Shortcuts"; Ctrl+W in it closes just it; Ctrl+Q then
    /// quits cleanly. (Destroying the shortcuts window with the chat window
    /// left a dead style node that the theme's exit touched: a Gtk-CRITICAL,
    /// fatal under the tests' G_DEBUG, exit 133.)
    @Test func controlQuestionOpensTheShortcutsWindow() throws {
        let session = try AppSession(["--case", "few"])
        try pointAtChat(session)
        try xdotool(session, ["key", "ctrl+question"])
        try waitForWindow(titled: ShortcutsWindowXML.title, in: session)
        // The shortcuts window sits at the screen's corner (no window manager).
        try xdotool(session, ["mousemove", "200", "150", "key", "ctrl+w"])
        try session.waitFor("Ctrl+W to close the Shortcuts window") {
            try windows(titled: ShortcutsWindowXML.title, in: session).isEmpty
        }
        #expect(try !windows(titled: "KeyboardChat", in: session).isEmpty, "Ctrl+W in the Shortcuts window closed the chat")
        #expect(session.isRunning, "Ctrl+W in the Shortcuts window closed the chat")
        try xdotool(session, ["key", "ctrl+question"])
        try waitForWindow(titled: ShortcutsWindowXML.title, in: session)
        try pointAtChat(session)
        try xdotool(session, ["key", "ctrl+q"])
        #expect(try session.waitForExit(timeout: 20) == 0)
        expectNoWarnings(session)
    }

    /// The primary menu (right of the case switcher), a popover built from the menu model, →
    /// "About KeyboardChat", which shows the version `--version` prints and the project's licence
    /// (read back from the dialog).
    @Test func aboutOpensFromTheMenu() throws {
        let session = try AppSession(["--case", "few"], environment: ["KEYBOARDCHAT_REPORT_ABOUT": "1", "KEYBOARDCHAT_REPORT_HEADER": "1"])
        #expect(session.errorLines.contains("header: menu popover GtkPopover"), "\(session.stderr)")
        let menu = try PrimaryMenu.open(in: session)
        #expect(menu.focused == Strategy.menuTitle)
        // From the first item, Up wraps round to the last (Quit), then Close Window, then About.
        try menu.press("Up", reaching: DesktopCommand.quit.label)
        try menu.press("Up", reaching: DesktopCommand.close.label)
        try menu.press("Up", reaching: DesktopCommand.about.label)
        try menu.pressClosing("Return")
        try waitForWindow(titled: "About \(AppIdentity.displayName)", in: session)
        let shown = "keyboard-chat: About shows version "
        try session.waitFor("the About dialog's report") { session.errorLines.contains { $0.hasPrefix(shown) } }
        let report = try #require(session.errorLines.first { $0.hasPrefix(shown) })
        let version = try runCommand(appBinary, ["--version"]).stdout
        #expect("keyboard-chat " + report.dropFirst(shown.count) == version.dropLast() + ", licence Apache-2.0")
        #expect(session.terminate() == 0)
        expectNoWarnings(session)
    }

    /// The header bar's middle, from the window's top edge.
    static let headerBarMiddle = 27

    static func value(_ key: String, in shell: String) -> Int? {
        shell.split(separator: "\n").first { $0.hasPrefix(key + "=") }.flatMap { Int($0.dropFirst(key.count + 1)) }
    }

    /// WM_CLASS (what GNOME Shell matches to the launcher entry) is the
    /// application id, and the desktop entry names the same class.
    @Test func theWindowClassIsTheApplicationIDAndTheDesktopEntrysClass() throws {
        let session = try AppSession(["--case", "few"])
        let escaped = AppIdentity.applicationID.replacingOccurrences(of: ".", with: "\\.")
        for option in ["--class", "--classname"] {
            let found = try xdotool(session, ["search", "--onlyvisible", option, "^\(escaped)$"])
            #expect(!found.stdout.isEmpty, "no window with \(option) \(AppIdentity.applicationID)")
        }
        let entry = try String(contentsOf: Self.desktopFile, encoding: .utf8)
        #expect(entry.split(separator: "\n").contains("StartupWMClass=\(AppIdentity.applicationID)"))
        #expect(entry.split(separator: "\n").contains("Icon=\(AppIdentity.applicationID)"))
        #expect(session.terminate() == 0)
    }

    @Test func theDesktopEntryIsValid() throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/desktop-file-validate"), [Self.desktopFile.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty && result.stderr.isEmpty, "hints: \(result.stdout)\(result.stderr)")
    }

    /// `./run.sh install --from BUILD` into a scratch HOME: binary, entry and
    /// icon land where GNOME looks, and the installed binary runs (it finds
    /// its resource bundles through the ~/.local/bin link).
    @Test func installPutsTheAppInTheUsersLauncher() throws {
        let home = try makeScratchDirectory("install-home")
        let build = appBinary.deletingLastPathComponent().path
        let install = try runCommand(URL(fileURLWithPath: "/bin/bash"),
                                     [Self.repository.appendingPathComponent("run.sh").path, "install", "--from", build],
                                     environment: ["HOME": home, "XDG_DATA_HOME": ""], timeout: 120)
        #expect(install.status == 0, "run.sh install: \(install.stderr)")
        let id = AppIdentity.applicationID
        let entry = home + "/.local/share/applications/\(id).desktop"
        for path in [home + "/.local/bin/keyboard-chat", entry, home + "/.local/share/icons/hicolor/scalable/apps/\(id).svg"] {
            #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
        }
        let validation = try runCommand(URL(fileURLWithPath: "/usr/bin/desktop-file-validate"), [entry])
        #expect(validation.status == 0, "\(validation.stdout)")
        let installedEntry = try String(contentsOfFile: entry, encoding: .utf8)
        #expect(installedEntry.contains("Exec=\(home)/.local/lib/keyboard-chat/keyboard-chat"), "\(installedEntry)")
        let display = try TestDisplay()
        let script = home + "/quit.txt"
        try "wait 100\nquit\n".write(toFile: script, atomically: true, encoding: .utf8)
        let run = try runCommand(URL(fileURLWithPath: home + "/.local/bin/keyboard-chat"), ["--case", "many", "--script", script],
                                 display: display.name)
        #expect(run.status == 0, "the installed app: \(run.stderr)")
    }

    /// An iPhone SE is 320 wide: the window can be that narrow (the header
    /// bar forced 394 before), with no GTK warning.
    @Test func theWindowCanBe320Wide() throws {
        let session = try AppSession(["--case", "many"])
        let window = try xdotool(session, ["search", "--onlyvisible", "--name", "^KeyboardChat$"]).stdout
            .split(separator: "\n").first.map(String.init) ?? ""
        // The stage's new size shows in the trace as the bar's new bottom edge.
        let tallBarBottom = session.lastPaintedRow?.barBottom
        try session.settle("the resize to 320×568", painted: { $0.barBottom != tallBarBottom }) {
            try xdotool(session, ["windowsize", window, "320", "568"])
        }
        let geometry = try xdotool(session, ["getwindowgeometry", "--shell", window])
        #expect(Self.value("WIDTH", in: geometry.stdout) == 320, "geometry: \(geometry.stdout)")
        #expect(Self.value("HEIGHT", in: geometry.stdout) == 568, "geometry: \(geometry.stdout)")
        #expect(session.terminate() == 0)
        expectNoWarnings(session)
    }

    /// With no window manager any X client can size a window below what its content needs. The
    /// window turns such a size back to its minimum (a stage of 300×200 per pane under the header
    /// bar), so GTK never lays anything out in negative room: it would warn, and pixman would
    /// print errors for empty surfaces.
    @Test(arguments: [["--case", "many"], ["--compare", "three-case,naive"]])
    func aWindowSizedBelowItsMinimumReturnsToItWithGTKSilent(arguments: [String]) throws {
        let session = try AppSession(arguments)
        let panes = arguments.contains("--compare") ? 2 : 1
        try expectHeldToMinimum(session, title: "KeyboardChat", minimum: (width: 300 * panes, height: 200))
        #expect(session.terminate() == 0)
        expectNoWarnings(session)
        #expect(!session.stderr.contains("pixman"), "stderr: \(session.stderr)")
    }

    /// The timeline's window, a second toplevel, holds to its minimum the same way.
    @Test func theTimelineWindowSizedBelowItsMinimumReturnsToIt() throws {
        let script = try makeScratchDirectory("timeline-minimum") + "/open-timeline.txt"
        try "wait 200\ntap input\nwait 600\ntimeline show\nwait 600000\n".write(toFile: script, atomically: true, encoding: .utf8)
        let session = try AppSession(["--case", "many", "--script", script])
        try waitForWindow(titled: "Timeline", in: session)
        try expectHeldToMinimum(session, title: "Timeline", minimum: (width: 480, height: 260))
        #expect(session.terminate() == 0)
        expectNoWarnings(session)
    }

    /// Sizes the window titled `title` far below `minimum` (its content's least room) in width,
    /// in height and in both, and waits each time for the window to be back at that room or more.
    private func expectHeldToMinimum(_ session: AppSession, title: String, minimum: (width: Int, height: Int)) throws {
        let window = try #require(try windows(titled: title, in: session).first, "no window titled \(title)")
        for (width, height) in [(170, 900), (60, 400), (1, 1), (400, 30)] {
            try xdotool(session, ["windowsize", window, "\(width)", "\(height)"])
            try session.waitFor("the \(title) window sized \(width)×\(height) back at its minimum") {
                let geometry = try xdotool(session, ["getwindowgeometry", "--shell", window]).stdout
                let now = (width: Self.value("WIDTH", in: geometry) ?? 0, height: Self.value("HEIGHT", in: geometry) ?? 0)
                return now.width >= max(width, minimum.width) && now.height >= max(height, minimum.height)
            }
        }
    }
}
