import ChatDemoCore
import Foundation
import OutputFiles
import RecordingMeasure

/// A screen recording opened beside the simulated panes (`--open VIDEO`, the menu's "Open
/// Recording…"): measured as `keyboard-chat measure` measures it (docs/MEASURE.md), before any
/// window shows it, so that what cannot be read is said at once and nothing else changes.
///
/// Its first motion sets the one clock (`RecordingClock`: the motion's first frame, the last at
/// rest, falls on the simulated pane's will-show) and the platform whose curve fits it best (`CurveFit`),
/// which the simulated pane plays unless `--compare`, `--platform` or `--profile` says otherwise.
package struct OpenedRecording: Sendable {
    package let path: String
    /// Every decoded frame's measurement, in the video's pixels.
    package let rows: [MeasuredRow]
    package let videoWidth: Int
    package let videoHeight: Int
    /// The first show, hide or change of height: where the clock starts.
    package let firstMotion: Motion
    /// The platform whose keyboard curve fits the first motion best.
    package let platform: Platform
    /// Set when the stream broke part way: what was decoded before the break is shown.
    package let breakNote: String?

    /// The clock over the frames from the first motion's first on (the last at rest before it).
    package var clock: RecordingClock {
        RecordingClock(frameTimes: rows[firstMotion.restBefore.frame...].map(\.timeMilliseconds),
                       willShowMilliseconds: firstMotion.restBefore.timeMilliseconds)
    }

    /// The measured row of the clock's frame `index`.
    package func row(atClockFrame index: Int) -> MeasuredRow {
        rows[min(rows.count - 1, firstMotion.restBefore.frame + index)]
    }

    /// Decodes and measures `path`. Throws, naming the file: no such file, not a video or no
    /// decoder for it, no keyboard found, or a keyboard that never moves.
    package static func open(path: String) throws(InputError) -> OpenedRecording {
        let status = FileStatus.following(path)
        guard status.kind != .missing else { throw InputError(file: path, "no such file") }
        guard status.kind == .regular else { throw InputError(file: path, "not a regular file") }
        let recording = try MeasuredRecording.read(path: path)
        let (rows, size) = (recording.rows, (width: recording.width, height: recording.height))
        let breakNote = recording.breakage.map {
            "the stream breaks after \($0.afterLastFrame): \($0.reason); the \(rows.count) frames before the break are shown"
        }
        guard recording.hasFoundKeyboard else {
            throw InputError(file: path, "no band rises from the bottom edge in any frame; "
                             + "keyboard-chat measure with --keyboard-top Y may read it (docs/MEASURE.md)")
        }
        guard let motion = RecordingClock.firstMotion(in: rows, height: size.height) else {
            throw InputError(file: path, "the keyboard and the bar stand still in all \(rows.count) frames: no motion to lay beside the simulated one")
        }
        return OpenedRecording(path: path, rows: rows, videoWidth: size.width, videoHeight: size.height, firstMotion: motion,
                               platform: CurveFit(motion).best.platform, breakNote: breakNote)
    }
}
