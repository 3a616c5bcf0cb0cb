import ChatDemoCore
import Foundation
import Testing

/// The drawn keys and messages are exposed through ATK, so AT-SPI (what Orca
/// reads) finds a key named "q" and a message's text under the app, and the
/// keys drawn as symbols by the words iOS VoiceOver says ("Shift", "Delete",
/// "Next keyboard", "Caps Lock"). The probe is python3-pyatspi in a private D-Bus
/// session with its own accessibility bus.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct AccessibilityTests {
    static let walker = RepositoryPaths.url("Tests/accessibility/atspi-walk.py").path
    static let busTimeoutSeconds = 30

    /// The app's AT-SPI tree (one "role: name" a line) once it holds `awaited`: by default with
    /// the keyboard up, after `steps` (which follow a `tap input`).
    func tree(arguments: [String], scratch: String, steps: [String] = [], awaited: String = "push button: q",
              descriptions: Bool = false) throws -> (tree: String, stderr: String) {
        let display = try TestDisplay()
        let script = try writeScript(["wait 300", "tap input"] + steps + ["wait 8000", "quit"], in: scratch)
        let app = ([appBinary.path] + arguments + ["--script", script]).map { "'\($0)'" }.joined(separator: " ")
        // The bus launcher first, and the app once its bus name is up (the app
        // registers on start), then the walk, which walks again until the keys
        // are in the tree (the keyboard is up). Nothing left running may hold
        // our stdout open (the launcher writes nowhere, and is stopped).
        let session = """
            /usr/libexec/at-spi-bus-launcher --launch-immediately >/dev/null 2>&1 & launcher=$!
            gdbus wait --session --timeout \(Self.busTimeoutSeconds) org.a11y.Bus || echo "no org.a11y.Bus on the session bus"
            \(app) >/dev/null 2>'\(scratch)/app.err' & app=$!
            /usr/bin/python3 '\(Self.walker)' '\(AppIdentity.applicationID)' '\(awaited)' \(descriptions ? "--descriptions" : "") >'\(scratch)/tree.txt'
            wait $app; status=$?
            kill $(pgrep -P $launcher) $launcher
            exit $status
            """
        try session.write(toFile: scratch + "/session.sh", atomically: true, encoding: .utf8)
        // (NO_AT_BRIDGE, which would switch the bridge off, is not set.) The
        // session's own daemons write to a file, never to our pipe, so
        // nothing that outlives the session can keep us waiting.
        let result = try runCommand(URL(fileURLWithPath: "/bin/sh"),
                                    ["-c", "dbus-run-session -- /bin/sh '\(scratch)/session.sh' >'\(scratch)/session.log' 2>&1"],
                                    display: display.name, environment: ["GSETTINGS_BACKEND": "memory"], timeout: 90)
        let log = (try? String(contentsOfFile: scratch + "/session.log", encoding: .utf8)) ?? ""
        #expect(result.status == 0, "exit \(result.status): \(log)")
        let appErrors = (try? String(contentsOfFile: scratch + "/app.err", encoding: .utf8)) ?? ""
        let tree = (try? String(contentsOfFile: scratch + "/tree.txt", encoding: .utf8)) ?? ""
        return (tree, appErrors)
    }

    @Test func aScreenReaderFindsTheKeysAndTheMessages() throws {
        let scratch = try makeScratchDirectory("atspi")
        let (tree, appErrors) = try tree(arguments: ["--case", "few"], scratch: scratch)
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "application: \(AppIdentity.applicationID)", "tree: \(tree)")
        #expect(lines.contains("panel: Conversation and keyboard"), "tree: \(tree)")
        for key in ["q", "w", "space", "return", "Shift", "Delete", "Next keyboard"] {
            #expect(lines.contains("push button: \(key)"), "no key \(key) in: \(tree)")
        }
        for symbol in ["⇧", "⌫", "🌐"] {
            #expect(!lines.contains("push button: \(symbol)"), "\(symbol) is read as its symbol in: \(tree)")
        }
        // Few's first message (Sources/KeyboardChatUI/Resources/conversations/few.json).
        #expect(lines.contains("label: Hey! Are you free for dinner tonight? 🍜"), "no message in: \(tree)")
        #expect(!appErrors.contains("CRITICAL") && !appErrors.contains("WARNING"), "app stderr: \(appErrors)")
    }

    /// The Hebrew keyboard's keys are read by their Hebrew letters, its space and return by the
    /// words on them, and the drawn symbols by the same words as on English.
    @Test func aScreenReaderReadsTheHebrewKeys() throws {
        let scratch = try makeScratchDirectory("atspi-hebrew")
        let (tree, appErrors) = try tree(arguments: ["--case", "few", "--keyboard", "hebrew", "--direction", "rtl"],
                                         scratch: scratch, awaited: "push button: ש")
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for key in ["ש", "ל", "ו", "ם", "ק", "ץ", "רווח", "שליחה", "123", "Delete", "Next keyboard"] {
            #expect(lines.contains("push button: \(key)"), "no key \(key) in: \(tree)")
        }
        #expect(!lines.contains("push button: q") && !lines.contains("push button: Shift"), "tree: \(tree)")
        #expect(!appErrors.contains("CRITICAL") && !appErrors.contains("WARNING"), "app stderr: \(appErrors)")
    }

    /// A double tap on Shift locks the capitals, and the key is then read "Caps Lock".
    @Test func aLockedShiftIsReadAsCapsLock() throws {
        let scratch = try makeScratchDirectory("atspi-caps")
        let (tree, appErrors) = try tree(arguments: ["--case", "few"], scratch: scratch,
                                         steps: ["tap key ⇧", "tap key ⇧"], awaited: "push button: Caps Lock")
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("push button: Caps Lock") && !lines.contains("push button: Shift"), "tree: \(tree)")
        #expect(!appErrors.contains("CRITICAL") && !appErrors.contains("WARNING"), "app stderr: \(appErrors)")
    }

    /// The timeline's readouts are drawn, not labels: a screen reader finds them by name, and
    /// their values, one line per pane, in the description. Opened with the keyboard at rest,
    /// they read its resting frame: the keyboard's full height and no gap.
    @Test func aScreenReaderReadsTheTimelinesReadouts() throws {
        let scratch = try makeScratchDirectory("atspi-readouts")
        let (tree, appErrors) = try tree(arguments: ["--case", "few"], scratch: scratch, steps: ["wait 800", "timeline show"],
                                         awaited: "drawing area: Readouts at the playhead", descriptions: true)
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let node = try #require(lines.firstIndex(of: "drawing area: Readouts at the playhead"), "tree: \(tree)")
        let description = try #require(lines.dropFirst(node + 1).first, "tree: \(tree)")
        #expect(description.hasPrefix("description: Frame: "), "\(description)")
        for value in ["Keyboard: 291.000 pt", "Gap: 0 px", "Velocity: 0.000 pt/s"] {
            #expect(description.contains(value), "no \(value) in \(description)")
        }
        #expect(!description.contains("–"), "dashes, no frame read out: \(description)")
        #expect(!appErrors.contains("CRITICAL") && !appErrors.contains("WARNING"), "app stderr: \(appErrors)")
    }
}
