import Workloads

/// `inspect.*`: what recording costs, and what building a route map costs.
@MainActor
enum InspectionCases {
    static func run(_ report: inout Report, _ options: Options) {
        let workload = InspectionWorkload()
        // The library adds nothing to a navigator nobody records: events are not even
        // built without a listener. The ratio compares it with a recorded one.
        let times = Measure.medians(
            samples: 20_000 / options.scale,
            ours: Operation(measured: workload.pushPopRecorded),
            baseline: Operation(measured: workload.pushPopUnrecorded))
        report.add(
            "inspect.record", "push and pop, recorded by a log writer vs nobody recording", "median_ns",
            ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
        report.add(
            "inspect.record", "push and pop, recorded by a log writer vs nobody recording", "allocations",
            ours: Double(Measure.allocationsPerCall(samples: 200, Operation(measured: workload.pushPopRecorded))),
            baseline: Double(Measure.allocationsPerCall(samples: 200, Operation(measured: workload.pushPopUnrecorded))),
            unit: .count)
        // A single call's median leaves out the calls that write a batch of lines or a
        // checkpoint's tree; batches of 1,000 pairs hold their share of both.
        let pairs = 1_000
        let mean = Measure.batchMedians(
            callsPerBatch: pairs, budget: .milliseconds(500 / options.scale),
            ours: { for _ in 0..<pairs { workload.pushPopRecorded() } },
            baseline: { for _ in 0..<pairs { workload.pushPopUnrecorded() } })
        report.add(
            "inspect.record", "push and pop, recorded by a log writer vs nobody recording", "mean_ns",
            ours: mean.ours, baseline: mean.baseline, unit: .nanoseconds)

        // What the feature costs a navigator nobody records: nothing, so against the
        // hand-written router it keeps the ratio of op.push and op.pop; and a navigator
        // whose recording stopped is one nobody records again.
        let idle = Measure.medians(
            samples: 20_000 / options.scale,
            ours: Operation(measured: workload.pushPopUnrecorded),
            baseline: Operation(measured: workload.pushPopBaseline))
        report.add(
            "inspect.unrecorded", "push and pop, on a navigator nobody records vs AppRouter", "median_ns",
            ours: idle.ours, baseline: idle.baseline, unit: .nanoseconds)
        let stopped = Measure.medians(
            samples: 20_000 / options.scale,
            ours: Operation(measured: workload.pushPopStopped),
            baseline: Operation(measured: workload.pushPopUnrecorded))
        report.add(
            "inspect.stopped", "push and pop, after a log writer stopped vs never recorded", "median_ns",
            ours: stopped.ours, baseline: stopped.baseline, unit: .nanoseconds)

        // Building the map resolves each pattern once; loosely, it must stay well under a second.
        var builds: [Double] = []
        for _ in 0..<5 { builds.append(Measure.once { _ = InspectionWorkload.buildMap() }) }
        let build = Measure.median(builds)
        guard build < 1e9 else { fatalError("inspect.map: building the map took \(build) ns, over a second") }
        report.add(
            "inspect.map", "a route map of 5 tabs and 17 links, built", "median_ns", ours: build, baseline: nil,
            unit: .nanoseconds)
    }
}
