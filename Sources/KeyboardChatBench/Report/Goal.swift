/// One of the performance goals, checked against a measured value. Goals are
/// judged here, in the benchmark report, never by timers in tests.
struct Goal {
    enum Comparison {
        case below, atMost, atLeast

        var symbol: String {
            switch self {
            case .below: "<"
            case .atMost: "≤"
            case .atLeast: "≥"
            }
        }
    }

    var name: String
    var measured: Double
    var comparison: Comparison
    var limit: Double
    var unit: String

    var isMet: Bool {
        switch comparison {
        case .below: measured < limit
        case .atMost: measured <= limit
        case .atLeast: measured >= limit
        }
    }

}
