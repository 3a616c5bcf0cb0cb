import Foundation

/// Writes to standard output that report failure instead of trapping.
///
/// `FileHandle.write(_: Data)` ends in a `try!`: with standard output on a
/// full disk (`> /dev/full`) or closed (`>&-`) the process died of SIGILL
/// (exit 132). A failed write is a runtime failure, exit 1, with a sentence
/// saying why. (A reader that closes a pipe early still ends the process by
/// SIGPIPE, as for any Unix filter.)
public enum StandardOutput {
    public static func write(_ text: String) throws(RuntimeFailure) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw RuntimeFailure(message: "cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Messages to standard error. Nothing is left to tell when standard error
/// itself fails, so a failed write is ignored rather than trapping.
public enum StandardError {
    public static func write(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
