import Baselines
import Benchmark
import Workloads

// MARK: 1. Deep links

/// The route tables and URLs of every size, built once.
let deepLinkWorkloads: [Int: DeepLinkWorkload] = Dictionary(
    uniqueKeysWithValues: [10, 100, 1_000, 10_000].map { ($0, DeepLinkWorkload(routeCount: $0)) })

func deepLinkBenchmarks() {
    for routeCount in [10, 100, 1_000, 10_000] {
        Benchmark("1 deep link: table, \(routeCount) routes, 64 URLs") { benchmark in
            guard let workload = deepLinkWorkloads[routeCount] else { return }
            for _ in benchmark.scaledIterations {
                for url in workload.urls { blackHole(workload.resolveOurs(url)) }
            }
        }
        Benchmark("1 deep link: split once + dictionary, \(routeCount) routes, 64 URLs") { benchmark in
            guard let workload = deepLinkWorkloads[routeCount] else { return }
            let dictionary = workload.makeDictionary()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for url in workload.urls { blackHole(dictionary.resolve(url)) }
            }
            benchmark.stopMeasurement()
        }
        Benchmark("1 deep link: parse-once handler chain, \(routeCount) routes, 64 URLs") { benchmark in
            guard let workload = deepLinkWorkloads[routeCount] else { return }
            let chain = workload.makeParsedChain()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for url in workload.urls { blackHole(chain.resolve(url)) }
            }
            benchmark.stopMeasurement()
        }
        Benchmark("1 deep link: re-parsing handler chain (naive), \(routeCount) routes, 64 URLs") { benchmark in
            guard let workload = deepLinkWorkloads[routeCount] else { return }
            let chain = workload.makeChain()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                for url in workload.urls { blackHole(chain.resolve(url).value) }
            }
            benchmark.stopMeasurement()
        }
    }
}

// MARK: 2. Observation fan-out

func fanOutBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .custom("observers of other stacks notified")])
    Benchmark("2 fan-out: navigator push, 5 tabs × 50 deep", configuration: configuration) { benchmark in
        // `Benchmark` is not Sendable; it is used only inside this awaited closure.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let workload = FanOutWorkload()
            benchmark.startMeasurement()
            workload.pushOurs()
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("observers of other stacks notified"), workload.settleOurs().otherStacks)
        }
    }
    Benchmark("2 fan-out: one router per tab push, 5 tabs × 50 deep", configuration: configuration) { benchmark in
        // `Benchmark` is not Sendable; it is used only inside this awaited closure.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let workload = FanOutWorkload()
            benchmark.startMeasurement()
            workload.pushTabRouters()
            benchmark.stopMeasurement()
            benchmark.measurement(
                .custom("observers of other stacks notified"), workload.settleTabRouters().otherStacks)
        }
    }
    Benchmark("2 fan-out: AppRouter push, 5 tabs × 50 deep", configuration: configuration) { benchmark in
        // `Benchmark` is not Sendable; it is used only inside this awaited closure.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let workload = FanOutWorkload()
            benchmark.startMeasurement()
            workload.pushBaseline()
            benchmark.stopMeasurement()
            benchmark.measurement(
                .custom("observers of other stacks notified"), workload.settleBaseline().otherStacks)
        }
    }
}

// MARK: 0. Physical limit

func limitBenchmarks() {
    Benchmark("0 limit: navigator push + pop, 1 armed observation") { benchmark in
        await measured(benchmark, setup: { LimitWorkload() }) {
            $0.pushOurs()
            $0.popOurs()
            $0.rearmOurs()
        }
    }
    Benchmark("0 limit: physical limit push + pop, 1 armed observation") { benchmark in
        await measured(benchmark, setup: { LimitWorkload() }) {
            $0.pushLimit()
            $0.popLimit()
            $0.rearmLimit()
        }
    }
}

// MARK: 3. Operations

func operationBenchmarks() {
    Benchmark("3 operations: navigator push + pop") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) {
            $0.pushOurs()
            $0.popOurs()
        }
    }
    Benchmark("3 operations: AppRouter push + pop") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) {
            $0.pushBaseline()
            $0.popBaseline()
        }
    }
    Benchmark("3 operations: navigator present + dismiss") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) {
            $0.presentOurs()
            $0.dismissOurs()
        }
    }
    Benchmark("3 operations: AppRouter present + dismiss") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) {
            $0.presentBaseline()
            $0.dismissBaseline()
        }
    }
    Benchmark("3 operations: navigator select tab") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) { $0.selectTabOurs() }
    }
    Benchmark("3 operations: AppRouter select tab") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) { $0.selectTabBaseline() }
    }
    Benchmark("3 operations: navigator push + screen's own dismiss") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) {
            $0.prepareScreenDismissOurs()
            $0.screenDismissOurs()
        }
    }
    Benchmark("3 operations: AppRouter push + screen's own dismiss") { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) {
            $0.prepareScreenDismissBaseline()
            $0.screenDismissBaseline()
        }
    }
    let random = OperationsWorkload.randomOperations(count: 100_000, seed: 2_024)
    let long = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 3)
    Benchmark("3 operations: navigator, 100,000 random", configuration: long) { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) { $0.runOurs(random) }
    }
    Benchmark("3 operations: AppRouter, 100,000 random", configuration: long) { benchmark in
        await measured(benchmark, setup: { OperationsWorkload() }) { $0.runBaseline(random) }
    }
}

// MARK: 4. Persistence

func persistenceBenchmarks() {
    Benchmark("4 save: navigation archive, 3 tabs × 50 deep + 2 sheets") { benchmark in
        await measured(benchmark, setup: { PersistenceWorkload() }) { blackHole($0.encodeOurs()) }
    }
    Benchmark("4 save: AppRouter JSON, 3 tabs × 50 deep + 2 sheets") { benchmark in
        await measured(benchmark, setup: { PersistenceWorkload() }) { blackHole($0.encodeBaseline()) }
    }
    Benchmark("4 restore: navigation archive, 3 tabs × 50 deep + 2 sheets") { benchmark in
        await measured(benchmark, setup: { PersistenceWorkload() }) { blackHole($0.restoreOurs()) }
    }
    Benchmark("4 restore: AppRouter JSON, 3 tabs × 50 deep + 2 sheets") { benchmark in
        await measured(benchmark, setup: { PersistenceWorkload() }) { blackHole($0.restoreBaseline()) }
    }
}

// MARK: 5. Planning

func planningBenchmarks() {
    Benchmark("5 plan: TransitionPlanner, 3 sheets + 5 pushes → other tab + 2 pushes") { benchmark in
        await measured(benchmark, setup: { PlanningWorkload() }) { blackHole($0.planOurs()) }
    }
    Benchmark("5 plan: quick-action steps, 3 sheets + 5 pushes → other tab + 2 pushes") { benchmark in
        await measured(benchmark, setup: { PlanningWorkload() }) { blackHole($0.planBaseline()) }
    }
}

// MARK: 6. Memory

func memoryBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .peakMemoryResidentDelta, .memoryLeaked],
        maxDuration: .seconds(10),
        maxIterations: 3
    )
    Benchmark("6 memory: navigator, 100,000 push/pop with a view model", configuration: configuration) {
        benchmark in
        await measured(benchmark, setup: { MemoryWorkload() }) { workload in
            for screen in 0..<100_000 {
                workload.pushOurs(screen)
                workload.popOurs()
            }
        }
    }
    Benchmark("6 memory: AppRouter, 100,000 push/pop with a view model", configuration: configuration) {
        benchmark in
        await measured(benchmark, setup: { MemoryWorkload() }) { workload in
            for screen in 0..<100_000 {
                workload.pushBaseline(screen)
                workload.popBaseline()
            }
        }
    }
}
