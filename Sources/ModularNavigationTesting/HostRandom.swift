/// A small seedable generator (SplitMix64), so the host's choices replay from a seed.
struct HostRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A duration in a range, to the millisecond; a clock never runs backwards, so a
    /// negative bound counts as zero.
    mutating func duration(in range: ClosedRange<Duration>) -> Duration {
        let low = max(0, range.lowerBound.milliseconds)
        let high = max(low, range.upperBound.milliseconds)
        // Both are at least zero, so the span fits and `low + offset` never passes `high`.
        let span = UInt64(high - low)
        guard span > 0 else { return max(.zero, range.lowerBound) }
        return .milliseconds(low + Int64(next() % (span + 1)))
    }

    /// Whether an event with this probability happens.
    mutating func chance(_ probability: Double) -> Bool {
        guard probability > 0 else { return false }
        return Double(next() % 1_000_000) < probability * 1_000_000
    }
}
