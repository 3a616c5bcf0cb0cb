import Foundation
import Testing

/// Under `G_DEBUG=fatal-criticals` (as every UI test runs the
/// app) a GTK critical stops the app, so a test fails on its exit status,
/// not only by reading stderr. `KEYBOARDCHAT_TEST_PROVOKE_CRITICAL` is the
/// app's test-only trigger for one critical.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct FatalCriticalTests {
    @Test func aCriticalKillsTheRun() throws {
        let directory = try makeScratchDirectory("fatal-critical")
        let script = try writeScript(["tap input", "wait 100", "quit"], in: directory)
        let display = try TestDisplay()
        let provoked = try runApp(["--script", script], display: display.name,
                                  environment: ["KEYBOARDCHAT_TEST_PROVOKE_CRITICAL": "1"])
        #expect(provoked.stderr.contains("Gtk-CRITICAL"), "\(provoked.stderr)")
        // A death by a signal is reported as shells report it: 128 + the signal.
        #expect(provoked.status == 128 + SIGTRAP, "exit \(provoked.status): \(provoked.stderr)")
        let control = try runApp(["--script", script], display: display.name)
        #expect(control.status == 0, "\(control.stderr)")
    }

    /// A wrong `checkedCast` and CSS that does not parse are the
    /// app's own criticals, naming what was wrong, so they stop a run too.
    /// (Before, the cast reinterpreted the pointer silently; GLib's own
    /// `g_type_check_instance_cast` only logs a warning, which does not.)
    @Test(arguments: [("cast", "invalid cast from 'GtkLabel' to 'GtkWindow'"),
                      ("css", "could not parse deliberately broken CSS: <data>:1:20: not a number")])
    func theAppsOwnChecksAreCriticals(provoke: String, message: String) throws {
        let directory = try makeScratchDirectory("fatal-critical-\(provoke)")
        let script = try writeScript(["wait 100", "quit"], in: directory)
        let display = try TestDisplay()
        let provoked = try runApp(["--script", script], display: display.name,
                                  environment: ["KEYBOARDCHAT_TEST_PROVOKE_CRITICAL": provoke])
        let critical = provoked.stderr.split(separator: "\n").first { $0.contains("KeyboardChat-CRITICAL") }
        #expect(critical?.hasSuffix(message) == true, "\(provoked.stderr)")
        #expect(provoked.status == 128 + SIGTRAP, "exit \(provoked.status): \(provoked.stderr)")
    }
}
