import Baselines
import ModularNavigation
import Workloads

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Deep-link cases: resolving against fair baselines, and the shared-prefix table.
enum LinkCases {
    /// The `--profile` names that resolve links, with their table sizes.
    static let profiledSizes = [
        "resolve": 10, "resolve100000": 100_000, "resolveDictionary": 10, "resolveDictionary100000": 100_000,
    ]

    /// What resolving costs at one table size, each pair measured side by side.
    struct Resolve {
        var routeCount: Int
        /// Ours against the split-once dictionary.
        var dictionary: (ours: Double, baseline: Double)
        /// Ours against the parse-once handler chain.
        var chain: (ours: Double, baseline: Double)
        /// Ours against the re-parsing chain, when measured.
        var reparsing: (ours: Double, baseline: Double)?
        var allocations: (ours: Double, dictionary: Double)
        var build: (ours: Double, dictionary: Double)
    }

    static func measure(routeCount: Int, budget: Duration, reparsing: Bool) -> Resolve {
        let workload = DeepLinkWorkload(routeCount: routeCount)
        let dictionary = workload.makeDictionary()
        // Warm medians of repeated builds, taking turns: one cold first build also paid the
        // process's first use of the table's code and types, which no second table pays.
        let builds = Measure.medians(
            budget: budget, minimum: routeCount > 1_000 ? 3 : 30,
            ours: Operation(measured: { _ = DeepLinkWorkload.buildTable(routeCount) }),
            baseline: Operation(measured: { _ = workload.makeDictionary() }))
        let chain = workload.makeParsedChain()
        let lookup = dictionary
        workload.verify { lookup.resolve($0) }
        workload.verify { chain.resolve($0) }
        let urls = workload.urls
        func pair(_ baseline: @escaping () -> Void) -> (ours: Double, baseline: Double) {
            Measure.batchMedians(
                callsPerBatch: urls.count, budget: budget,
                ours: { for url in urls { _ = workload.resolveOurs(url) } }, baseline: baseline)
        }
        var result = Resolve(
            routeCount: routeCount,
            dictionary: pair { for url in urls { _ = lookup.resolve(url) } },
            chain: pair { for url in urls { _ = chain.resolve(url) } },
            allocations: (
                Double(Measure.allocations { for url in urls { _ = workload.resolveOurs(url) } }.count)
                    / Double(urls.count),
                Double(Measure.allocations { for url in urls { _ = lookup.resolve(url) } }.count)
                    / Double(urls.count)
            ),
            build: (builds.ours, builds.baseline ?? .nan)
        )
        if reparsing {
            let naive = workload.makeChain()
            workload.verify(against: naive)
            result.reparsing = pair { for url in urls { _ = naive.resolve(url).value } }
        }
        return result
    }

    /// The `link.*` rows; returns the measurements by table size for the growth rows.
    static func run(_ report: inout Report, _ options: Options) -> [Int: Resolve] {
        var results: [Int: Resolve] = [:]
        for routeCount in [10, 100_000] {
            let resolve = measure(
                routeCount: routeCount, budget: .milliseconds(options.quick ? 50 : 400), reparsing: routeCount == 10)
            results[routeCount] = resolve
            add(resolve, to: &report)
        }
        sharedPrefix(&report, options)
        return results
    }

    static func add(_ resolve: Resolve, to report: inout Report, idPrefix: String = "link") {
        let routes = resolve.routeCount
        let size = "\(Unit.grouped(routes)) routes"
        report.add(
            "\(idPrefix).resolve.\(routes)", "resolve a URL, \(size), vs split once + dictionary of literal paths",
            "median_ns", ours: resolve.dictionary.ours, baseline: resolve.dictionary.baseline, unit: .nanoseconds)
        report.add(
            "\(idPrefix).resolve.\(routes)", "resolve a URL, \(size), vs split once + dictionary of literal paths",
            "allocations", ours: resolve.allocations.ours, baseline: resolve.allocations.dictionary, unit: .count)
        report.add(
            "\(idPrefix).chain.\(routes)", "resolve a URL, \(size), vs parse-once handler chain",
            "median_ns", ours: resolve.chain.ours, baseline: resolve.chain.baseline, unit: .nanoseconds)
        if let reparsing = resolve.reparsing {
            report.add(
                "\(idPrefix).reparsingChain.\(routes)",
                "resolve a URL, \(size), vs re-parsing handler chain (naive; each handler re-reads the URL)",
                "median_ns", ours: reparsing.ours, baseline: reparsing.baseline, unit: .nanoseconds)
        }
        report.add(
            "\(idPrefix).build.\(routes)", "build the table, \(size), vs building the dictionary",
            "build_ns", ours: resolve.build.ours, baseline: resolve.build.dictionary, unit: .nanoseconds)
    }

    /// Adds `link.sharedPrefix`, the shared-prefix table's worst URL against a flat table's.
    ///
    /// Both tables have 4,096 routes; a table that fails to build is a row note.
    static func sharedPrefix(_ report: inout Report, _ options: Options) {
        let id = "link.sharedPrefix"
        let label = "4,096 routes /{a|:p0}/…/{a|:p11}/end, worst URL, vs flat table of 4,096 routes"
        let workload = SharedPrefixWorkload()
        let budget = Duration.milliseconds(options.quick ? 20 : 150)
        func worst(_ table: DeepLinkTable<Int>, _ urls: [(name: String, url: URL)]) -> (Double, String) {
            var worst = (0.0, "")
            for (name, url) in urls {
                let time = Measure.batchMedians(
                    callsPerBatch: 1, budget: budget, minimumRounds: 3,
                    ours: { _ = SharedPrefixWorkload.resolve(table, url) }, baseline: {}
                ).ours
                if time > worst.0 { worst = (time, name) }
            }
            return worst
        }
        switch (workload.shared.table, workload.flat.table) {
        case (.success(let shared), .success(let flat)):
            let (sharedWorst, sharedName) = worst(shared, workload.sharedURLs)
            let (flatWorst, flatName) = worst(flat, workload.flatURLs)
            report.add(
                id, label, "median_ns", ours: sharedWorst, baseline: flatWorst, unit: .nanoseconds,
                note: "worst: \(sharedName) vs \(flatName)")
        case (.failure(let error), _):
            report.skip(id, label, "median_ns", unit: .nanoseconds, note: "shared table did not build: \(error)")
        case (_, .failure(let error)):
            report.skip(id, label, "median_ns", unit: .nanoseconds, note: "flat table did not build: \(error)")
        }
        let failed: String? =
            if case .failure = workload.shared.table { "the shared table threw while building" } else { nil }
        report.add(
            id, "build the shared-prefix table vs the flat table", "build_ns",
            ours: workload.shared.buildNanoseconds, baseline: workload.flat.buildNanoseconds, unit: .nanoseconds,
            note: failed)
    }
}
