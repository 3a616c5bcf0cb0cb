import CSystemCalls

/// SIGINT and SIGTERM as they arrive, for a long write that cannot wait for the main loop to
/// dispatch them: a GIF's last pass runs inside the window's "destroy", where GLib's signal
/// source never runs, so without this the signal was honoured only after the whole file was
/// written and put in place, or not at all.
///
/// `watch()` notes each signal and then runs the handler it replaced (GLib's), so the main loop
/// still sees the signal as before; a write asks `received` between its steps and stops,
/// leaving its target as it was.
///
///     TerminationSignal.watch()          // after GLib's signal sources are added
///     if let signal = TerminationSignal.received { … }   // SIGTERM: 15
public enum TerminationSignal {
    /// Starts noting SIGINT and SIGTERM; a second call does nothing.
    public static func watch() {
        keyboardchat_watch_termination_signals()
    }

    /// The first SIGINT or SIGTERM since `watch()`, or nil.
    public static var received: Int32? {
        let signal = keyboardchat_termination_signal()
        return signal == 0 ? nil : signal
    }
}
