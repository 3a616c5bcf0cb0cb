/// The name of a file or folder still being written: `.NAME.PID.TOKEN.partial`
/// beside its final NAME, so a reader never sees half of it, and so a later
/// run can tell whose it was and whether that process is gone.
///
///     PartialName(name: "trace.csv", pid: 4242, token: "9F3A61C0").fileName
///     // ".trace.csv.4242.9F3A61C0.partial"
///     PartialName(fileName: ".trace.csv.4242.9F3A61C0.partial")?.pid   // 4242
///     PartialName(fileName: "trace.csv")                               // nil
///
/// - Complexity: O(n) in the name's length.
public struct PartialName: Equatable, Sendable {
    public static let suffix = ".partial"
    public static let tokenLength = 8

    /// The final name it will be moved to.
    public let name: String
    public let pid: Int32
    public let token: String

    public init(name: String, pid: Int32, token: String) {
        self.name = name
        self.pid = pid
        self.token = token
    }

    public var fileName: String { ".\(name).\(pid).\(token)\(Self.suffix)" }

    /// Reads a name written by `fileName`; nil for anything else.
    public init?(fileName: String) {
        guard fileName.hasPrefix("."), fileName.hasSuffix(Self.suffix) else { return nil }
        let middle = fileName.dropFirst().dropLast(Self.suffix.count)
        let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return nil }
        let token = parts[parts.count - 1], pidText = parts[parts.count - 2]
        guard token.count == Self.tokenLength, token.allSatisfy(\.isHexDigit),
              pidText.allSatisfy({ $0.isASCII && $0.isNumber }), let pid = Int32(pidText), pid > 0 else { return nil }
        let name = parts[..<(parts.count - 2)].joined(separator: ".")
        guard !name.isEmpty else { return nil }
        self.init(name: name, pid: pid, token: String(token))
    }
}
