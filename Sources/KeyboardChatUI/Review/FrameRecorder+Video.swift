import ChatDemoCore

extension FrameRecorder {
    /// The recorder a run needs: for `--record DIR`, `--video FILE` or both (one drawing of
    /// each frame feeds the PNG and the video); nil for neither.
    static func open(_ configuration: DemoConfiguration) throws(InputError) -> FrameRecorder? {
        guard configuration.recordsFrames else { return nil }
        let video = try configuration.videoPath.map { path throws(InputError) in
            try VideoSink(path: path, frameRate: configuration.frameRate)
        }
        do {
            return try FrameRecorder(directory: configuration.recordDirectory, frameRate: configuration.frameRate, video: video)
        } catch {
            video?.abandon()
            throw error
        }
    }

    /// What this recorder would put in place: the folder and the video.
    var outputs: [String] {
        [directory, video?.path].compactMap { $0 }
    }
}
