/// A tiny seeded generator (SplitMix64, Steele et al. 2014) shared by every
/// property test, so a random run replays exactly: each failure message
/// prints the seed that produced it.
///
///     var random = SplitMix64(seed: 42)
///     random.uniform(0...1)   // the same number on every machine
///
/// - Complexity: O(1) per number.
public struct SplitMix64: RandomNumberGenerator {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`, as a Double (keeps sums exact for equality checks).
    public mutating func whole(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &self)) }

    /// A uniform Double in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A uniform Double in `range` (the Curves tests' spelling).
    public mutating func double(in range: ClosedRange<Double>) -> Double { uniform(range) }
}
