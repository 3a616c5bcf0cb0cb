import ChatDemoCore
import Foundation
import OutputFiles

/// Checks every output of a run against the disk and the run's inputs
/// (`RunOutputs`), before a window opens: an unsafe output is refused with
/// exit 2, naming the path and the reason. Then removes partial files left
/// by earlier runs that died, and creates the record folder's parent.
package enum OutputPlan {
    package static func prepare(trace: String?, record: String?, steps: [DemoScript.Step],
                        script: String?, conversation: String?, video: String? = nil,
                                saveSession: String? = nil) throws(InputError) {
        var outputs = RunOutputs(inputs: [("--conversation", conversation), ("--script", script)]
            .compactMap { option, path in path.map { (option, $0) } })
        if let trace {
            try checkWritable(directoryOf: trace)
            outputs.addFile(trace, origin: nil)
        }
        for step in steps {
            guard let path = step.command.screenshotPath, let script else { continue }
            do {
                try checkWritable(directoryOf: path)
            } catch {
                throw InputError(file: script, line: step.line, column: step.column, "\(path): \(error.message)")
            }
            outputs.addFile(path, origin: (script, step.line, step.column))
        }
        if let video {
            try checkWritable(directoryOf: video)
            outputs.addFile(video, origin: nil)
        }
        if let saveSession {
            try checkWritable(directoryOf: saveSession)
            outputs.addFile(saveSession, origin: nil)
        }
        if let record {
            try prepareParent(ofRecordFolder: record)
            outputs.recordFolder = record
        }
        try outputs.check()
        outputs.removeStalePartials()
    }

    package static func checkWritable(directoryOf path: String) throws(InputError) {
        let directory = PathBytes.split(path).parent
        guard PathCalls.access(directory, W_OK) == 0 else {
            throw InputError(file: path, "cannot write here: the directory \(directory) is missing or not writable")
        }
    }

    /// The record folder itself appears only when the recording is complete;
    /// its parent is created if needed and must be writable.
    static func prepareParent(ofRecordFolder path: String) throws(InputError) {
        let parent = PathBytes.split(path).parent
        do {
            try OutputDirectory.create(parent)
        } catch {
            throw InputError(file: path, "cannot create the folder that holds the recording: \(error.message)")
        }
        guard PathCalls.access(parent, W_OK) == 0 else { throw InputError(file: path, "the folder \(parent) is not writable") }
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
