import ArgumentParser
import ChatDemoCore
import Foundation
import OutputFiles
import RecordingMeasure
import VideoExport

/// `keyboard-chat measure VIDEO [--csv OUT.csv] [--keyboard-top Y] [--bar-bottom Y]`: a screen
/// recording of any app read frame by frame (docs/MEASURE.md): the keyboard's top, the input
/// bar's bottom and the gap as CSV, and each motion's summary on standard output.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure a screen recording's keyboard follow: gap, lag and curve, frame by frame.",
        discussion: """
            Reads an MP4, MOV or WebM (H.264, VP9, HEVC where GStreamer decodes it) and finds the \
            keyboard (a band of its own colour rising from the bottom edge) and the input bar (the \
            band at the bottom of the first frame) in every frame. docs/MEASURE.md says what it assumes.
            """
    )

    @Argument(help: ArgumentHelp("The screen recording.", valueName: "video"))
    var video: String

    @Option(help: ArgumentHelp("Write frame,time_ms,keyboard_top,bar_bottom,gap for every frame.", valueName: "out.csv"))
    var csv: String?

    @Option(name: .customLong("keyboard-top"), help: ArgumentHelp("Where the keyboard's top rests while it is up (px, y down).", valueName: "y"))
    var keyboardTop: Int?

    @Option(name: .customLong("bar-bottom"), help: ArgumentHelp("Where the bar's bottom rests while the keyboard is up (px, y down).", valueName: "y"))
    var barBottom: Int?

    func run() throws {
        for (name, value) in [("--keyboard-top", keyboardTop), ("--bar-bottom", barBottom)] {
            if let value, value < 0 { throw InputError(file: video, "\(name) must be 0 or more (got \(value))") }
        }
        let status = FileStatus.following(video)
        guard status.kind != .missing else { throw InputError(file: video, "no such file") }
        guard status.kind == .regular else { throw InputError(file: video, "not a regular file") }
        // Checked before decoding: the CSV never replaces the recording or anything but a file.
        if let csv {
            let input = OutputSafety.Input(option: "video", path: video, identity: status.identity)
            if let refusal = OutputSafety.refusal(file: FileStatus.of(csv), inputs: [input]) {
                throw InputError(file: csv, "--csv \(refusal)")
            }
        }
        var measurer = FrameMeasurer(hints: FrameMeasurer.Hints(keyboardTop: keyboardTop, barBottom: barBottom))
        var rows: [MeasuredRow] = []
        var height = 0
        var firstTime: UInt64?
        var breakReason: String?
        do {
            _ = try VideoDecoder.decode(path: video) { planes in
                let frame = SampledFrame(width: planes.width, height: planes.height, columnCount: SampledFrame.defaultColumnCount,
                                         luma: planes.luma, lumaStride: planes.lumaStride, blue: planes.blue, red: planes.red,
                                         chromaStride: planes.chromaStride)
                let start = firstTime ?? planes.time
                firstTime = start
                height = planes.height
                let time = Double(planes.time &- start) / 1_000_000
                rows.append(measurer.measure(frame, number: rows.count, timeMilliseconds: time))
            }
        } catch VideoDecoder.Failure.unreadable(let reason) {
            throw InputError(file: video, reason)
        } catch VideoDecoder.Failure.broken(let reason) {
            breakReason = reason
        }
        if let reason = breakReason {
            let last = rows.last.map { "frame \($0.frame) at \(String(format: "%.1f", $0.timeMilliseconds)) ms" } ?? "the start"
            StandardError.write("keyboard-chat: \(PathBytes.visible(video)): the stream breaks after \(last): \(reason); "
                                + "what follows is measured from the \(rows.count) frames before the break\n")
        }
        guard measurer.hasFoundKeyboard else {
            throw InputError(file: video, "no band rises from the bottom edge in any frame; if the recording shows a keyboard, "
                             + "give where it rests with --keyboard-top Y (and --bar-bottom Y)")
        }
        // A keyboard lost and found again frame to frame: no CSV or summary of numbers not seen.
        if let dropout = KeyboardDropout.first(in: rows, height: height) { throw InputError(file: video, dropout.explanation) }
        if let csv {
            let text = ([MeasuredRow.csvHeader] + rows.map(\.csvLine)).joined(separator: "\n") + "\n"
            try AtomicFile.write(Data(text.utf8), to: csv)
        }
        try StandardOutput.write(MeasureReport.text(rows: rows, height: height))
        if breakReason != nil { throw ExitCode(ExitStatus.badInput) }
    }
}
