// Detailed per-case metrics with package-benchmark: time percentiles, allocations and
// memory for ours and the baseline of each case. The ratios table (`Benchmarks/run`) is
// the side-by-side summary; this suite is for looking closer:
//
//     swift package --package-path Benchmarks benchmark

import Baselines
import Benchmark
import Workloads

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        maxDuration: .seconds(1),
        maxIterations: 10_000
    )
    limitBenchmarks()
    deepLinkBenchmarks()
    fanOutBenchmarks()
    operationBenchmarks()
    persistenceBenchmarks()
    planningBenchmarks()
    memoryBenchmarks()
}

/// Runs a main-actor body as one measured iteration, after an unmeasured setup.
func measured<State>(
    _ benchmark: Benchmark,
    setup: @MainActor () -> State,
    _ body: @MainActor (State) -> Void
) async {
    // `Benchmark` is not Sendable; it is used only inside this awaited closure.
    nonisolated(unsafe) let benchmark = benchmark
    await MainActor.run {
        let state = setup()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { body(state) }
        benchmark.stopMeasurement()
    }
}
