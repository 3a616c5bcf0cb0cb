import Curves
import Foundation

/// A motion as CSS `linear()`: stops (progress at a percentage of the duration) placed so the
/// polyline between them stays within `tolerance` of the motion at every instant, not only at
/// the stops. An interval is split in two until a dense check of its inside passes, so the
/// stops crowd where the spring bends and thin out where it is nearly straight.
///
/// ```swift
/// let stops = CSSLinearStops(motion: .iosKeyboard, duration: 0.5)
/// stops.function   // "linear(0, 0.0152 1.25%, … , 1)"
/// ```
public struct CSSLinearStops: Sendable {
    /// (time fraction 0…1, progress) pairs, first (0, 0) and last (1, 1).
    public let stops: [(fraction: Double, progress: Double)]
    public let duration: Double
    /// The largest the polyline may be off, as a fraction of the travel (0.5 % minus what
    /// printing four decimals may add).
    public static let tolerance = 0.004

    public init(motion: KeyboardMotion, duration: Double) {
        self.duration = duration
        func value(_ fraction: Double) -> Double {
            fraction >= 1 ? 1 : Self.rounded(motion.progress(at: fraction * duration))
        }
        var stops: [(Double, Double)] = [(0, 0)]
        func refine(_ a: Double, _ b: Double, depth: Int) {
            let va = value(a), vb = value(b)
            var worst = 0.0
            for i in 1..<16 {
                let f = a + (b - a) * Double(i) / 16
                let line = va + (vb - va) * Double(i) / 16
                worst = max(worst, abs(motion.progress(at: f * duration) - line))
            }
            if worst > Self.tolerance && depth < 12 {
                let middle = (a + b) / 2
                refine(a, middle, depth: depth + 1)
                refine(middle, b, depth: depth + 1)
            } else {
                stops.append((b, vb))
            }
        }
        refine(0, 1, depth: 0)
        self.stops = stops
    }

    /// The CSS function: `linear(0, P T%, …, 1)`; progress at four decimals, time at two.
    public var function: String {
        let inner = stops.indices.map { index -> String in
            let (fraction, progress) = stops[index]
            if index == 0 || index == stops.count - 1 { return MotionProfile.number(progress) }
            return "\(MotionProfile.number(progress)) \(String(format: "%.2f", fraction * 100))%"
        }
        return "linear(\(inner.joined(separator: ", ")))"
    }

    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
