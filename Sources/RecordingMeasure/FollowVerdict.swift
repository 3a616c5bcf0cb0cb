/// How the bar followed the keyboard in one motion, in the prototype's own terms.
///
/// The lag is read from the two motions' progress, not their pixels: the bar may rest a few
/// pixels off the keyboard's top while the keyboard is down (a home-indicator strip) and on it
/// while it is up, so each is measured from where it rested to where it settled, and the lag is
/// the whole number of frames by which the keyboard's progress, moved later, best matches the
/// bar's.
///
/// ```swift
/// FollowVerdict(motion).text   // "follows in the same frame", "2 frames late", "jumps"
/// ```
public enum FollowVerdict: Equatable, Sendable {
    case sameFrame
    case late(frames: Int)
    /// The bar moved in one frame while the keyboard took several (a window resized once).
    case jumps
    /// The bar stood still (or was never in sight at one end), so there is nothing to follow.
    case stays

    /// The largest lag looked for: half a second at 60 fps.
    public static let longestLag = 30

    public init(_ motion: Motion) {
        guard let lag = Self.lag(motion) else { self = .stays; return }
        let rows = motion.rows
        let bars = Self.barsInSightOrBefore(rows)
        let barSteps = zip(bars, bars.dropFirst()).filter { $0 != $1 }.count
        let keyboardSteps = zip(rows, rows.dropFirst()).filter { $0.keyboardTop != $1.keyboardTop }.count
        if barSteps == 1 && keyboardSteps >= 3 {
            self = .jumps
        } else {
            self = lag == 0 ? .sameFrame : .late(frames: lag)
        }
    }

    public var text: String {
        switch self {
        case .sameFrame: "follows in the same frame"
        case .late(let frames): frames == 1 ? "1 frame late" : "\(frames) frames late"
        case .jumps: "jumps"
        case .stays: "the bar does not move"
        }
    }

    /// Each frame's bar bottom, where the bar was last seen while it is behind the keyboard: a
    /// bar out of sight is one that has not caught up (a window resized frames after the
    /// keyboard appeared whole).
    static func barsInSightOrBefore(_ rows: [MeasuredRow]) -> [Int?] {
        var last: Int?
        return rows.map { row in
            if let bottom = row.barBottom { last = bottom }
            return last
        }
    }

    /// The bar's lag behind the keyboard in whole frames, or nil when the bar did not move or
    /// was not in sight at the motion's start or end.
    public static func lag(_ motion: Motion) -> Int? {
        let rows = motion.rows
        guard let barFrom = rows[0].barBottom, let barTo = rows[rows.count - 1].barBottom, barFrom != barTo else { return nil }
        let keyFrom = Double(rows[0].keyboardTop), keyTo = Double(rows[rows.count - 1].keyboardTop)
        guard keyFrom != keyTo else { return nil }
        let keyboard = rows.map { (Double($0.keyboardTop) - keyFrom) / (keyTo - keyFrom) }
        let bar = barsInSightOrBefore(rows).map { bottom in bottom.map { Double($0 - barFrom) / Double(barTo - barFrom) } }
        var best = (lag: 0, error: Double.infinity)
        for lag in 0...min(longestLag, rows.count - 1) {
            var sum = 0.0
            for index in rows.indices {
                guard let barProgress = bar[index] else { continue }
                let keyboardProgress = index - lag >= 0 ? keyboard[index - lag] : 0
                sum += abs(barProgress - keyboardProgress)
            }
            if sum < best.error - 1e-9 { best = (lag, sum) }
        }
        return best.lag
    }
}
