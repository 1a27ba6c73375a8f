import Workloads

/// `op.*` and `random.100k`: navigator operations against the hand-written `AppRouter`.
@MainActor
enum OperationCases {
    static func run(_ report: inout Report, _ options: Options) {
        let workload = OperationsWorkload()
        for (name, ours, baseline) in OperationSet.pairs(workload) {
            let label = "\(OperationSet.labels[name] ?? name) vs AppRouter, 5 tabs × 50 deep"
            let times = Measure.medians(samples: 20_000 / options.scale, ours: ours, baseline: baseline)
            report.add(
                "op.\(name)", label, "median_ns", ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
            report.add(
                "op.\(name)", label, "allocations",
                ours: Double(Measure.allocationsPerCall(samples: 200, ours)),
                baseline: Double(Measure.allocationsPerCall(samples: 200, baseline)), unit: .count)
        }
        guard workload.sidesAgree() else { fatalError("op: the navigator and the router ended apart") }

        // Random operations, end to end, on fresh apps; the median of three turns.
        let count = 100_000 / options.scale
        let random = OperationsWorkload.randomOperations(count: count, seed: 2_024)
        var oursTimes: [Double] = []
        var baselineTimes: [Double] = []
        for _ in 0..<3 {
            let fresh = OperationsWorkload()
            oursTimes.append(Measure.once { fresh.runOurs(random) })
            baselineTimes.append(Measure.once { fresh.runBaseline(random) })
            guard fresh.sidesAgree() else { fatalError("random: the navigator and the router ended apart") }
        }
        let counted = OperationsWorkload()
        let label = "\(Unit.grouped(count)) random operations vs AppRouter, from 5 tabs × 50 deep"
        let note = options.quick ? "quick run: \(Unit.grouped(count)) operations" : nil
        report.add(
            "random.100k", label, "total_ns", ours: Measure.median(oursTimes),
            baseline: Measure.median(baselineTimes), unit: .nanoseconds, note: note)
        report.add(
            "random.100k", label, "allocations",
            ours: Double(Measure.allocations { counted.runOurs(random) }.count),
            baseline: Double(Measure.allocations { counted.runBaseline(random) }.count), unit: .count, note: note)
    }
}
