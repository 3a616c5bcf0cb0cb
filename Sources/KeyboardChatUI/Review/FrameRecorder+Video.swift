import ChatDemoCore
import OutputFiles

extension FrameRecorder {
    /// The recorder a run needs: for `--record DIR`, `--video FILE` or both (one drawing of
    /// each frame feeds the PNG and the video); nil for neither.
    /// `plannedMilliseconds` is how long the script is meant to run, for the video's progress.
    static func open(recordDirectory: String?, videoPath: String?, frameRate: Int,
                     plannedMilliseconds: Int? = nil) throws(InputError) -> FrameRecorder? {
        guard recordDirectory != nil || videoPath != nil else { return nil }
        let video = try videoPath.map { path throws(InputError) in
            try VideoSink(path: path, frameRate: frameRate, plannedMilliseconds: plannedMilliseconds)
        }
        do {
            return try FrameRecorder(directory: recordDirectory, frameRate: frameRate, video: video)
        } catch {
            video?.abandon()
            throw error
        }
    }

    /// The SIGINT or SIGTERM that stopped the video's last write (`VideoSink`), if one did.
    var interruptingSignal: Int32? { video?.interruptingSignal }

    /// What this recorder would put in place: the folder and the video.
    var outputs: [String] {
        [directory, video?.path].compactMap { $0 }
    }
}
