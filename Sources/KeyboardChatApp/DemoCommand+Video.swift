import ArgumentParser
import KeyboardChatUI
import VideoExport

extension DemoCommand {
    /// `--video` and `--fps`: a known extension, a script to end the video, and a rate a
    /// recording can be paced at.
    func validateVideo() throws {
        if let video {
            guard VideoFormat(path: video) != nil else {
                throw ValidationError("--video \(video): unknown video format; the extension must be \(VideoFormat.extensionList)")
            }
            guard script != nil else {
                throw ValidationError("--video needs --script FILE: a video ends when its script does")
            }
        }
        if let fps {
            guard DemoConfiguration.frameRates.contains(fps) else {
                throw ValidationError("--fps must be \(DemoConfiguration.frameRates.map(String.init).joined(separator: " or ")), got \(fps)")
            }
            guard record != nil || video != nil else {
                throw ValidationError("--fps sets the frame rate of --record and --video: give one of them too")
            }
        }
    }
}
