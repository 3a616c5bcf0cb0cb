import Foundation

/// A folder that is complete or absent: everything is written into a fresh
/// hidden sibling (`.NAME.PID.TOKEN.partial`), which `commit()` renames to
/// the target. An earlier folder at the target stays whole until then: it
/// is renamed aside, the new one renamed in, and only then removed (Linux's
/// atomic exchange, `renameat2`, is not visible to Swift's Glibc module, so
/// for the instant between the two renames the target is absent, never
/// mixed). `discard()`, or a crash before commit, whose leftovers
/// `StalePartials` clears on a later start, leaves the target as it was.
///
///     let staged = try StagedFolder(target: "out/show")
///     try AtomicFile.write(png, to: staged.path + "/frame-0000.png")
///     try staged.commit()   // out/show now holds exactly this run's files
///
/// - Complexity: O(1) renames per commit, plus removing the replaced folder.
public final class StagedFolder {
    public let target: String
    /// Where the files go until `commit()`.
    public let path: String
    private var isOpen = true

    public init(target: String) throws(InputError) {
        let url = URL(fileURLWithPath: target).standardizedFileURL
        self.target = target
        path = url.deletingLastPathComponent()
            .appendingPathComponent(PartialName(name: url.lastPathComponent, pid: getpid(), token: Self.token()).fileName).path
        guard mkdir(path, 0o777) == 0 else {
            throw InputError(file: target, "cannot create the folder beside it (\(String(cString: strerror(errno))))")
        }
    }

    /// A file's name inside the target, for messages: the user named the
    /// target, not the hidden staging folder.
    public func userPath(of stagedPath: String) -> String {
        stagedPath.hasPrefix(path + "/") ? target + stagedPath.dropFirst(path.count) : stagedPath
    }

    /// Moves the staged folder to the target. An earlier folder there is
    /// first moved aside under a partial name, so the target is never half
    /// old and half new, then removed.
    public func commit() throws(InputError) {
        guard isOpen else { throw InputError(file: target, "already closed") }
        isOpen = false
        var replaced: String?
        if FileStatus.of(target).kind != .missing {
            let url = URL(fileURLWithPath: target).standardizedFileURL
            let aside = url.deletingLastPathComponent()
                .appendingPathComponent(PartialName(name: url.lastPathComponent, pid: getpid(), token: Self.token()).fileName).path
            guard rename(target, aside) == 0 else {
                let reason = String(cString: strerror(errno))
                removeTree(path)
                throw InputError(file: target, "cannot move the earlier recording aside: \(reason)")
            }
            replaced = aside
        }
        guard rename(path, target) == 0 else {
            let reason = String(cString: strerror(errno))
            if let replaced { rename(replaced, target) }
            removeTree(path)
            throw InputError(file: target, "cannot move the finished folder into place: \(reason)")
        }
        if let replaced { removeTree(replaced) }
    }

    /// Drops everything staged; the target is left untouched.
    public func discard() {
        guard isOpen else { return }
        isOpen = false
        removeTree(path)
    }

    deinit { discard() }

    private func removeTree(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }

    static func token() -> String {
        String(UUID().uuidString.prefix(PartialName.tokenLength))
    }
}
