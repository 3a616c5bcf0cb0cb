import CGtk
import Foundation

/// Makes `G_DEBUG=fatal-criticals` stop the app for real.
///
/// GLib ends a fatal critical with a breakpoint instruction (SIGTRAP), on
/// the assumption that a debugger is attached or the default action will
/// kill the process. Swift's runtime backtracer installs a SIGTRAP handler
/// that prints "Program crashed: System trap" and returns, and returning
/// from a breakpoint trap resumes the program: the app carried on and
/// exited 0, so a test could only catch a critical by reading stderr.
/// Giving SIGTRAP back its default action makes the process die of it
/// (status 133 in a shell), which every test that checks the exit status
/// sees. Debuggers are not affected: they see the trap through ptrace.
package enum FatalCriticals {
    package static func install() {
        signal(SIGTRAP, SIG_DFL)
    }

    /// Test-only: with `DiagnosticSwitch.provokeCritical` set, logs one critical once the
    /// window is up, so a test can prove that a critical under `G_DEBUG=fatal-criticals` fails
    /// the run. The value chooses which: `cast`, a wrong `checkedCast` (a label as a window);
    /// `css`, CSS that does not parse, through `loadAppCSS`; anything else, GTK's own (a NULL
    /// widget passed to `gtk_widget_show`).
    @MainActor static func provokeIfAsked() {
        switch DiagnosticSwitch.provokeCritical.value {
        case nil:
            return
        case "cast":
            let label = gtk_label_new("not a window")!
            g_object_ref_sink(label)
            defer { g_object_unref(label) }
            gtk_window_set_title(checkedCast(label, to: GtkWindow.self), "")
        case "css":
            let provider = gtk_css_provider_new()!
            defer { g_object_unref(provider) }
            loadAppCSS("button { min-width: ; }", named: "deliberately broken CSS", into: provider)
        default:
            gtk_widget_show(nil)
        }
    }
}
