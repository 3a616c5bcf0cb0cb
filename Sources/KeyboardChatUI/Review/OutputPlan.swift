import ChatDemoCore
import Foundation
import OutputFiles

/// Checks every output of a run against the disk, the run's inputs and each other
/// (`RunOutputs`), before a window opens: an unsafe output is refused with exit 2, naming the
/// path (and the script line that named it) and the reason. Then removes partial files left
/// by earlier runs that died, and creates the record folder's parent (returning the folders it
/// made, for a run that fails to take back).
///
/// The inputs are every file the run reads: `--conversation`, `--script`, `--profile`, `--open` and
/// each profile a script's `profile load` reads. The outputs are every file it writes:
/// `--trace`, `--trace-events`, `--record`, `--video`, `--save-session`, and the script's `screenshot`,
/// `timeline screenshot`, `export-video`, `export-trace` and `profile save`.
package enum OutputPlan {
    @discardableResult
    package static func prepare(trace: String?, traceEvents: String? = nil, record: String?, steps: [DemoScript.Step],
                        script: String?, conversation: String?, profile: String? = nil, video: String? = nil,
                                saveSession: String? = nil, opened: String? = nil) throws(InputError) -> [String] {
        var outputs = RunOutputs(inputs: optionInputs(conversation: conversation, script: script, profile: profile, opened: opened))
        for (path, line) in loadedProfiles(steps) {
            outputs.addInput(path, option: "profile load", origin: "\(script ?? "script"):\(line)")
        }
        for (option, path) in [("--trace", trace), ("--trace-events", traceEvents), ("--video", video), ("--save-session", saveSession)] {
            guard let path else { continue }
            try checkWritable(directoryOf: path)
            outputs.addFile(path, as: "the \(option) file", origin: nil)
        }
        for step in steps {
            guard let script, let (path, role) = written(by: step.command) else { continue }
            // An export's folder is checked when the step runs, which says so in a dialog and goes on.
            if case .exportVideo = step.command {} else {
                do {
                    try checkWritable(directoryOf: path)
                } catch {
                    throw InputError(file: script, line: step.line, column: step.column, "\(path): \(error.message)")
                }
            }
            outputs.addFile(path, as: role, origin: (script, step.line, step.column))
        }
        var created: [String] = []
        if let record {
            created = try prepareParent(ofRecordFolder: record)
            outputs.recordFolder = record
        }
        do throws(InputError) {
            try outputs.check()
        } catch {
            OutputDirectory.removeCreated(created)
            throw error
        }
        outputs.removeStalePartials()
        return created
    }

    /// The files options name for reading (`-` for standard input is left out by the caller).
    package static func optionInputs(conversation: String?, script: String?, profile: String?,
                                     opened: String? = nil) -> [(option: String, path: String)] {
        [("--conversation", conversation), ("--script", script), ("--profile", profile), ("--open", opened)].compactMap { option, path in path.map { (option, $0) } }
    }

    /// The profiles the script's `profile load` lines read, with their lines.
    package static func loadedProfiles(_ steps: [DemoScript.Step]) -> [(path: String, line: Int)] {
        steps.compactMap { step in
            guard case .profile(.load(let path)) = step.command else { return nil }
            return (path, step.line)
        }
    }

    /// The file a script command writes, and what it is called in messages.
    private static func written(by command: ScriptCommand) -> (path: String, role: String)? {
        switch command {
        case .exportVideo(let path): (path, "an export-video")
        case .exportTrace(let path): (path, "an export-trace")
        case .profile(.save(let path)): (path, "a profile save")
        default: command.screenshotPath.map { ($0, "a screenshot") }
        }
    }

    package static func checkWritable(directoryOf path: String) throws(InputError) {
        let directory = PathBytes.split(path).parent
        guard PathCalls.access(directory, W_OK) == 0 else {
            throw InputError(file: path, "cannot write here: the directory \(directory) is missing or not writable")
        }
    }

    /// The record folder itself appears only when the recording is complete;
    /// its parent is created if needed and must be writable. Returns the folders it made.
    static func prepareParent(ofRecordFolder path: String) throws(InputError) -> [String] {
        let parent = PathBytes.split(path).parent
        let created: [String]
        do throws(InputError) {
            created = try OutputDirectory.create(parent)
        } catch {
            throw InputError(file: path, "cannot create the folder that holds the recording: \(error.message)", isWriteFailure: error.isWriteFailure)
        }
        guard PathCalls.access(parent, W_OK) == 0 else {
            OutputDirectory.removeCreated(created)
            throw InputError(file: path, "the folder \(parent) is not writable")
        }
        return created
    }
}

extension OutputPlan {
    /// A folder that is created if needed and must be writable (the bench's
    /// snapshot folder), checked before anything is written.
    package static func createFolder(_ path: String) throws(InputError) {
        try OutputDirectory.create(path)
        guard PathCalls.access(path, W_OK) == 0 else { throw InputError(file: path, "the folder is not writable") }
    }
}
