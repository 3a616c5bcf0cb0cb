import Foundation

/// A folder that is complete or absent: everything is written into a fresh
/// hidden sibling (`.NAME.PID.TOKEN.partial`), which `commit()` renames to
/// the target. An earlier folder at the target stays whole until then and
/// is exchanged with the new one in a single step (`renameat2` with
/// `RENAME_EXCHANGE`), then removed; on a file system without exchange it is
/// renamed aside first, so for an instant the target is absent, never
/// mixed. `discard()`, or a crash before commit, whose leftovers
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
    /// swapped out in one step where the file system can (the staging name
    /// then holds it), else first moved aside under a partial name, so the
    /// target is never half old and half new; then it is removed.
    public func commit() throws(InputError) {
        guard isOpen else { throw InputError(file: target, "already closed") }
        isOpen = false
        var replaced: String?
        if FileStatus.of(target).kind == .directory, Self.exchange(path, target) {
            removeTree(path)
            return
        }
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

    /// `renameat2(…, RENAME_EXCHANGE)`: swaps two paths atomically. Swift's
    /// Glibc module does not declare it, so it is looked up in the C library
    /// (glibc 2.28 and later); false when it is missing or the swap failed.
    private static func exchange(_ first: String, _ second: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        let exchangeFlag: UInt32 = 1 << 1  // RENAME_EXCHANGE in <linux/fs.h>
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, exchangeFlag) == 0
    }

    static func token() -> String {
        String(UUID().uuidString.prefix(PartialName.tokenLength))
    }
}
