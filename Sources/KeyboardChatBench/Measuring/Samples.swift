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
}
