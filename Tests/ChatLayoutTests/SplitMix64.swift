/// Tiny deterministic PRNG for property tests (SplitMix64, Steele et al. 2014).
/// Every property test prints its seed on failure so a run can be replayed exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, as a Double (keeps sums exact for equality checks).
    mutating func whole(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &self)) }

    /// A uniform Double in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }
}
