import Foundation

/// What kind of thing sits at a path, as `lstat` sees it (a symbolic link
/// is reported as a link, not as what it points to).
public enum FileKind: String, Equatable, Sendable {
    case missing
    case regular = "a regular file"
    case directory = "a directory"
    case symbolicLink = "a symbolic link"
    case fifo = "a FIFO"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case socket = "a socket"
    case other = "not a regular file"

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }
}

/// A file's identity on this machine: two paths name the same file exactly
/// when their device and inode numbers agree (hard links, `./x` and `x`,
/// a symbolic link and its target).
public struct FileIdentity: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64

    public init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }
}

/// One `lstat` or `stat` of a path, reduced to what the output checks need.
///
///     FileStatus.of("/dev/full").kind        // .characterDevice
///     FileStatus.of("/no/such/file").kind    // .missing
///
/// - Complexity: one system call.
public struct FileStatus: Equatable, Sendable {
    public var kind: FileKind
    public var identity: FileIdentity?
    /// Permission bits (`0o600` …), nil when the path is missing.
    public var permissions: mode_t?

    public init(kind: FileKind, identity: FileIdentity? = nil, permissions: mode_t? = nil) {
        self.kind = kind
        self.identity = identity
        self.permissions = permissions
    }

    public static let missing = FileStatus(kind: .missing)

    /// The path itself: a symbolic link is `.symbolicLink`.
    public static func of(_ path: String) -> FileStatus {
        PathCalls.lstat(path).map { FileStatus($0) } ?? .missing
    }

    /// What the path leads to once symbolic links are followed (for inputs).
    public static func following(_ path: String) -> FileStatus {
        PathCalls.stat(path).map { FileStatus($0) } ?? .missing
    }

    init(_ info: stat) {
        kind = FileKind(mode: info.st_mode)
        identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        permissions = info.st_mode & 0o7777
    }
}
