/// Exit codes of §5.
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
