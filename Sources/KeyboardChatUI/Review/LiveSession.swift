import CGtk
import ChatDemoCore
import Foundation
import OutputFiles

/// What the reviewer does live, noted as script steps (`SessionLog`) from the places live input
/// becomes scene actions: the application actions (menus and shortcuts), the drawn keyboard and
/// the pointer on the stage (`StageInput`), and the field (`InputBar`). "Save session as
/// script…" and `--save-session FILE` write it.
///
/// Steps are stamped with the monotonic clock since the window opened: a script's `wait` counts
/// wall time from the first frame, and the stage sleeps at rest, so its own clock stands still
/// between live events.
@MainActor
final class LiveSession {
    static let shared = LiveSession()

    private(set) var log = SessionLog()
    private var origin = Int64(g_get_monotonic_time())
    /// Starts the session's clock: the window is opening. `framesPerSecond` rounds the waits.
    func begin(framesPerSecond: Int) {
        log = SessionLog(framesPerSecond: framesPerSecond, startingOptions: Self.startingOptions(CommandLine.arguments.dropFirst()))
        origin = Int64(g_get_monotonic_time())
    }

    /// The run's options but the outputs (`--save-session`, `--trace`, `--trace-events`, `--record`,
    /// `--video`), which a replay names afresh.
    static func startingOptions(_ arguments: ArraySlice<String>) -> [String] {
        let outputs: Set<String> = ["--save-session", "--trace", "--trace-events", "--record", "--video"]
        var kept: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if outputs.contains(argument) { skipNext = true; continue }
            if outputs.contains(where: { argument.hasPrefix($0 + "=") }) { continue }
            kept.append(argument)
        }
        return kept
    }

    private var now: Double { Double(Int64(g_get_monotonic_time()) - origin) / 1_000_000 }

    /// While a noted step acts (a drawn key's send), what it does is not noted again.
    private var isActing = false

    func note(_ command: ScriptCommand) {
        guard !isActing else { return }
        log.note(command, at: now)
    }

    /// Runs what the noted step `command` does, which is then not noted twice (the drawn ⏎
    /// key's send is its `tap key`, not also a `send`).
    func note(_ command: ScriptCommand, andDo body: () -> Void) {
        note(command)
        let was = isActing
        isActing = true
        body()
        isActing = was
    }

    /// A step that began at `start` (monotonic µs): a hold or a drag starts when the finger went down.
    func note(_ command: ScriptCommand, since start: Int64) { log.note(command, at: Double(start - origin) / 1_000_000) }

    func noteUnscripted(_ what: String) { log.noteUnscripted(what, at: now) }

    /// The window's size as last noted (nil before it was first shown).
    private var windowSize: (width: Int32, height: Int32)?

    /// A resize of the window (its edges dragged, a tiling key) is the script's `resize`. The
    /// first size is the window's own; a rotation's resize repeats its `rotate` and changes nothing.
    /// So is the first size of a window that replaced another (compare mode switched).
    func watchResizes(of window: UnsafeMutablePointer<GtkWidget>) {
        windowSize = nil
        connectWithArgument(window, "size-allocate") { [unowned self] _ in
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_size(checkedCast(window, to: GtkWindow.self), &width, &height)
            defer { self.windowSize = (width, height) }
            guard let last = self.windowSize, last != (width, height) else { return }
            if (200...4000).contains(width), (200...4000).contains(height) {
                self.note(.resize(width: Int(width), height: Int(height)))
            } else {
                self.noteUnscripted("the window resized to \(width)×\(height)")
            }
        }
    }

    /// Application actions that are not the reviewer's steps on the stage.
    private static let notNoted: Set<String> = Set(DesktopCommand.allCases.map(\.actionName)).union(SessionMenuCommand.allCases.map(\.actionName))

    /// An application action was activated (a menu item, a shortcut or a script step).
    func noteAction(_ name: String, parameter: String?, on: Bool?) {
        guard !Self.notNoted.contains(name) else { return }
        if let command = SessionLog.command(forAction: name, parameter: parameter, on: on) {
            note(command)
        } else {
            noteUnscripted("the action '\(name)'" + (parameter.map { " \($0)" } ?? "") + (on.map { $0 ? " on" : " off" } ?? ""))
        }
    }

    /// The session so far at `path`, whole or not at all; refused over an input of the run.
    /// `closing` as for `scriptText`.
    func write(to path: String, inputs: [(option: String, path: String)], closing: Bool = false) throws(InputError) {
        if let reason = OutputSafety.refusal(file: FileStatus.of(path), inputs: RunOutputs(inputs: inputs).inputs) {
            throw InputError(file: path, reason)
        }
        try AtomicFile.write(Data(scriptText(closing: closing).utf8), to: path)
    }

    /// The session so far as a script. `closing`: the window is closing, and the script ends
    /// with `quit` at that moment, so its replay ends as the session did.
    func scriptText(closing: Bool = false) -> String {
        var log = self.log
        if closing { log.note(.quit, at: now) }
        return log.scriptText
    }

    /// "Save session as script…": a native file chooser, then the session so far.
    func saveWithChooser(parent: UnsafeMutablePointer<GtkWidget>, inputs: [(option: String, path: String)]) {
        guard let path = FileChooser.run(title: "Save Session as Script", parent: parent, purpose: .save, acceptLabel: "_Save",
                                         name: "session.txt")?.path else { return }
        do throws(InputError) {
            try write(to: path, inputs: inputs)
        } catch {
            StandardError.write("keyboard-chat: the session was not saved: \(error)\n")
        }
    }
}
