import Foundation

/// Every path one run will write — the trace, the `--record` folder, each
/// script `screenshot` — checked against the disk and the run's inputs
/// before a window opens, so a bad output is refused with exit 2 instead
/// of destroying what is there.
///
///     var outputs = RunOutputs(inputs: [("--script", "demo.txt")])
///     outputs.addFile("demo.txt", origin: nil)
///     try outputs.check()   // throws "demo.txt: is the --script input; refusing to overwrite it"
///
/// - Complexity: one `lstat` per output and per entry of the record folder.
public struct RunOutputs {
    /// A file output; `origin` is where it was named when not on the command line.
    public struct File: Sendable {
        public let path: String
        public let origin: (file: String, line: Int)?
    }

    public private(set) var files: [File] = []
    public var recordFolder: String?
    public let inputs: [OutputSafety.Input]

    public init(inputs: [(option: String, path: String)]) {
        self.inputs = inputs.map { OutputSafety.Input(option: $0.option, path: $0.path, identity: FileStatus.following($0.path).identity) }
    }

    public mutating func addFile(_ path: String, origin: (file: String, line: Int)?) {
        files.append(File(path: path, origin: origin))
    }

    /// Throws the first refusal, naming the output (and the script line that
    /// named it) and saying why.
    public func check() throws(InputError) {
        var claimed: [String: File] = [:]
        let folder = recordFolder.map(Self.canonical)
        for file in files {
            func refuse(_ reason: String) -> InputError {
                guard let origin = file.origin else { return InputError(file: file.path, reason) }
                return InputError(file: origin.file, line: origin.line, "\(file.path): \(reason)")
            }
            if let reason = OutputSafety.refusal(file: FileStatus.of(file.path), inputs: inputs) { throw refuse(reason) }
            let canonical = Self.canonical(file.path)
            if let folder, canonical.hasPrefix(folder + "/") {
                throw refuse("is inside the --record folder, which the recording replaces as a whole; write it elsewhere")
            }
            // Screenshots may repeat a path (the last one wins); nothing else may share one.
            if let earlier = claimed[canonical], earlier.origin == nil || file.origin == nil {
                throw refuse("is also written as \(earlier.origin == nil ? "the --trace file" : "a screenshot"); give each output its own path")
            }
            claimed[canonical] = file
        }
        if let recordFolder {
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: recordFolder)) ?? []).sorted()
                .map { (name: $0, status: FileStatus.of(recordFolder + "/" + $0)) }
            if let reason = OutputSafety.refusal(recordFolder: FileStatus.of(recordFolder), entries: entries, inputs: inputs) {
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
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let name = url.lastPathComponent
        guard let parent = realpath(url.deletingLastPathComponent().path, nil) else { return url.path }
        defer { free(parent) }
        let folder = String(cString: parent)
        return (folder == "/" ? "" : folder) + "/" + name
    }
}
