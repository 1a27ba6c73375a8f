import Workloads

/// `limit.*`: each operation against the physical limit, one armed observation on each side.
@MainActor
enum LimitCases {
    static func run(_ report: inout Report, _ options: Options) {
        let workload = LimitWorkload()
        let w = workload
        let cases: [(name: String, label: String, ours: Operation, limit: Operation)] = [
            (
                "push", "push",
                Operation(
                    measured: w.pushOurs,
                    after: {
                        w.popOurs()
                        w.rearmOurs()
                    }),
                Operation(
                    measured: w.pushLimit,
                    after: {
                        w.popLimit()
                        w.rearmLimit()
                    })
            ),
            (
                "pop", "pop",
                Operation(
                    before: {
                        w.pushOurs()
                        w.rearmOurs()
                    }, measured: w.popOurs),
                Operation(
                    before: {
                        w.pushLimit()
                        w.rearmLimit()
                    }, measured: w.popLimit)
            ),
            (
                "present", "present sheet",
                Operation(
                    measured: w.presentOurs,
                    after: {
                        w.dismissOurs()
                        w.rearmOurs()
                    }),
                Operation(
                    measured: w.presentLimit,
                    after: {
                        w.dismissLimit()
                        w.rearmLimit()
                    })
            ),
            (
                "dismiss", "dismiss sheet",
                Operation(
                    before: {
                        w.presentOurs()
                        w.rearmOurs()
                    }, measured: w.dismissOurs),
                Operation(
                    before: {
                        w.presentLimit()
                        w.rearmLimit()
                    }, measured: w.dismissLimit)
            ),
        ]
        for (name, label, ours, limit) in cases {
            // Each measured change must notify the armed observer once on each side.
            let before = workload.notifications
            for _ in 0..<10 {
                for operation in [ours, limit] {
                    operation.before()
                    operation.measured()
                    operation.after()
                }
            }
            w.rearmOurs()
            w.rearmLimit()
            let after = workload.notifications
            let note =
                after.ours - before.ours >= 10 && after.limit - before.limit >= 10
                ? nil : "observer not notified on every change"
            let times = Measure.medians(samples: 20_000 / options.scale, ours: ours, baseline: limit)
            let fullLabel = "\(label) vs physical limit, 5 tabs × 50 deep, 1 armed observation"
            report.add(
                "limit.\(name)", fullLabel, "median_ns", ours: times.ours, baseline: times.baseline,
                unit: .nanoseconds, note: note)
            report.add(
                "limit.\(name)", fullLabel, "allocations",
                ours: Double(Measure.allocationsPerCall(samples: 200, ours)),
                baseline: Double(Measure.allocationsPerCall(samples: 200, limit)), unit: .count)
        }
    }
}
