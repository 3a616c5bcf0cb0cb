import CGtk
import ChatDemoCore
import Foundation

/// GTK's start, made while the inputs are still being read: the display opened and the
/// application registered. A conversation file of a gigabyte takes most of a second to read on
/// the other threads, and GTK's start (its libraries' symbols, the display, the accessibility
/// bridge and the application's look for a session bus) takes a tenth of a second on this one;
/// made one after the other, the second waited for the first.
///
/// Starting early also keeps the process small when GLib looks for a session bus. Where there
/// is none (a display without a desktop session, as under Xvfb), the accessibility bridge, the
/// application and GSettings' backend each fork a `dbus-launch`: a fork copies the page tables
/// of every byte the process holds, and every page it writes afterwards takes a copy-on-write
/// fault. So the colour scheme is read here too, not first when the window is built.
///
///     ApplicationStart.prepareProcess(theme: .system)   // before any other thread starts
///     let reading = ReadAhead { try openConversation() }
///     let start = ApplicationStart(direction: nil)      // while the file is read
///     DemoApplication(configuration).run(start)
@MainActor
package final class ApplicationStart {
    /// The registered application; nil when the display could not be opened.
    let application: UnsafeMutablePointer<GtkApplication>?
    /// The desktop's colour scheme, read once now so that GSettings' backend looks for its bus
    /// (and without one, forks to ask `dbus-launch`) while the process is small; it follows
    /// nothing (the window's `ThemeWatcher` does), so it holds no signal handler.
    private let colourScheme: ColourSchemeSetting?

    /// GTK 3 reads it when it opens the display, and with "disable" makes no GL context. The
    /// app draws with cairo alone, yet GDK would look for the display's GL to pick its visuals:
    /// where no GPU is (Xvfb, a virtual machine) that loads Mesa's software driver and LLVM, 50 ms
    /// of CPU and 40 MB of libraries, before the window can open.
    private static let glVariable = "GDK_GL"
    /// Whether `prepareProcess` set `glVariable` (the user had not), to unset it once GTK has
    /// read it: the programs the app starts (a browser for a link) get the user's environment.
    private static var setsGLVariable = false

    /// The process-wide settings GTK reads once, made before any other thread runs, since a
    /// thread reading them while they change may see either: the locale, the theme and GL in
    /// the environment, and the program's name.
    ///
    /// The locale is the user's, as `gtk_init` would set it, except for numbers: every number
    /// the app writes (a trace, a copied curve, a message) keeps its decimal point, as its
    /// English texts around it expect, instead of becoming a comma in a German locale.
    package static func prepareProcess(theme: ThemeOption) {
        gtk_disable_setlocale()
        setlocale(LC_ALL, "")
        setlocale(LC_NUMERIC, "C")
        ThemeWatcher.prepareEnvironment(for: theme)
        if getenv(glVariable) == nil {
            setenv(glVariable, "disable", 1)
            setsGLVariable = true
        }
        // The application id is also the program name and class, so X's WM_CLASS and
        // Wayland's app_id match the .desktop file's name and the launcher shows our icon.
        g_set_prgname(AppIdentity.applicationID)
        g_set_application_name(AppIdentity.displayName)
    }

    /// Opens the display and registers the application (`direction`, when given, becomes
    /// GTK's default for every widget). No display is not an error yet: the inputs are read
    /// and checked first, and a bad one is named before the missing display is.
    package init(direction: StageDirection?) {
        // Open the display ourselves: GtkApplication would abort the process with a warning,
        // and we want a clear sentence and exit 1 (`DemoApplication.run`).
        let opened = gtk_init_check(nil, nil) != 0
        if Self.setsGLVariable { unsetenv(Self.glVariable) }
        guard opened else {
            application = nil
            colourScheme = nil
            return
        }
        gdk_set_program_class(AppIdentity.applicationID)
        if let direction { StageDirection.force(direction) }
        let app = gtk_application_new(AppIdentity.applicationID, G_APPLICATION_NON_UNIQUE)!
        // Without a session bus this succeeds, the application alone on no bus. Should it fail,
        // `g_application_run` registers again, and says why it cannot with exit 1, as it did
        // when it registered first.
        var error: UnsafeMutablePointer<GError>?
        if g_application_register(checkedCast(app, to: GApplication.self), nil, &error) == 0 { g_clear_error(&error) }
        application = app
        colourScheme = ColourSchemeSetting(onChange: nil)
    }
}
