import Foundation
import Testing

/// Every callback from GLib or GTK into the shell is written in `Sources/KeyboardChatUI/CBoundary/`:
/// there each closure is boxed, released by its destroy notifier and run on the main actor in
/// one way, and the shell's other folders call those helpers (`connect`, `addIdleCallback`,
/// `FileChooser.run`, …). This reads the shell's sources so that a copy of a thunk, an idle
/// source or a native file chooser made elsewhere fails here.
@Suite(.onItsOwnThread(minutes: 1))
struct CBoundaryRuleTests {
    /// A C function pointer written as a closure, the calls that take one or run a native file
    /// chooser, and GLib's callback types (a closure given one of them is a C callback too).
    static let boundaryOnly = try! NSRegularExpression(pattern:
        #"@convention\s*\(\s*c\s*\)|\b(g_idle_add|g_timeout_add|gtk_file_chooser_native_new|g_signal_connect|gtk_widget_add_tick_callback|g_unix_signal_add|g_type_register_static)\w*\s*\("#
        + #"|\b(GSourceFunc|GCallback|GClosureNotify|GDestroyNotify|GClassInitFunc|GInstanceInitFunc|GtkTickCallback|GtkCallback)\b"#)

    static let shell = "Sources/KeyboardChatUI"
    static let boundaryFolder = "/CBoundary/"

    /// The lines of `text` whose code (comments left out) belongs in CBoundary/ only.
    static func uses(in text: String) -> [String] {
        text.split(separator: "\n").filter { line in
            let code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            return boundaryOnly.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
        }.map(String.init)
    }

    @Test func theRuleFindsWhatItIsMeantToFind() {
        #expect(Self.uses(in: "let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, _ in }").count == 1)
        #expect(Self.uses(in: "g_idle_add_full(G_PRIORITY_HIGH_IDLE, thunk, data, destroy)").count == 1)
        #expect(Self.uses(in: "g_idle_add(thunk, nil)").count == 1)
        #expect(Self.uses(in: "g_timeout_add_full(G_PRIORITY_DEFAULT_IDLE, 10, thunk, data, destroy)").count == 1)
        #expect(Self.uses(in: "let chooser = gtk_file_chooser_native_new(\"Open\", parent, action, \"_Open\", \"_Cancel\")!").count == 1)
        #expect(Self.uses(in: "g_signal_connect_data(widget, \"draw\", callback, data, release, flags)").count == 1)
        #expect(Self.uses(in: "gtk_widget_add_tick_callback(widget, thunk, data, destroy)").count == 1)
        #expect(Self.uses(in: "return g_type_register_static(parent, name, &info, flags)").count == 1)
        #expect(Self.uses(in: "let thunk: GSourceFunc = { data in 0 }").count == 1)
        #expect(Self.uses(in: "private func register(classInit: GClassInitFunc) -> GType {").count == 1)
        #expect(Self.uses(in: "let collect: GtkCallback = { child, data in }").count == 1)
        #expect(Self.uses(in: "addIdleCallback(.beforeRedraw) { self.close(); return false }").isEmpty)
        #expect(Self.uses(in: "guard let choice = FileChooser.run(title: \"Export Video\", parent: parent) else { return }").isEmpty)
        #expect(Self.uses(in: "connect(window, \"destroy\") { done() }").isEmpty)
        #expect(Self.uses(in: "// GLib's g_idle_add_full runs it later").isEmpty)
        #expect(Self.uses(in: "/// Unlike `gtk_file_chooser_native_new(…)`, this confirms overwrites").isEmpty)
    }

    @Test func everyGLibCallbackOfTheShellIsInCBoundary() throws {
        let files = ChildProcessRuleTests.swiftFiles(under: Self.shell)
        #expect(files.count > 100, "found only \(files.count) Swift files")
        #expect(files.contains { $0.contains(Self.boundaryFolder) }, "no file in \(Self.shell)\(Self.boundaryFolder)")
        var offenders: [String] = []
        for file in files where !file.contains(Self.boundaryFolder) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            offenders += Self.uses(in: text).map { "\(file): \($0)" }
        }
        #expect(offenders.isEmpty, "belongs in \(Self.shell)\(Self.boundaryFolder):\n\(offenders.joined(separator: "\n"))")
    }
}
