/// One motion of the keyboard found in a measured recording: a show, a hide or a change of
/// height, with the bar's frames over the same span.
///
/// A motion runs from the first frame whose keyboard top or bar bottom differs from the frame
/// before to the last such frame, and ends where both have stood still for `restMilliseconds`
/// (so a bar that jumps a few frames after the keyboard is the same motion).
public struct Motion: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case show, hide, change
    }

    public let kind: Kind
    /// The rows from the last frame at rest before the motion to the last frame that moved.
    public let rows: [MeasuredRow]

    /// The frame before the first that moved: where the motion starts from.
    public var restBefore: MeasuredRow { rows[0] }
    /// The first frame in which something moved.
    public var firstMoving: MeasuredRow { rows[1] }
    /// The last frame in which something moved: from here on everything is where it stays.
    public var settled: MeasuredRow { rows[rows.count - 1] }

    /// From the first frame that moved to the frame where the last thing arrived.
    public var settleMilliseconds: Double { settled.timeMilliseconds - firstMoving.timeMilliseconds }

    /// The largest visible gap between the bar and the keyboard (px, 0 when none showed).
    public var largestGap: Int { rows.compactMap(\.gap).map { -$0 }.max().map { max(0, $0) } ?? 0 }

    /// How far the keyboard covered the bar at most (px); nil when the whole bar went behind it.
    public var largestCover: Int? {
        if rows.contains(where: { $0.barBottom == nil }) { return nil }
        return max(0, rows.compactMap(\.gap).max() ?? 0)
    }

    /// Still frames that end a motion: 150 ms, longer than any lag the app shows (50 ms on a
    /// Linux phone) and shorter than the pause between a show and the next hide in any script.
    public static let restMilliseconds = 150.0

    /// Every motion in `rows`, in order. Rows before the first motion and after the last are rest.
    public static func all(in rows: [MeasuredRow], height: Int) -> [Motion] {
        var motions: [Motion] = []
        var index = 1
        while index < rows.count {
            guard moved(rows[index - 1], rows[index]) else { index += 1; continue }
            let start = index - 1
            var last = index
            var probe = index + 1
            while probe < rows.count, rows[probe].timeMilliseconds - rows[last].timeMilliseconds < restMilliseconds {
                if moved(rows[probe - 1], rows[probe]) { last = probe }
                probe += 1
            }
            let span = Array(rows[start...last])
            let from = span[0].keyboardTop, to = span[span.count - 1].keyboardTop
            let kind: Kind = from >= height && to < height ? .show : (to >= height && from < height ? .hide : .change)
            motions.append(Motion(kind: kind, rows: span))
            index = last + 1
        }
        return motions
    }

    private static func moved(_ before: MeasuredRow, _ after: MeasuredRow) -> Bool {
        before.keyboardTop != after.keyboardTop || before.barBottom != after.barBottom
    }
}
