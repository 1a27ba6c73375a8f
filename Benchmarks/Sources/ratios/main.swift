// Measures ModularNavigation against what users write without it, both sides in this one
// process, and prints one markdown table. `Benchmarks/run` builds this in release mode and
// prints the machine and date above the table.

import Baselines
import Workloads

var table = Table()
let quick = CommandLine.arguments.contains("--quick")
let scale = quick ? 10 : 1

// MARK: 1. Deep-link resolution

var handlersAsked: [String] = []
for routeCount in [10, 100, 1_000, 10_000] {
    let workload = DeepLinkWorkload(routeCount: routeCount)
    let chain = workload.makeChain()
    workload.verify(against: chain)
    let urls = workload.urls
    let (ours, baseline) = Measure.batchMedians(
        callsPerBatch: urls.count,
        budget: .milliseconds(quick ? 50 : 400),
        ours: {
            for url in urls { _ = workload.resolveOurs(url) }
        },
        baseline: {
            for url in urls { _ = chain.resolve(url).value }
        }
    )
    let label = "1. deep link, \(Unit.grouped(routeCount)) routes"
    table.note(
        label, "resolves/s (ns each)",
        ours: "\(Unit.grouped(Int(1e9 / ours))) (\(Unit.nanoseconds.format(ours)))",
        baseline: "\(Unit.grouped(Int(1e9 / baseline))) (\(Unit.nanoseconds.format(baseline)))",
        ratio: Table.ratio(ours, baseline, .lower)
    )
    handlersAsked.append(Unit.fixed(workload.meanHandlersAsked(by: chain), digits: 1))
}
table.note(
    "1. deep link", "handlers tried per URL, 10 / 100 / 1,000 / 10,000 routes",
    ours: "1 route built (trie walk)", baseline: handlersAsked.joined(separator: " / "))

// MARK: 2. Observation fan-out

do {
    let workload = FanOutWorkload()
    let samples = 20_000 / scale
    let (ours, baseline) = Measure.medians(
        samples: samples,
        ours: Operation(measured: workload.pushOurs, after: { _ = workload.settleOurs() }),
        baseline: Operation(measured: workload.pushBaseline, after: { _ = workload.settleBaseline() })
    )
    var oursNotified = FanOutWorkload.Notified()
    var baselineNotified = FanOutWorkload.Notified()
    let pushes = 100
    for _ in 0..<pushes {
        workload.pushOurs()
        let notified = workload.settleOurs()
        oursNotified.changedStack += notified.changedStack
        oursNotified.otherStacks += notified.otherStacks
        workload.pushBaseline()
        let routerNotified = workload.settleBaseline()
        baselineNotified.changedStack += routerNotified.changedStack
        baselineNotified.otherStacks += routerNotified.otherStacks
    }
    let label = "2. fan-out, 1 push, 5 tabs × 50 deep"
    table.add(
        label, "observers of other stacks notified",
        ours: Double(oursNotified.otherStacks) / Double(pushes),
        baseline: Double(baselineNotified.otherStacks) / Double(pushes), unit: .count)
    table.add(
        label, "observers of the pushed stack notified",
        ours: Double(oursNotified.changedStack) / Double(pushes),
        baseline: Double(baselineNotified.changedStack) / Double(pushes), unit: .count)
    table.add(label, "median time of the push", ours: ours, baseline: baseline, unit: .nanoseconds)
}

// MARK: 3. Navigator operations

do {
    let workload = OperationsWorkload()
    let label = "3. operation, 5 tabs × 50 deep"
    let operations: [(String, Operation, Operation)] = [
        (
            "push", Operation(measured: workload.pushOurs, after: workload.popOurs),
            Operation(measured: workload.pushBaseline, after: workload.popBaseline)
        ),
        (
            "pop", Operation(before: workload.pushOurs, measured: workload.popOurs),
            Operation(before: workload.pushBaseline, measured: workload.popBaseline)
        ),
        (
            "present sheet", Operation(measured: workload.presentOurs, after: workload.dismissOurs),
            Operation(measured: workload.presentBaseline, after: workload.dismissBaseline)
        ),
        (
            "dismiss sheet", Operation(before: workload.presentOurs, measured: workload.dismissOurs),
            Operation(before: workload.presentBaseline, measured: workload.dismissBaseline)
        ),
        (
            "select tab", Operation(measured: workload.selectTabOurs),
            Operation(measured: workload.selectTabBaseline)
        ),
        (
            "screen's own dismiss",
            Operation(before: workload.prepareScreenDismissOurs, measured: workload.screenDismissOurs),
            Operation(before: workload.prepareScreenDismissBaseline, measured: workload.screenDismissBaseline)
        ),
    ]
    for (name, ours, baseline) in operations {
        let times = Measure.medians(samples: 20_000 / scale, ours: ours, baseline: baseline)
        let oursAllocations = Measure.allocationsPerCall(samples: 200, ours)
        let baselineAllocations = Measure.allocationsPerCall(samples: 200, baseline)
        table.add(label, "\(name): median time", ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
        table.add(
            label, "\(name): allocations", ours: Double(oursAllocations), baseline: Double(baselineAllocations),
            unit: .count)
    }
    guard workload.sidesAgree() else { fatalError("case 3: the navigator and the router ended apart") }

    // 100,000 random operations, end to end, on fresh apps; the median of three turns.
    let count = 100_000 / scale
    let random = OperationsWorkload.randomOperations(count: count, seed: 2_024)
    var oursTimes: [Double] = []
    var baselineTimes: [Double] = []
    for _ in 0..<3 {
        let fresh = OperationsWorkload()
        oursTimes.append(Measure.once { fresh.runOurs(random) })
        baselineTimes.append(Measure.once { fresh.runBaseline(random) })
        guard fresh.sidesAgree() else { fatalError("case 3: the random run ended apart") }
    }
    let counted = OperationsWorkload()
    let oursAllocations = Measure.allocations { counted.runOurs(random) }.count
    let baselineAllocations = Measure.allocations { counted.runBaseline(random) }.count
    let randomLabel = "3. \(Unit.grouped(count)) random operations"
    table.add(
        randomLabel, "total time", ours: Measure.median(oursTimes), baseline: Measure.median(baselineTimes),
        unit: .nanoseconds)
    table.add(
        randomLabel, "allocations", ours: Double(oursAllocations), baseline: Double(baselineAllocations),
        unit: .count)
}

// MARK: 4. Encode and restore

do {
    let workload = PersistenceWorkload()
    guard workload.ourRoundTripIsExact(), workload.restoreBaseline() else { fatalError("case 4: restore failed") }
    let label = "4. save/restore, 3 tabs × 50 deep + 2 sheets"
    let samples = 300 / scale
    let encode = Measure.medians(
        samples: samples,
        ours: Operation(measured: { _ = workload.encodeOurs() }),
        baseline: Operation(measured: { _ = workload.encodeBaseline() }))
    let restore = Measure.medians(
        samples: samples,
        ours: Operation(measured: { _ = workload.restoreOurs() }),
        baseline: Operation(measured: { _ = workload.restoreBaseline() }))
    table.add(label, "encode: median time", ours: encode.ours, baseline: encode.baseline, unit: .nanoseconds)
    table.add(
        label, "encode: allocations",
        ours: Double(Measure.allocations { _ = workload.encodeOurs() }.count),
        baseline: Double(Measure.allocations { _ = workload.encodeBaseline() }.count), unit: .count)
    table.add(
        label, "encoded size", ours: Double(workload.ourData.count), baseline: Double(workload.baselineData.count),
        unit: .bytes)
    table.add(label, "restore: median time", ours: restore.ours, baseline: restore.baseline, unit: .nanoseconds)
    table.add(
        label, "restore: allocations",
        ours: Double(Measure.allocations { _ = workload.restoreOurs() }.count),
        baseline: Double(Measure.allocations { _ = workload.restoreBaseline() }.count), unit: .count)
}

// MARK: 5. Transition planning

do {
    let workload = PlanningWorkload()
    let label = "5. plan: home + 5 pushes + 3 sheets → search + 2 pushes"
    let oursSteps = workload.planOurs().count
    let baselineSteps = workload.planBaseline().count
    let times = Measure.medians(
        samples: 20_000 / scale,
        ours: Operation(measured: { _ = workload.planOurs() }),
        baseline: Operation(measured: { _ = workload.planBaseline() }))
    table.add(label, "UI updates (steps)", ours: Double(oursSteps), baseline: Double(baselineSteps), unit: .count)
    table.add(label, "median planning time", ours: times.ours, baseline: times.baseline, unit: .nanoseconds)
}

// MARK: 6. Memory

do {
    let cycles = 100_000 / scale
    let label = "6. \(Unit.grouped(cycles)) push/pop cycles with a view model each"

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

    let oursHeap: (peak: Int, retained: Int)
    let baselineHeap: (peak: Int, retained: Int)
    do {
        let workload = MemoryWorkload()
        oursHeap = heap(push: { workload.pushOurs($0) }, pop: workload.popOurs)
        weak let last = workload.pushOurs(-1)
        workload.popOurs()
        guard last == nil else { fatalError("case 6: the navigator kept a popped screen's view model") }
    }
    do {
        let workload = MemoryWorkload()
        baselineHeap = heap(push: { workload.pushBaseline($0) }, pop: workload.popBaseline)
        weak let last = workload.pushBaseline(-1)
        workload.popBaseline()
        guard last == nil else { fatalError("case 6: the router kept a popped screen's view model") }
    }
    let oursWorkload = MemoryWorkload()
    let baselineWorkload = MemoryWorkload()
    let time = Measure.medians(
        samples: 20_000 / scale,
        ours: Operation(measured: { oursWorkload.pushOurs(1) }, after: oursWorkload.popOurs),
        baseline: Operation(measured: { baselineWorkload.pushBaseline(1) }, after: baselineWorkload.popBaseline))
    table.add(
        label, "peak live heap above start", ours: Double(oursHeap.peak), baseline: Double(baselineHeap.peak),
        unit: .bytes)
    table.add(
        label, "heap retained after the cycles", ours: Double(oursHeap.retained),
        baseline: Double(baselineHeap.retained), unit: .bytes)
    table.add(label, "median push + view model time", ours: time.ours, baseline: time.baseline, unit: .nanoseconds)
}

print(table.markdown)
