import ArgumentParser
import ChatDemoCore
import Foundation
import KeyboardChatUI
import OutputFiles
import RecordingMeasure

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
        let recording = try MeasuredRecording.read(path: video, hints: FrameMeasurer.Hints(keyboardTop: keyboardTop, barBottom: barBottom))
        let (rows, height) = (recording.rows, recording.height)
        if let breakage = recording.breakage {
            StandardError.write("keyboard-chat: \(PathBytes.visible(video)): the stream breaks after \(breakage.afterLastFrame): \(breakage.reason); "
                                + "what follows is measured from the \(rows.count) frames before the break\n")
        }
        guard recording.hasFoundKeyboard else {
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
        if recording.breakage != nil { throw ExitCode(ExitStatus.badInput) }
    }
}
