import ChatDemoCore
import VideoExport
import OutputFiles

/// `--video FILE`, checked before any window opens: a format this build writes (by the
/// extension; exit 2 otherwise), a folder it can write in (exit 2), and every GStreamer element
/// the format needs installed (exit 1, naming the Debian package), so nothing is rendered for
/// a video that cannot be made. What a run that died left beside the video goes first.
package enum VideoPlan {
    package static func check(_ path: String) throws {
        guard let format = VideoFormat(path: path) else {
            throw InputError(file: path, "--video: unknown video format; the extension must be \(VideoFormat.extensionList)")
        }
        try OutputPlan.checkWritable(directoryOf: path)
        VideoWriter.removeLeftovers(besides: path)
        let pretended = Set((DiagnosticSwitch.missingEncoder.value ?? "").split(separator: ",").map(String.init))
        if let problem = EncoderCheck.problem(for: format, path: path, pretendingMissing: pretended) {
            throw RuntimeFailure(message: problem)
        }
    }
}
