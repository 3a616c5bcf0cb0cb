import Foundation
import OutputFiles

/// What SIGINT or SIGTERM means for a run. While a script is still playing
/// or a recording is being made, the outputs would be partial, so the
/// signal *interrupts*: nothing is written over the previous files and the
/// exit status is the shell's 128 + signal number. Once the script is done
/// (or there is none) a signal is the ordinary way to close the window:
/// outputs are written and the exit status is 0.
///
///     Interruption.interrupts(scriptFinished: false, recording: false)   // true
///     Interruption.exitStatus(forSignal: SIGTERM)                         // 143
///     Interruption.signalName(SIGINT)                                     // "SIGINT"
///     Interruption.message(signal: SIGTERM, outputs: ["a.gif"], whileWriting: true)
///     // "interrupted by SIGTERM while the outputs were written; nothing was written to a.gif (earlier files there are kept)"
///
/// - Complexity: O(1).
public enum Interruption {
    /// The shell's convention for "ended by signal N".
    public static let signalExitBase: Int32 = 128

    public static func interrupts(scriptFinished: Bool, recording: Bool) -> Bool {
        !scriptFinished || recording
    }

    public static func exitStatus(forSignal signal: Int32) -> Int32 {
        signalExitBase + signal
    }

    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        case SIGHUP: "SIGHUP"
        default: "signal \(signal)"
        }
    }

    /// The sentence printed on an interruption: mid-script, or `whileWriting` the outputs once
    /// the script had finished (a video's last pass).
    public static func message(signal: Int32, outputs: [String], whileWriting: Bool = false) -> String {
        let kept = outputs.isEmpty ? "" : "; nothing was written to \(outputs.joined(separator: ", ")) (earlier files there are kept)"
        let moment = whileWriting ? "while the outputs were written" : "before the script finished"
        return PathBytes.visible("interrupted by \(signalName(signal)) \(moment)\(kept)")
    }
}
