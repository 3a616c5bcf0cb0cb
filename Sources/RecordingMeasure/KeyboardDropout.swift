import Foundation

/// The keyboard's band gone from one frame and back within `Motion.restMilliseconds`: no real
/// keyboard hides and shows again that fast, so the measurer has lost it, and every number it
/// read is suspect. That is what a translucent keyboard over moving content does: the rows that
/// carry its colour change as the content under them scrolls (a row over a bubble is another
/// colour than a row over the list), so the band is found in some frames, found too low in
/// others, and not at all in the rest. `keyboard-chat measure` then exits 2 with
/// `explanation` rather than report a curve and a gap it did not see (docs/MEASURE.md).
///
/// ```swift
/// KeyboardDropout.first(in: rows, height: 260)?.explanation
/// // "the keyboard's band vanishes at frame 8 (133.3 ms) and is back 16.7 ms later: …"
/// ```
public struct KeyboardDropout: Equatable, Sendable {
    /// The first frame without the keyboard, after frames with it.
    public let gone: MeasuredRow
    /// The next frame with the keyboard again.
    public let back: MeasuredRow

    public init(gone: MeasuredRow, back: MeasuredRow) {
        self.gone = gone
        self.back = back
    }

    /// The first dropout in `rows`, or nil when the keyboard, once up, only leaves by going down.
    public static func first(in rows: [MeasuredRow], height: Int) -> KeyboardDropout? {
        var lastUp: MeasuredRow?
        var index = 0
        while index < rows.count {
            let row = rows[index]
            guard row.keyboardTop >= height else {
                lastUp = row
                index += 1
                continue
            }
            guard let before = lastUp else { index += 1; continue }
            var next = index + 1
            while next < rows.count, rows[next].keyboardTop >= height { next += 1 }
            guard next < rows.count else { return nil }
            if rows[next].timeMilliseconds - before.timeMilliseconds <= Motion.restMilliseconds {
                return KeyboardDropout(gone: row, back: rows[next])
            }
            lastUp = nil
            index = next
        }
        return nil
    }

    /// What `measure` says, after the file's name.
    public var explanation: String {
        let at = String(format: "%.1f", gone.timeMilliseconds), later = String(format: "%.1f", back.timeMilliseconds - gone.timeMilliseconds)
        return "the keyboard's band vanishes at frame \(gone.frame) (\(at) ms) and is back \(later) ms later: its colour "
            + "changes with what is under it, as a translucent keyboard over moving content does, so no top read from it can be "
            + "trusted; the measurer needs a keyboard of one opaque colour (docs/MEASURE.md)"
    }
}
