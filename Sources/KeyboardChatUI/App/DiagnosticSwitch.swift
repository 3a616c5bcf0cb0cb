import Foundation

/// Every environment variable the app reads to report on itself or to change how it draws,
/// in one place. They exist for the tests, the benchmarks and someone diagnosing a problem;
/// none is set in normal use, and with none set the app behaves exactly as documented.
///
///     DiagnosticSwitch.reportRest.isSet       // KEYBOARDCHAT_REPORT_REST=1 → true
///     DiagnosticSwitch.provokeCritical.value  // KEYBOARDCHAT_TEST_PROVOKE_CRITICAL=css → "css"
///
/// - Complexity: O(1); the environment is read once, at the first use.
package enum DiagnosticSwitch: String, CaseIterable, Sendable {
    /// Draw the keyboard (and the attachment panel) in place every frame, not from its layer.
    case noKeyboardLayer = "KEYBOARDCHAT_NO_KEYBOARD_LAYER"
    /// Draw the message list in place every frame, not from its layer.
    case noListLayer = "KEYBOARDCHAT_NO_LIST_LAYER"
    /// Draw the navigation bar in place every frame, not from its layer.
    case noNavigationBarLayer = "KEYBOARDCHAT_NO_NAV_BAR_LAYER"
    /// At exit, print how often each layer was drawn, copied or bypassed.
    case reportLayers = "KEYBOARDCHAT_REPORT_KEYBOARD_LAYER"
    /// Say on stderr when the frame clock's tick starts and stops (`awake` / `at rest`).
    case reportRest = "KEYBOARDCHAT_REPORT_REST"
    /// Say on stderr how many characters the draft holds after every change.
    case reportDraft = "KEYBOARDCHAT_REPORT_DRAFT"
    /// Print each sent message on stdout (`sent: TEXT`).
    case reportSent = "KEYBOARDCHAT_REPORT_SENT"
    /// Print on stdout, for every frame painted, the caption the navigation bar shows, in the
    /// wording drawn (`ReviewCaption.wordings`), and the debug overlay's first line (`caption
    /// FRAME: CAPTION | OVERLAY`), so a test can check they name the same case as the trace's
    /// row of that frame and what a narrow bar kept.
    case reportCaption = "KEYBOARDCHAT_REPORT_CAPTION"
    /// Print how much text each bubble and the draft hand to Pango.
    case reportLayout = "KEYBOARDCHAT_REPORT_LAYOUT"
    /// At exit, print how many closure boxes handed to GLib are still alive.
    case reportLiveBoxes = "KEYBOARDCHAT_REPORT_LIVE_BOXES"
    /// Print on stdout what the timeline plotted and read out (at exit), what it read out at each
    /// picked frame, the newest frame it shows at each frame its window paints, and the view
    /// after each zoom or pan.
    case reportTimeline = "KEYBOARDCHAT_REPORT_TIMELINE"
    /// Say on stderr which version and licence the About dialog shows, read back from it.
    case reportAbout = "KEYBOARDCHAT_REPORT_ABOUT"
    /// Say on stderr what the header bar shows, read back from GTK: the primary menu's items
    /// with their actions' enabled state, the keyboard actions' state as it changes, the
    /// slow-motion badge, and the in-app notification shown and hidden (`HeaderReport`).
    case reportHeader = "KEYBOARDCHAT_REPORT_HEADER"
    /// Print on stdout each tuning the panel or a script's `tune` step asks for, whether it took
    /// or why not, and the panel's controls as GTK shows them afterwards (`TuningReport`): its
    /// message, the controls marked refused, and each layout's button height.
    case reportTuning = "KEYBOARDCHAT_REPORT_TUNING"
    /// Print on stdout, for every painted frame that shows the jump-to-latest button fully, the
    /// button's frame and the visible text of the bubble nearest the bar (`JumpCoverReport`).
    case reportJump = "KEYBOARDCHAT_REPORT_JUMP"
    /// Log one GTK critical at start-up (`cast`, `css` or GTK's own), to prove criticals are fatal.
    case provokeCritical = "KEYBOARDCHAT_TEST_PROVOKE_CRITICAL"
    /// Treat these GStreamer elements (comma-separated, such as `x264enc`) as not installed, to
    /// prove `--video` refuses to start without its encoder.
    case missingEncoder = "KEYBOARDCHAT_TEST_MISSING_ENCODER"
    /// Cancel a video export after this many frames, as its Cancel button does, to prove a
    /// cancelled export writes nothing.
    case cancelExportAfter = "KEYBOARDCHAT_TEST_CANCEL_EXPORT_AFTER"
    /// Hold a video export after this many frames until the window's size changes (and for
    /// ever if it never does), as a long export is held by its encoder: a test can then resize
    /// the window or send a signal mid-export, whatever the machine's speed.
    case holdExportAfter = "KEYBOARDCHAT_TEST_HOLD_EXPORT_AFTER"
    /// Hold a GIF's last pass after this many frames are written, saying so on stderr (`gif:
    /// holding FILE after N frames`), until SIGINT or SIGTERM arrives (at most a minute): a test
    /// can then send the signal while the file is being written, whatever the machine's speed.
    case holdGifWriteAfter = "KEYBOARDCHAT_TEST_HOLD_GIF_WRITE_AFTER"
    /// The export's dialogs say what they show, and an export how it ended (`export: …`).
    case reportExport = "KEYBOARDCHAT_REPORT_EXPORT"
    /// The X server's process, for the idle-CPU benchmark (`run.sh` sets it: an Xvfb started
    /// with `-displayfd` writes no lock file to find it by).
    case xServerProcessID = "KEYBOARDCHAT_X_SERVER_PID"

    private static let environment = ProcessInfo.processInfo.environment

    /// The variable's value, nil when it is not set.
    package var value: String? { Self.environment[rawValue] }

    /// Whether the variable is set, to any value.
    package var isSet: Bool { value != nil }
}
