import Foundation
import OutputFiles
import RecordingMeasure
import VideoExport

/// A screen recording decoded (`VideoDecoder`) and measured frame by frame (`FrameMeasurer`):
/// the one reading that `keyboard-chat measure` prints and an opened recording shows, so both
/// see the same rows, the same times and the same refusals.
///
///     let recording = try MeasuredRecording.read(path: "clip.mp4")
///     recording.rows.count        // 120, one per decoded frame, times from the first frame
///     recording.breakage          // nil unless the stream broke after some frames
///
/// A file with no frame at all is refused (`InputError`, GStreamer's reason); a stream that
/// breaks after some frames keeps the rows before the break and says where (`breakage`).
///
/// - Complexity: O(frames × sampled columns × height); one frame's planes held at a time.
package struct MeasuredRecording {
    /// Where a stream broke: GStreamer's reason, and the last frame read before it.
    package struct Breakage {
        package let reason: String
        /// "frame 41 at 683.3 ms", or "the start".
        package let afterLastFrame: String
    }

    package private(set) var rows: [MeasuredRow] = []
    package private(set) var width = 0
    package private(set) var height = 0
    /// Whether a keyboard band was found in any frame.
    package private(set) var hasFoundKeyboard = false
    package private(set) var breakage: Breakage?

    /// Reads `path`, with `hints` where the recording's keyboard and bar rest.
    package static func read(path: String, hints: FrameMeasurer.Hints = FrameMeasurer.Hints()) throws(InputError) -> MeasuredRecording {
        var measurer = FrameMeasurer(hints: hints)
        var recording = MeasuredRecording()
        var firstTime: UInt64?
        do {
            _ = try VideoDecoder.decode(path: path) { planes in
                let frame = SampledFrame(width: planes.width, height: planes.height, columnCount: SampledFrame.defaultColumnCount,
                                         luma: planes.luma, lumaStride: planes.lumaStride, blue: planes.blue, red: planes.red,
                                         chromaStride: planes.chromaStride)
                let start = firstTime ?? planes.time
                firstTime = start
                (recording.width, recording.height) = (planes.width, planes.height)
                let time = Double(planes.time &- start) / 1_000_000
                recording.rows.append(measurer.measure(frame, number: recording.rows.count, timeMilliseconds: time))
            }
        } catch VideoDecoder.Failure.unreadable(let reason) {
            throw InputError(file: path, reason)
        } catch VideoDecoder.Failure.broken(let reason) {
            let last = recording.rows.last.map { "frame \($0.frame) at \(String(format: "%.1f", $0.timeMilliseconds)) ms" } ?? "the start"
            recording.breakage = Breakage(reason: reason, afterLastFrame: last)
        } catch {
            throw InputError(file: path, "\(error)")
        }
        recording.hasFoundKeyboard = measurer.hasFoundKeyboard
        return recording
    }
}
