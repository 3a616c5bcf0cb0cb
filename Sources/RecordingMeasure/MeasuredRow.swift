import Foundation

/// What the measurer read from one decoded frame: a row of the CSV
/// `frame,time_ms,keyboard_top,bar_bottom,gap`, in the video's pixels, y down.
///
/// ```swift
/// MeasuredRow(frame: 3, timeMilliseconds: 50, keyboardTop: 600, barBottom: 610).csvLine
/// // "3,50.000,600,610,10"   (the keyboard covers 10 px of the bar)
/// ```
public struct MeasuredRow: Equatable, Sendable {
    /// Frames counted as they were decoded, from 0.
    public let frame: Int
    /// The frame's own time stamp, from the first frame's.
    public let timeMilliseconds: Double
    /// The keyboard's top edge; the video's height while the keyboard is down.
    public let keyboardTop: Int
    /// The input bar's bottom edge, or nil where the whole bar is behind the keyboard.
    public let barBottom: Int?

    public init(frame: Int, timeMilliseconds: Double, keyboardTop: Int, barBottom: Int?) {
        self.frame = frame
        self.timeMilliseconds = timeMilliseconds
        self.keyboardTop = keyboardTop
        self.barBottom = barBottom
    }

    /// `bar_bottom − keyboard_top`: negative is a visible gap, positive the part of the bar the
    /// keyboard covers; nil with no bar in sight.
    public var gap: Int? { barBottom.map { $0 - keyboardTop } }

    public static let csvHeader = "frame,time_ms,keyboard_top,bar_bottom,gap"

    /// The row as the CSV has it; an empty field where the bar is not in sight.
    public var csvLine: String {
        let time = String(format: "%.3f", timeMilliseconds)
        return "\(frame),\(time),\(keyboardTop),\(barBottom.map(String.init) ?? ""),\(gap.map(String.init) ?? "")"
    }
}
