import ChatDemoCore
import Foundation

/// The summary `keyboard-chat measure` prints: one paragraph per motion found.
///
/// ```text
/// show 1: from frame 7 at 116.7 ms, settles in 483.3 ms
///   gap: largest visible 0 px; the keyboard covers the bar by at most 0 px
///   lag: 0 frames, follows in the same frame
///   curve: ios, fit error 0.3 px
/// ```
public enum MeasureReport {
    public static func text(rows: [MeasuredRow], height: Int) -> String {
        let motions = Motion.all(in: rows, height: height)
        guard !motions.isEmpty else { return "no motion: the keyboard and the bar stand still in all \(rows.count) frames\n" }
        var counts: [Motion.Kind: Int] = [:]
        var text = ""
        for motion in motions {
            counts[motion.kind, default: 0] += 1
            text += paragraph(motion, number: counts[motion.kind]!)
        }
        return text
    }

    static func paragraph(_ motion: Motion, number: Int) -> String {
        let first = motion.firstMoving
        var text = "\(motion.kind.rawValue) \(number): from frame \(first.frame) at \(milliseconds(first.timeMilliseconds)), "
            + "settles in \(milliseconds(motion.settleMilliseconds))\n"
        let cover = motion.largestCover.map { "the keyboard covers the bar by at most \($0) px" } ?? "the bar goes wholly behind the keyboard"
        text += "  gap: largest visible \(motion.largestGap) px; \(cover)\n"
        let verdict = FollowVerdict(motion)
        let lag = FollowVerdict.lag(motion).map { "\($0) frame\($0 == 1 ? "" : "s")" } ?? "none"
        text += "  lag: \(lag), \(verdict.text)\n"
        text += "  curve: \(curveText(CurveFit(motion)))\n"
        return text
    }

    static func curveText(_ fit: CurveFit) -> String {
        if fit.best.errorPixels <= CurveFit.namingLimitPixels {
            return "\(fit.best.platform.rawValue), fit error \(pixels(fit.best.errorPixels))"
        }
        guard let scaled = fit.bestDuration else { return "none within 2 px" }
        return "none within 2 px; best \(scaled.platform.rawValue)'s curve over \(milliseconds(scaled.seconds * 1000)), "
            + "fit error \(pixels(scaled.errorPixels))"
    }

    static func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value) }
    static func pixels(_ value: Double) -> String { String(format: "%.1f px", value) }
}
