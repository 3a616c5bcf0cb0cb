import KeyboardChatUI
import Foundation

/// Repeated measurements of one quantity and the summary the report shows:
/// the median (robust to the odd descheduled run on a shared 2-core
/// machine) and the spread around it, p10/p90 plus the extremes.
struct Samples {
    private(set) var values: [Double]

    init(_ values: [Double] = []) {
        self.values = values
    }

    mutating func append(_ value: Double) { values.append(value) }
    mutating func append(contentsOf other: Samples) { values.append(contentsOf: other.values) }

    var count: Int { values.count }
    var median: Double { percentile(50) }
    var p10: Double { percentile(10) }
    var p90: Double { percentile(90) }
    var mean: Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }
    var minimum: Double { values.min() ?? .nan }
    var maximum: Double { values.max() ?? .nan }

    /// Linear interpolation between the closest ranks; NaN when empty.
    func percentile(_ percent: Double) -> Double {
        guard !values.isEmpty else { return .nan }
        let sorted = values.sorted()
        let rank = percent / 100 * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down)), upper = Int(rank.rounded(.up))
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }

    /// Every value scaled (e.g. nanoseconds to microseconds).
    func scaled(by factor: Double) -> Samples {
        Samples(values.map { $0 * factor })
    }

    /// The JSON summary: what `bench-results.json` records beside each median.
    var summary: [String: Any] {
        ["median": Self.json(median), "p10": Self.json(p10), "p90": Self.json(p90),
         "min": Self.json(minimum), "max": Self.json(maximum),
         "mean": Self.json(mean), "samples": count]
    }

    /// Four significant digits (more would be noise, and the JSON stays
    /// readable); null for a quantity that could not be measured, since JSON
    /// has no NaN.
    static func json(_ value: Double) -> Any {
        guard value.isFinite else { return NSNull() }
        guard value != 0 else { return 0.0 }
        let factor = pow(10, 3 - floor(log10(abs(value))))
        return (value * factor).rounded() / factor
    }
}
