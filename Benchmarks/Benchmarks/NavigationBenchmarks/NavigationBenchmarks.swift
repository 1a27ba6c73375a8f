import Benchmark
import Workloads

let benchmarks: @Sendable () -> Void = {
    Benchmark("placeholder") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(1) }
    }
}
