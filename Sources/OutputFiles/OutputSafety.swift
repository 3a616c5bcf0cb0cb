/// The rules for what a run may write over, decided from `FileStatus`es
/// alone so they can be checked without touching the disk:
///
/// - a file output may replace nothing or a regular file, never a device,
///   FIFO, socket, directory or symbolic link (`--trace /dev/full` as root
///   would otherwise turn the device into a file);
/// - no output may be one of the run's inputs, compared by device and inode
///   (`--conversation c.json --trace c.json` would overwrite the chat);
/// - the `--record` folder is replaced as a whole when the recording is
///   done, so it may only hold an earlier recording: regular files with the
///   names a recording writes, and a `recording.txt` that says this program
///   made them (`isRecordingNote`). A folder, device or FIFO named
///   `trace.csv` is not a recording's, nor are the user's notes saved as
///   `recording.txt`, nor is anything else;
/// - that folder must be one that can be moved: not `.` or `..`, not a
///   mount point.
///
///     let fifo = FileStatus(kind: .fifo, identity: FileIdentity(device: 1, inode: 9))
///     OutputSafety.refusal(file: fifo, inputs: [])
///     // "is a FIFO, not a regular file; refusing to replace it"
///
/// - Complexity: O(inputs) per file; O(entries × inputs) for a folder.
public enum OutputSafety {
    /// An input of the run, with what it resolves to.
    public struct Input: Equatable, Sendable {
        /// What named it: an option such as `--script`, or a script command such as `profile load`.
        public let option: String
        public let path: String
        public let identity: FileIdentity?
        /// Where a script named it (`demo.txt:3`); nil for an option.
        public let origin: String?

        public init(option: String, path: String, identity: FileIdentity?, origin: String? = nil) {
            self.option = option
            self.path = path
            self.identity = identity
            self.origin = origin
        }

        /// "the --script input", "the profile load input (demo.txt:3)".
        var described: String { "the \(option) input" + (origin.map { " (\($0))" } ?? "") }
    }

    /// The files a recording folder holds; anything else in it is the user's.
    public static let recordingFileNames: Set<String> = ["trace.csv", "filmstrip.png", "recording.txt"]

    /// Why a file output must not be written over what is at its path now
    /// (`status` from `lstat`), or nil when it may be.
    public static func refusal(file status: FileStatus, inputs: [Input]) -> String? {
        switch status.kind {
        case .missing:
            return nil
        case .regular:
            return input(matching: status.identity, in: inputs).map { "is \($0.described); refusing to overwrite it" }
        default:
            return "is \(status.kind.rawValue), not a regular file; refusing to replace it"
        }
    }

    /// Why the `--record` folder must not be replaced, or nil when it may:
    /// missing, empty, or a directory holding only an earlier recording's
    /// files (`isRecordingFile`) with the `recording.txt` this program wrote
    /// (`note`, its text; nil when there is none or it is not a regular file).
    /// `entries` are its names with their `lstat`.
    public static func refusal(recordFolder status: FileStatus, entries: [(name: String, status: FileStatus)],
                               note: String?, inputs: [Input]) -> String? {
        switch status.kind {
        case .missing:
            return nil
        case .directory:
            if let entry = entries.first(where: { input(matching: $0.status.identity, in: inputs) != nil }),
               let input = input(matching: entry.status.identity, in: inputs) {
                let named = entry.name + (input.origin.map { ", named at \($0)" } ?? "")
                return "holds the \(input.option) input (\(named)), and the recording replaces the whole folder; choose another folder"
            }
            let foreign = entries.filter { !isRecordingFile($0.name, $0.status) }.sorted { $0.name < $1.name }
            guard foreign.isEmpty else {
                // A regular file is named alone; anything else says what it is.
                let named = foreign.prefix(3).map { $0.status.kind == .regular ? $0.name : "\($0.name) is \($0.status.kind.rawValue)" }
                let shown = named.joined(separator: ", ") + (foreign.count > 3 ? ", …" : "")
                return "holds files that are not part of a recording (\(shown)), and the recording replaces the whole folder; choose a new or empty folder"
            }
            // The names are a recording's, but anyone can save a file as trace.csv: only the
            // note this program writes into every recording says the files are its own.
            guard entries.isEmpty || note.map(isRecordingNote) == true else {
                let why = note == nil ? "there is no recording.txt" : "its recording.txt does not say \(recordingMaker) made it"
                return "holds files that are not a recording \(recordingMaker) made (\(why)), and the recording replaces the whole folder; choose a new or empty folder"
            }
            return nil
        default:
            return "is \(status.kind.rawValue), not a directory; refusing to replace it"
        }
    }

    /// Why the `--record` folder named `name` (the path's last component)
    /// cannot be replaced as a whole however it is filled, or nil: `.` and
    /// `..` cannot be moved, and neither can a mount point (a folder on
    /// another device than its parent, or the root, which is its own parent).
    ///
    /// The current directory (`workingDirectory`, its identity) is refused by any spelling: its
    /// absolute path names the very folder `.` does.
    ///
    ///     OutputSafety.refusal(recordFolderNamed: ".", status: cwd, parent: cwdParent)
    ///     // "'.' cannot be moved, and a recording replaces its folder as a whole: name a new folder, such as ./recording"
    public static func refusal(recordFolderNamed name: String, status: FileStatus, parent: FileStatus,
                               workingDirectory: FileIdentity? = nil) -> String? {
        if name == "." || name == ".." || name.isEmpty {
            return "'\(name.isEmpty ? "/" : name)' cannot be moved, and a recording replaces its folder as a whole: name a new folder, such as ./recording"
        }
        if status.kind == .directory, let folder = status.identity, folder == workingDirectory {
            return "is the current directory, and a recording replaces its folder as a whole: name a new folder, such as ./recording"
        }
        guard status.kind == .directory, let folder = status.identity, let above = parent.identity else { return nil }
        if folder.device != above.device || folder == above {
            return "is a mount point, which cannot be moved, and a recording replaces its folder as a whole: name a new folder inside it"
        }
        return nil
    }

    /// The program named on the first line of every `recording.txt` it writes.
    public static let recordingMaker = "keyboard-chat"

    /// Whether `text` is a `recording.txt` this program wrote: its first line is
    /// `made-by: keyboard-chat VERSION`.
    ///
    ///     OutputSafety.isRecordingNote("made-by: keyboard-chat 0.5.0\nframes: 97\n")   // true
    ///     OutputSafety.isRecordingNote("mine\n")                                         // false
    public static func isRecordingNote(_ text: String) -> Bool {
        let first = text.prefix { $0 != "\n" }
        let prefix = "made-by: \(recordingMaker) "
        return first.hasPrefix(prefix) && first.count > prefix.count
    }

    /// A file an earlier recording wrote: a regular file with a recording's
    /// name (`isRecordingEntry`). Only these may be replaced.
    public static func isRecordingFile(_ name: String, _ status: FileStatus) -> Bool {
        status.kind == .regular && isRecordingEntry(name)
    }

    /// `frame-0000.png` … (four or more digits), `trace.csv`, `filmstrip.png`,
    /// or a partial of one of them left by an interrupted write.
    ///
    ///     OutputSafety.isRecordingEntry("frame-0042.png")   // true
    ///     OutputSafety.isRecordingEntry("notes.txt")        // false
    public static func isRecordingEntry(_ name: String) -> Bool {
        if let partial = PartialName(fileName: name) { return isRecordingEntry(partial.name) }
        if recordingFileNames.contains(name) { return true }
        guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst("frame-".count).dropLast(".png".count)
        return digits.count >= 4 && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func input(matching identity: FileIdentity?, in inputs: [Input]) -> Input? {
        guard let identity else { return nil }
        return inputs.first { $0.identity == identity }
    }
}
