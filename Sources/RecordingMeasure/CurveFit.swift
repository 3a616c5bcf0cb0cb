import ChatDemoCore
import Curves
import Foundation

/// Which platform's keyboard curve a measured motion follows: each platform's motion
/// (`Platform.profile`) is laid over the keyboard's measured tops, from where it rested to
/// where it settled, with the start time free between the last frame at rest and the first
/// that moved (a recording does not say when within a frame the motion began).
///
/// ```swift
/// CurveFit(motion).best     // (platform: .android, errorPixels: 0.4)
/// ```
public struct CurveFit: Sendable {
    /// A fit closer than this (root mean square, px) names the platform; a worse one says
    /// "none within 2 px" and gives the duration that fits best instead.
    public static let namingLimitPixels = 2.0

    public let best: (platform: Platform, errorPixels: Double)
    /// When no platform fits within `namingLimitPixels`: the platform curve and duration (s)
    /// that fit best when its duration may change.
    public let bestDuration: (platform: Platform, seconds: Double, errorPixels: Double)?

    public init(_ motion: Motion) {
        let samples = motion.rows.map { (time: $0.timeMilliseconds / 1000, top: Double($0.keyboardTop)) }
        let from = samples[0].top, to = samples[samples.count - 1].top
        let earliest = samples[0].time, latest = motion.firstMoving.timeMilliseconds / 1000
        var best: (platform: Platform, errorPixels: Double) = (.ios, .infinity)
        for platform in Platform.allCases {
            let error = Self.error(samples, from: from, to: to, earliest: earliest, latest: latest, step: 0.00025) {
                platform.profile.keyboardMotion.progress(at: $0)
            }
            if error < best.errorPixels { best = (platform, error) }
        }
        self.best = best
        guard best.errorPixels > Self.namingLimitPixels else { bestDuration = nil; return }
        var scaled: (platform: Platform, seconds: Double, errorPixels: Double) = (.ios, 0, .infinity)
        for platform in Platform.allCases {
            let motion = platform.profile.keyboardMotion
            let nominal = Self.nominalDuration(motion)
            guard nominal > 0 else { continue }
            for milliseconds in stride(from: 50, through: 1500, by: 5) {
                let factor = nominal / (Double(milliseconds) / 1000)
                let error = Self.error(samples, from: from, to: to, earliest: earliest, latest: latest, step: 0.001) {
                    motion.progress(at: $0 * factor)
                }
                if error < scaled.errorPixels { scaled = (platform, Double(milliseconds) / 1000, error) }
            }
        }
        bestDuration = scaled
    }

    /// How long a motion runs: a Bézier's duration, the keyboard spring's 0.5 s (the time it
    /// runs, though the keyboard event reports 0.25 s), a spring's time to come within 0.1 % of rest, 0 for an instant change.
    static func nominalDuration(_ motion: KeyboardMotion) -> Double {
        switch motion {
        case .iosKeyboard: AnimationCurve.reportedKeyboardDuration * 2
        case .spring(let spring): spring.settleTime(from: 1, initialVelocity: 0, epsilon: 0.001)
        case .bezier(_, let duration): duration
        }
    }

    /// The smallest root-mean-square distance (px) between the samples and the curve from
    /// `from` to `to`, over start times from `earliest` to `latest`.
    private static func error(_ samples: [(time: Double, top: Double)], from: Double, to: Double,
                              earliest: Double, latest: Double, step: Double, progress: (Double) -> Double) -> Double {
        var best = Double.infinity
        var start = earliest
        while start <= latest + step / 2 {
            var sum = 0.0
            for sample in samples {
                let model = from + (to - from) * progress(sample.time - start)
                sum += (model - sample.top) * (model - sample.top)
            }
            best = min(best, (sum / Double(samples.count)).squareRoot())
            start += step
        }
        return best
    }
}
