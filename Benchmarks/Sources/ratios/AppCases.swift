import Workloads

/// Whole-app cases: observation fan-out, save and restore, planning, memory.
@MainActor
enum AppCases {
    /// `fanout.push` (vs one `AppRouter`) and `fanout.push.routerPerTab` (vs one router per tab).
    static func fanOut(_ report: inout Report, _ options: Options) {
        let workload = FanOutWorkload()
        let samples = 20_000 / options.scale
        let ours = Operation(measured: workload.pushOurs, after: { _ = workload.settleOurs() })
        let sides: [(id: String, label: String, baseline: Operation, settle: () -> FanOutWorkload.Notified)] = [
            (
                "fanout.push", "1 push, 5 tabs × 50 deep, 1 observer per stack, vs one AppRouter",
                Operation(measured: workload.pushBaseline, after: { _ = workload.settleBaseline() }),
                workload.settleBaseline
            ),
            (
                "fanout.push.routerPerTab",
                "1 push, 5 tabs × 50 deep, 1 observer per stack, vs one @Observable router per tab",
                Operation(measured: workload.pushTabRouters, after: { _ = workload.settleTabRouters() }),
                workload.settleTabRouters
            ),
        ]
        for side in sides {
            let times = Measure.medians(samples: samples, ours: ours, baseline: side.baseline)
            var oursNotified = FanOutWorkload.Notified()
            var baselineNotified = FanOutWorkload.Notified()
            let pushes = 100
            for _ in 0..<pushes {
                workload.pushOurs()
                let notified = workload.settleOurs()
                oursNotified.changedStack += notified.changedStack
                oursNotified.otherStacks += notified.otherStacks
                side.baseline.measured()
                let theirs = side.settle()
                baselineNotified.changedStack += theirs.changedStack
                baselineNotified.otherStacks += theirs.otherStacks
            }
            report.add(
                side.id, side.label, "other_stacks_notified",
                ours: Double(oursNotified.otherStacks) / Double(pushes),
                baseline: Double(baselineNotified.otherStacks) / Double(pushes), unit: .count)
            report.add(
                side.id, side.label, "changed_stack_notified",
                ours: Double(oursNotified.changedStack) / Double(pushes),
                baseline: Double(baselineNotified.changedStack) / Double(pushes), unit: .count)
            report.add(side.id, side.label, "median_ns", ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
        }
    }

    /// `persist.encode` and `persist.restore` against the seeds' plain `Codable` snapshot.
    static func persistence(_ report: inout Report, _ options: Options) {
        let workload = PersistenceWorkload()
        guard workload.ourRoundTripIsExact(), workload.restoreBaseline() else { fatalError("persist: restore failed") }
        let samples = 300 / options.scale
        let encode = Measure.medians(
            samples: samples,
            ours: Operation(measured: { _ = workload.encodeOurs() }),
            baseline: Operation(measured: { _ = workload.encodeBaseline() }))
        let restore = Measure.medians(
            samples: samples,
            ours: Operation(measured: { _ = workload.restoreOurs() }),
            baseline: Operation(measured: { _ = workload.restoreBaseline() }))
        let encodeLabel = "save 3 tabs × 50 deep + 2 sheets vs plain Codable snapshot (JSON)"
        let restoreLabel = "restore 3 tabs × 50 deep + 2 sheets vs plain Codable snapshot (JSON)"
        report.add(
            "persist.encode", encodeLabel, "median_ns", ours: encode.ours, baseline: encode.baseline,
            unit: .nanoseconds)
        report.add(
            "persist.encode", encodeLabel, "allocations",
            ours: Double(Measure.allocations { _ = workload.encodeOurs() }.count),
            baseline: Double(Measure.allocations { _ = workload.encodeBaseline() }.count), unit: .count)
        report.add(
            "persist.encode", encodeLabel, "bytes", ours: Double(workload.ourData.count),
            baseline: Double(workload.baselineData.count), unit: .bytes)
        report.add(
            "persist.restore", restoreLabel, "median_ns", ours: restore.ours, baseline: restore.baseline,
            unit: .nanoseconds)
        report.add(
            "persist.restore", restoreLabel, "allocations",
            ours: Double(Measure.allocations { _ = workload.restoreOurs() }.count),
            baseline: Double(Measure.allocations { _ = workload.restoreBaseline() }.count), unit: .count)
    }

    /// `launch.cold`: restore, build the link table and open the launch link, against the
    /// same work written by hand.
    static func launch(_ report: inout Report, _ options: Options) {
        let workload = LaunchWorkload()
        guard workload.launchOurs(), workload.launchBaseline() else { fatalError("launch: a side failed to launch") }
        let label =
            "restore 3 tabs × 50 deep + 2 sheets, build 500 links from 5 modules, open the queued link"
            + " vs Codable snapshot + literal-path dictionary"
        let times = Measure.medians(
            samples: 200 / options.scale,
            ours: Operation(measured: { _ = workload.launchOurs() }),
            baseline: Operation(measured: { _ = workload.launchBaseline() }))
        report.add("launch.cold", label, "median_ns", ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
    }

    /// `plan.quickAction`: the planner against `dismissAll()` then select + set path.
    static func planning(_ report: inout Report, _ options: Options) {
        let workload = PlanningWorkload()
        guard workload.baselineReachesTarget() else { fatalError("plan: the baseline recipe misses the target") }
        let label = "plan home + 5 pushes + 3 sheets → search + 2 pushes vs dismissAll(), then select + set path"
        let times = Measure.medians(
            samples: 20_000 / options.scale,
            ours: Operation(measured: { _ = workload.planOurs() }),
            baseline: Operation(measured: { _ = workload.planBaseline() }))
        report.add(
            "plan.quickAction", label, "ui_updates", ours: Double(workload.planOurs()),
            baseline: Double(workload.planBaseline().count), unit: .count)
        report.add(
            "plan.quickAction", label, "median_ns", ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
        report.add(
            "plan.quickAction", label, "allocations",
            ours: Double(Measure.allocationsPerCall(samples: 200, Operation(measured: { _ = workload.planOurs() }))),
            baseline: Double(
                Measure.allocationsPerCall(samples: 200, Operation(measured: { _ = workload.planBaseline() }))),
            unit: .count)
    }

    /// `memory.screenObjects`: push/pop cycles that each make a view model.
    static func memory(_ report: inout Report, _ options: Options) {
        let cycles = 100_000 / options.scale
        let label = "\(Unit.grouped(cycles)) push/pop cycles with a view model each vs models carried in routes"

        func heap(push: (Int) -> Void, pop: () -> Void) -> (peak: Int, retained: Int) {
            Measure.startHeapTracking()
            let start = Measure.liveHeapBytes()
            var peak = 0
            for screen in 0..<cycles {
                push(screen)
                peak = max(peak, Measure.liveHeapBytes() - start)
                pop()
            }
            let retained = Measure.liveHeapBytes() - start
            Measure.stopHeapTracking()
            return (peak, retained)
        }

        // One cycle on each side first, on a workload of its own: the runtime makes type
        // metadata the first time a type is used and keeps it (about 700 B for the screen
        // object store's element type), which is the process's, not what screens hold.
        let warm = MemoryWorkload()
        warm.pushOurs(0)
        warm.popOurs()
        warm.pushBaseline(0)
        warm.popBaseline()
        let oursHeap: (peak: Int, retained: Int)
        let baselineHeap: (peak: Int, retained: Int)
        do {
            let workload = MemoryWorkload()
            oursHeap = heap(push: { workload.pushOurs($0) }, pop: workload.popOurs)
            weak let last = workload.pushOurs(-1)
            workload.popOurs()
            guard last == nil else { fatalError("memory: the navigator kept a popped screen's view model") }
        }
        do {
            let workload = MemoryWorkload()
            baselineHeap = heap(push: { workload.pushBaseline($0) }, pop: workload.popBaseline)
            weak let last = workload.pushBaseline(-1)
            workload.popBaseline()
            guard last == nil else { fatalError("memory: the router kept a popped screen's view model") }
        }
        let oursWorkload = MemoryWorkload()
        let baselineWorkload = MemoryWorkload()
        let time = Measure.medians(
            samples: 20_000 / options.scale,
            ours: Operation(measured: { oursWorkload.pushOurs(1) }, after: oursWorkload.popOurs),
            baseline: Operation(measured: { baselineWorkload.pushBaseline(1) }, after: baselineWorkload.popBaseline))
        report.add(
            "memory.screenObjects", label, "peak_heap_bytes", ours: Double(oursHeap.peak),
            baseline: Double(baselineHeap.peak), unit: .bytes)
        report.add(
            "memory.screenObjects", label, "retained_heap_bytes", ours: Double(oursHeap.retained),
            baseline: Double(baselineHeap.retained), unit: .bytes)
        report.add(
            "memory.screenObjects", label, "push_with_model_median_ns", ours: time.ours, baseline: time.baseline,
            unit: .nanoseconds)
    }
}
