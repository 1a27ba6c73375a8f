import MallocInterposerSwift

/// One measured operation: unmeasured steps around a measured call.
struct Operation {
    var before: () -> Void = {}
    var measured: () -> Void
    var after: () -> Void = {}
}

/// Time and allocation measurements, both sides in this one process.
enum Measure {
    static let clock = ContinuousClock()

    /// What reading the clock twice costs, subtracted from single-call samples.
    static let clockOverhead: Double = {
        var samples: [Double] = []
        samples.reserveCapacity(10_001)
        for _ in 0...10_000 {
            let start = clock.now
            samples.append(nanoseconds(clock.now - start))
        }
        return median(samples)
    }()

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// Median nanoseconds of one measured call on each side, minus the clock's own cost.
    ///
    /// The sides take turns in rounds of 500 samples so that drift in the machine's
    /// speed reaches both alike.
    static func medians(samples: Int, ours: Operation, baseline: Operation) -> (ours: Double, baseline: Double) {
        var oursSamples: [Double] = []
        var baselineSamples: [Double] = []
        oursSamples.reserveCapacity(samples)
        baselineSamples.reserveCapacity(samples)
        func run(_ operation: Operation, into samples: inout [Double], count: Int) {
            for _ in 0..<count {
                operation.before()
                let start = clock.now
                operation.measured()
                let elapsed = clock.now - start
                operation.after()
                samples.append(max(0, nanoseconds(elapsed) - clockOverhead))
            }
        }
        // Warm up both sides before keeping anything.
        var discarded: [Double] = []
        run(ours, into: &discarded, count: min(200, samples))
        run(baseline, into: &discarded, count: min(200, samples))
        // Turns of at most a twentieth of the samples, so that the machine slowing down
        // for a while (a shared 2-core machine does) falls on both sides: with one turn
        // each, a 200-sample case's baseline median moved 2.4× between runs.
        let turn = max(1, min(500, samples / 20))
        var remaining = samples
        while remaining > 0 {
            let round = min(turn, remaining)
            run(ours, into: &oursSamples, count: round)
            run(baseline, into: &baselineSamples, count: round)
            remaining -= round
        }
        return (median(oursSamples), median(baselineSamples))
    }

    /// ``medians(samples:ours:baseline:)`` with as many samples as fit in about `budget`
    /// for both sides together, between `minimum` and `maximum`: operations whose cost
    /// grows with the app's size get fewer samples, so a large size stays bounded in time.
    static func medians(
        budget: Duration, minimum: Int = 30, maximum: Int = 20_000, ours: Operation, baseline: Operation?
    ) -> (ours: Double, baseline: Double?) {
        func sampleCost(_ operation: Operation) -> Double {
            let probes = 5
            let elapsed = clock.measure {
                for _ in 0..<probes {
                    operation.before()
                    operation.measured()
                    operation.after()
                }
            }
            return nanoseconds(elapsed) / Double(probes)
        }
        let cost = sampleCost(ours) + (baseline.map(sampleCost) ?? 0)
        let fitting = Int(nanoseconds(budget) / max(cost, 1))
        let samples = min(maximum, max(minimum, fitting))
        guard let baseline else {
            return (medians(samples: samples, ours: ours, baseline: Operation(measured: {})).ours, nil)
        }
        let result = medians(samples: samples, ours: ours, baseline: baseline)
        return (result.ours, result.baseline)
    }

    /// Median nanoseconds per call of a batch of calls, taking turns for at least
    /// `minimumRounds` rounds and until each side has run for about `budget`.
    static func batchMedians(
        callsPerBatch: Int,
        budget: Duration,
        minimumRounds: Int = 5,
        ours: () -> Void,
        baseline: () -> Void
    ) -> (ours: Double, baseline: Double) {
        var oursSamples: [Double] = []
        var baselineSamples: [Double] = []
        var oursTotal = Duration.zero
        var baselineTotal = Duration.zero
        ours()
        baseline()
        while oursSamples.count < minimumRounds || oursTotal < budget || baselineTotal < budget {
            if oursSamples.count < minimumRounds || oursTotal < budget {
                let elapsed = clock.measure(ours)
                oursTotal += elapsed
                oursSamples.append(nanoseconds(elapsed) / Double(callsPerBatch))
            }
            if baselineSamples.count < minimumRounds || baselineTotal < budget {
                let elapsed = clock.measure(baseline)
                baselineTotal += elapsed
                baselineSamples.append(nanoseconds(elapsed) / Double(callsPerBatch))
            }
        }
        return (median(oursSamples), median(baselineSamples))
    }

    /// Total time of one call.
    static func once(_ body: () -> Void) -> Double {
        nanoseconds(clock.measure(body))
    }

    /// Heap allocations (`malloc` and friends) made by a body, and the bytes they asked for.
    static func allocations(_ body: () -> Void) -> (count: Int, bytes: Int) {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
        body()
        MallocInterposerSwift.unhook()
        let statistics = MallocInterposerSwift.getStatistics()
        return (statistics.mallocCount, statistics.mallocBytesCount)
    }

    /// Median allocations of one measured call, over `samples` calls.
    static func allocationsPerCall(samples: Int, _ operation: Operation) -> Int {
        var counts: [Double] = []
        for _ in 0..<samples {
            operation.before()
            let count = allocations(operation.measured).count
            operation.after()
            counts.append(Double(count))
        }
        return Int(median(counts))
    }

    /// Starts counting live heap bytes from now.
    static func startHeapTracking() {
        MallocInterposerSwift.initialize()
        MallocInterposerSwift.hook()
    }

    /// Heap bytes allocated and not yet freed since ``startHeapTracking()``.
    static func liveHeapBytes() -> Int {
        let statistics = MallocInterposerSwift.getStatistics()
        return statistics.mallocBytesCount - statistics.freeBytesCount
    }

    static func stopHeapTracking() {
        MallocInterposerSwift.unhook()
    }
}
