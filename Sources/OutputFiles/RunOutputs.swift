import Foundation

/// Every path one run will write — the trace, the video, the saved session, the `--record`
/// folder, each file a script line writes — checked against the disk, against every file the
/// run reads (`inputs`: the options' files and the profiles a script loads) and against each
/// other, before a window opens, so a bad output is refused with exit 2 instead of destroying
/// what is there.
///
///     var outputs = RunOutputs(inputs: [("--script", "demo.txt")])
///     outputs.addFile("demo.txt", as: "the --trace file", origin: nil)
///     try outputs.check()   // throws "demo.txt: is the --script input; refusing to overwrite it"
///
/// - Complexity: one `lstat` per output and per entry of the record folder.
public struct RunOutputs {
    /// A file output; `role` says what writes it in messages ("the --trace file", "a
    /// screenshot"); `origin` is where it was named when not on the command line (the script
    /// line and the column of its path).
    public struct File: Sendable {
        public let path: String
        public let role: String
        public let origin: (file: String, line: Int, column: Int)?
    }

    public private(set) var files: [File] = []
    public var recordFolder: String?
    public private(set) var inputs: [OutputSafety.Input]

    public init(inputs: [(option: String, path: String)]) {
        self.inputs = inputs.map { OutputSafety.Input(option: $0.option, path: $0.path, identity: FileStatus.following($0.path).identity) }
    }

    /// A file the run will read that no option names: `origin` is where the script names it.
    public mutating func addInput(_ path: String, option: String, origin: String) {
        inputs.append(OutputSafety.Input(option: option, path: path, identity: FileStatus.following(path).identity, origin: origin))
    }

    public mutating func addFile(_ path: String, as role: String, origin: (file: String, line: Int, column: Int)?) {
        files.append(File(path: path, role: role, origin: origin))
    }

    /// Throws the first refusal, naming the output (and the script line that
    /// named it) and saying why.
    public func check() throws(InputError) {
        var claimed: [String: File] = [:]
        let folder = recordFolder.map(Self.canonical)
        for file in files {
            func refuse(_ reason: String) -> InputError {
                guard let origin = file.origin else { return InputError(file: file.path, reason) }
                return InputError(file: origin.file, line: origin.line, column: origin.column, "\(file.path): \(reason)")
            }
            if let reason = OutputSafety.refusal(file: FileStatus.of(file.path), inputs: inputs) { throw refuse(reason) }
            let canonical = Self.canonical(file.path)
            if let folder, canonical.hasPrefix(folder + "/") {
                throw refuse("is inside the --record folder, which the recording replaces as a whole; write it elsewhere")
            }
            // A script may write one path again with the same command (the last one wins);
            // nothing else may share one.
            if let earlier = claimed[canonical], earlier.origin == nil || file.origin == nil || earlier.role != file.role {
                // Both writers are named: the user may have typed either one by mistake.
                let earlierLine = earlier.origin.map { " (\($0.file):\($0.line))" } ?? ""
                throw refuse("is both \(earlier.role)\(earlierLine) and \(file.role); give each output its own path")
            }
            claimed[canonical] = file
        }
        if let recordFolder {
            let status = FileStatus.of(recordFolder)
            if let reason = OutputSafety.refusal(recordFolderNamed: PathBytes.split(recordFolder).name, status: status,
                                                 parent: FileStatus.of(recordFolder + "/.."),
                                                 workingDirectory: FileStatus.following(".").identity) {
                throw InputError(file: recordFolder, reason)
            }
            let entries = status.kind == .directory ? RecordingFolder.entries(of: recordFolder) ?? [] : []
            let note = status.kind == .directory ? RecordingFolder.note(in: recordFolder) : nil
            if let reason = OutputSafety.refusal(recordFolder: status, entries: entries, note: note, inputs: inputs) {
                throw InputError(file: recordFolder, reason)
            }
        }
    }

    /// Removes stale partials (dead writers only) beside every output.
    public func removeStalePartials() {
        for file in files { StalePartials.remove(besides: file.path) }
        if let recordFolder { StalePartials.remove(besides: Self.canonical(recordFolder)) }
    }

    /// An absolute path with `.`/`..` and symbolic links in its folder
    /// resolved; the last component is kept as given (it may not exist yet).
    static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (PathCalls.realpath(".") ?? "") + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/") where component != "." {
            if component == ".." { _ = components.popLast() } else { components.append(component) }
        }
        let lexical = "/" + components.joined(separator: "/")
        let (parent, name) = PathBytes.split(lexical)
        guard let folder = PathCalls.realpath(parent) else { return lexical }
        return (folder == "/" ? "" : folder) + "/" + name
    }
}
