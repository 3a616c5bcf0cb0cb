import Foundation

/// The timing curves sampled into a table: what `keyboard-chat curves --csv`
/// prints and `--plot` draws.
///
/// Row i (of n) is at t = 0.5·i/(n − 1) s, from 0 to exactly 0.5 s, and each
/// column holds that curve's progress at t for a 0.5 s animation; the
/// keyboard column is the spring (which completes exactly at 0.5 s).
///
/// Example:
///
///     try CurveTable.csv(samples: 3)
///     // time_s,linear,ease_in,ease_out,ease_in_out,keyboard
///     // 0.000000,0.00000000,0.00000000,0.00000000,0.00000000,0.00000000
///     // 0.250000,0.50000000,0.31535681,0.68464319,0.50000000,0.94203835
///     // 0.500000,1.00000000,1.00000000,1.00000000,1.00000000,1.00000000
///
/// - Complexity: O(n) in the number of samples.
public enum CurveTable {
    /// The CSV header line (without newline).
    public static let csvHeader = "time_s,linear,ease_in,ease_out,ease_in_out,keyboard"
    /// The curves in column order.
    public static let curves: [AnimationCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .keyboard]
    /// The span sampled, and the duration each curve is evaluated with: the
    /// keyboard spring's real length.
    public static let duration = AnimationCurve.keyboardDuration
    /// The row count when none is given.
    public static let defaultSamples = 51

    /// Why a table cannot be made.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// A table needs both end points, so at least 2 samples.
        case tooFewSamples(Int)

        public var description: String {
            switch self {
            case let .tooFewSamples(count): return "samples must be at least 2 (got \(count))"
            }
        }
    }

    /// The sample times, 0 … `duration` evenly spaced; the last is exact.
    public static func times(samples: Int) throws(Error) -> [Double] {
        guard samples >= 2 else { throw .tooFewSamples(samples) }
        // Multiply before dividing so the last sample is exactly `duration`.
        return (0..<samples).map { duration * Double($0) / Double(samples - 1) }
    }

    /// One row per sample: the time and each curve's progress, column order.
    public static func rows(samples: Int) throws(Error) -> [(time: Double, progress: [Double])] {
        try times(samples: samples).map { time in
            (time, curves.map { $0.progress(at: time, duration: duration) })
        }
    }

    /// The header, then one line per sample; every line ends in "\n". Times
    /// have 6 decimals, progress values 8.
    public static func csv(samples: Int = defaultSamples) throws(Error) -> String {
        var text = csvHeader + "\n"
        for row in try rows(samples: samples) {
            text += String(format: "%.6f", row.time)
            for value in row.progress { text += String(format: ",%.8f", value) }
            text += "\n"
        }
        return text
    }
}
