import Foundation

/// A folder that is complete or absent: everything is written into a fresh
/// hidden sibling (`.NAME.PID.TOKEN.partial`), which `commit()` renames to
/// the target. An earlier recording at the target stays whole until then and
/// is exchanged with the new one in a single step (`renameat2` with
/// `RENAME_EXCHANGE`), then removed; on a file system without exchange it is
/// renamed aside first, so for an instant the target is absent, never
/// mixed. `discard()`, or a crash before commit, whose leftovers
/// `StalePartials` clears on a later start, leaves the target as it was.
///
/// Only the earlier recording is ever replaced. Its files are noted when the
/// folder is staged (`RecordingFolder.snapshot`); if at commit the target
/// holds anything else (a `notes.txt` saved into it during the run, a frame
/// edited since, a file where the folder was), it is left exactly as it is
/// and the new recording is put beside it as `NAME.new` (or `NAME.new-2`, …),
/// which the error names.
///
///     let staged = try StagedFolder(target: "out/show")
///     try AtomicFile.write(png, to: staged.path + "/frame-0000.png")
///     try staged.commit()   // out/show now holds exactly this run's files
///
/// - Complexity: O(1) renames per commit, plus O(n) to check and remove an
///   earlier recording of n files.
public final class StagedFolder {
    public let target: String
    /// Where the files go until `commit()`.
    public let path: String
    /// The earlier recording's files when the run began; nil when the target was missing.
    private let earlier: RecordingFolder.Snapshot?
    /// False takes the path for file systems without `renameat2`'s modes (for tests).
    private let usesRenameAt2: Bool
    private var isOpen = true

    public convenience init(target: String) throws(InputError) {
        try self.init(target: target, usesRenameAt2: true)
    }

    init(target: String, usesRenameAt2: Bool) throws(InputError) {
        let (parent, name) = PathBytes.split(target)
        if let reason = OutputSafety.refusal(recordFolderNamed: name, status: .missing, parent: .missing) {
            throw InputError(file: target, reason)
        }
        self.target = target
        self.usesRenameAt2 = usesRenameAt2
        path = (parent == "/" ? "" : parent) + "/" + PartialName(name: name, pid: getpid(), token: Self.token()).fileName
        earlier = FileStatus.of(target).kind == .directory ? RecordingFolder.snapshot(of: target) : nil
        guard PathCalls.mkdir(path) == 0 else {
            let code = errno
            throw InputError(file: target, "cannot create the folder beside it (\(PathCalls.lastError()))", isWriteFailure: InputError.isDiskFailure(code))
        }
    }

    /// A file's name inside the target, for messages: the user named the
    /// target, not the hidden staging folder.
    public func userPath(of stagedPath: String) -> String {
        stagedPath.hasPrefix(path + "/") ? target + stagedPath.dropFirst(path.count) : stagedPath
    }

    /// Moves the staged folder to the target, in place of the earlier
    /// recording if there is one and nothing else is there.
    public func commit() throws(InputError) {
        guard isOpen else { throw InputError(file: target, "already closed") }
        isOpen = false
        if FileStatus.of(target).kind == .missing, try moveIn() { return }
        let kind = FileStatus.of(target).kind
        guard kind == .directory else {
            throw leaveBeside(because: "is \(kind.rawValue) now, not the folder of an earlier recording")
        }
        let earlier = self.earlier ?? [:]
        if usesRenameAt2, PathCalls.rename(path, to: target, .exchange) == 0 {
            // The earlier folder is now at `path`, where its name no longer
            // invites anything new: check it there.
            let unexpected = RecordingFolder.unexpected(in: path, earlier: earlier)
            guard unexpected.isEmpty else {
                guard PathCalls.rename(path, to: target, .exchange) == 0 else {
                    throw keepEarlier(at: path, because: "it held \(Self.list(unexpected)), and it could not be put back (\(PathCalls.lastError()))")
                }
                throw leaveBeside(because: Self.notTheEarlierRecording(unexpected))
            }
            try removeEarlier(at: path, earlier)
            return
        }
        // Without exchange: check, move the earlier folder aside, move in.
        let unexpected = RecordingFolder.unexpected(in: target, earlier: earlier)
        guard unexpected.isEmpty else { throw leaveBeside(because: Self.notTheEarlierRecording(unexpected)) }
        let aside = sibling()
        guard PathCalls.rename(target, to: aside) == 0 else {
            throw leaveBeside(because: "cannot move the earlier recording aside (\(PathCalls.lastError()))")
        }
        guard PathCalls.rename(path, to: target) == 0 else {
            let reason = PathCalls.lastError()
            _ = PathCalls.rename(aside, to: target)
            throw leaveBeside(because: "cannot move the finished folder into place (\(reason))")
        }
        try removeEarlier(at: aside, earlier)
    }

    /// Drops everything staged; the target is left untouched.
    public func discard() {
        guard isOpen else { return }
        isOpen = false
        RecordingFolder.remove(path)
    }

    deinit { discard() }

    /// Moves the new folder to a missing target. False when something
    /// appeared there meanwhile (which is then handled as an earlier folder);
    /// a plain `rename` would replace an empty folder, which loses nothing.
    private func moveIn() throws(InputError) -> Bool {
        if usesRenameAt2 {
            if PathCalls.rename(path, to: target, .noReplace) == 0 { return true }
            if errno == EEXIST { return false }
            guard errno == EINVAL || errno == ENOSYS else {
                throw leaveBeside(because: "cannot move the finished folder into place (\(PathCalls.lastError()))")
            }
        }
        if PathCalls.rename(path, to: target) == 0 { return true }
        if [EEXIST, ENOTEMPTY, ENOTDIR, EISDIR].contains(errno) { return false }
        throw leaveBeside(because: "cannot move the finished folder into place (\(PathCalls.lastError()))")
    }

    /// Removes the earlier recording, now at `hidden`; anything that came
    /// into it after the check keeps the folder, under a visible name.
    private func removeEarlier(at hidden: String, _ earlier: RecordingFolder.Snapshot) throws(InputError) {
        guard !RecordingFolder.remove(hidden, earlier: earlier) else { return }
        let left = RecordingFolder.unexpected(in: hidden, earlier: [:])
        throw keepEarlier(at: hidden, because: "it held \(Self.list(left)) besides the recording")
    }

    /// The error for a commit that did not happen, with the new recording
    /// moved from its hidden name to one the user can see and keep.
    private func leaveBeside(because reason: String) -> InputError {
        let place = moveToSight(path, suffix: ".new") ?? path
        return InputError(file: target, "\(reason); it was left as it was, and the new recording was put in \(place) instead")
    }

    /// The error for a commit that happened but could not remove the earlier
    /// folder entirely: what was left of it is kept under a visible name.
    private func keepEarlier(at hidden: String, because reason: String) -> InputError {
        let place = moveToSight(hidden, suffix: ".earlier") ?? hidden
        return InputError(file: target, "holds the new recording, but the earlier folder was not removed: \(reason); it was kept as \(place)")
    }

    /// Renames `hidden` to a free `TARGET+suffix` name; nil when that fails.
    private func moveToSight(_ hidden: String, suffix: String) -> String? {
        guard let visible = RecordingFolder.freeSibling(of: target, suffix: suffix) else { return nil }
        if usesRenameAt2 {
            let result = PathCalls.rename(hidden, to: visible, .noReplace)
            if result == 0 || (errno != EINVAL && errno != ENOSYS) { return result == 0 ? visible : nil }
        }
        return PathCalls.rename(hidden, to: visible) == 0 ? visible : nil
    }

    /// A fresh partial name beside the target.
    private func sibling() -> String {
        let (parent, name) = PathBytes.split(target)
        return (parent == "/" ? "" : parent) + "/" + PartialName(name: name, pid: getpid(), token: Self.token()).fileName
    }

    static func notTheEarlierRecording(_ names: [String]) -> String {
        "holds files that were not the earlier recording's when the run began (\(list(names)))"
    }

    /// Up to three names, then "…".
    static func list(_ names: [String]) -> String {
        names.prefix(3).joined(separator: ", ") + (names.count > 3 ? ", …" : "")
    }

    static func token() -> String {
        String(UUID().uuidString.prefix(PartialName.tokenLength))
    }
}
