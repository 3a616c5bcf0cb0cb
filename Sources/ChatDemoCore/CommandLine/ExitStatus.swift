/// The process's exit codes, which scripts and CI branch on: 0 success, 1 a runtime failure
/// (no display, a failed write), 2 bad usage or bad input (a message names what and where).
public enum ExitStatus {
    public static let runtimeFailure: Int32 = 1
    public static let badInput: Int32 = 2
}

/// Something failed while running (no display, a failed write): exit 1.
public struct RuntimeFailure: Error {
    public let message: String

    public init(message: String) {
        self.message = message
    }
}
