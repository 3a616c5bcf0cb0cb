import KeyboardChatUI
import ArgumentParser
import ChatDemoCore
import Curves
import Foundation
import OutputFiles

/// `keyboard-chat curves --csv [--samples N]` or `keyboard-chat curves --plot FILE.png`:
/// the keyboard's spring next to UIKit's four public curves, as numbers or a chart.
struct CurvesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "curves",
        abstract: "Print (--csv) or plot (--plot) the keyboard's curve 7 next to UIKit's public curves.",
        discussion: """
            Each column is a curve's progress (0…1) at time t for a 0.5 s animation, \
            t running evenly from 0 to 0.5 s. The keyboard column is the critically \
            damped spring 1 − e^(−ω0·t)(1 + ω0·t), ω0 = √(1000/3).
            """
    )

    @Flag(help: "Print the table as CSV on standard output.")
    var csv = false

    @Option(help: ArgumentHelp("Draw the curves into a PNG file.", valueName: "file.png"))
    var plot: String?

    /// Read as text and checked here, and taken unconditionally (even when it
    /// looks like an option, e.g. `-3`), so every bad value gets this
    /// command's message and exit code 2 rather than a parser error.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Rows in the CSV (default \(CurveTable.defaultSamples)), or points per curve in the plot (default \(CurvePlot.defaultSamples)); 2 to \(maximumSamples).",
        valueName: "n"))
    var samples: String?

    /// Far more rows than a 0.5 s curve can show (one per 5 µs), and small
    /// enough to print in a few seconds even from a debug build;
    /// `--samples 100000000` ran for minutes before this limit.
    static let maximumSamples = 100_000

    /// `--samples` as a number, nil when absent or not an integer.
    private var sampleCount: Int? { samples.flatMap { Int($0) } }

    static let usage = "Usage: keyboard-chat curves --csv [--samples <n>]\n       keyboard-chat curves --plot <file.png> [--samples <n>]"

    /// Bad usage is exit code 2 throughout the app (`ExitStatus`), but
    /// ArgumentParser's `ValidationError` exits 64 (EX_USAGE); so the message
    /// is printed here and the exit code thrown directly. This runs from
    /// `run()`, not `validate()`, because ArgumentParser also calls
    /// `validate()` while rendering `--help`, which would print the error.
    private func checkUsage() throws {
        if let problem = usageProblem() {
            StandardError.write("Error: \(problem)\n\(Self.usage)\nSee 'keyboard-chat curves --help'.\n")
            throw ExitCode(ExitStatus.badInput)
        }
    }

    /// What is wrong with the arguments, in one sentence, or nil.
    func usageProblem() -> String? {
        if csv && plot != nil { return "choose one of --csv and --plot, not both." }
        if !csv && plot == nil { return "missing --csv or --plot <file.png>." }
        if let samples {
            guard let count = Int(samples) else { return "--samples must be a whole number (got '\(PathBytes.visible(samples))')." }
            if count < 2 { return "--samples must be at least 2 (got \(count))." }
            if count > Self.maximumSamples { return "--samples must be at most \(Self.maximumSamples) (got \(count))." }
        }
        if let plot {
            if plot.isEmpty { return "--plot needs a file name." }
            let shown = PathBytes.visible(plot)
            let status = FileStatus.of(plot)
            if status.kind == .directory {
                return "--plot \(shown) is a directory; give a file name such as curves.png."
            }
            // Only a regular file is replaced: a device, FIFO or link is refused as usage, like the demo's outputs.
            if let refusal = OutputSafety.refusal(file: status, inputs: []) {
                return "--plot \(shown) \(refusal)."
            }
            let parent = PathBytes.split(plot).parent
            guard FileStatus.following(parent).kind == .directory else {
                return "cannot write \(shown): directory \(PathBytes.visible(parent)) does not exist."
            }
            guard PathCalls.access(parent, W_OK) == 0 else {
                return "cannot write \(shown): directory \(PathBytes.visible(parent)) is not writable."
            }
        }
        return nil
    }

    func run() throws {
        try checkUsage()
        if let plot {
            do {
                try CurvePlot.write(to: plot, samples: sampleCount ?? CurvePlot.defaultSamples)
            } catch {
                // Validation checked the path; this is a runtime failure
                // (disk full, permissions changed meanwhile): exit 1.
                StandardError.write("keyboard-chat curves: \(error)\n")
                throw ExitCode(ExitStatus.runtimeFailure)
            }
            return
        }
        let table: String
        do {
            table = try CurveTable.csv(samples: sampleCount ?? CurveTable.defaultSamples)
        } catch {
            StandardError.write("Error: \(error)\n")
            throw ExitCode(ExitStatus.badInput)
        }
        do {
            try StandardOutput.write(table)
        } catch {
            StandardError.write("keyboard-chat curves: \(error.message)\n")
            throw ExitCode(ExitStatus.runtimeFailure)
        }
    }
}
