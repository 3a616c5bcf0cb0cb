import Glibc
import TerminalText

/// The width help is laid out for, found as ArgumentParser finds it (so the options it wraps
/// and the text wrapped here agree): `COLUMNS` when set, the terminal of standard output, or 80.
enum TerminalWidth {
    static let fallback = 80

    static var columns: Int {
        if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return fallback
    }

    /// `text` wrapped for this terminal, each item's continuation under its own text. The last
    /// column stays free: ArgumentParser breaks a line that fills the width exactly.
    static func wrapped(_ text: String) -> String {
        HangingIndent.wrap(text, width: columns - 1)
    }
}
