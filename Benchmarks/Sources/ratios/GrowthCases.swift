/// `growth.*`: each row is ours at a large size against ours at a small size, so its ratio
/// is large ÷ small (1 means the cost does not grow).
@MainActor
enum GrowthCases {
    static func run(_ report: inout Report, _ options: Options, links: [Int: LinkCases.Resolve]) {
        let small: Duration = .milliseconds(options.quick ? 30 : 300)
        let large: Duration = .milliseconds(options.quick ? 100 : 1_000)

        Progress.say("growth: depth")
        let shallow = Sizes.operations(depth: 10, budget: small)
        let deep = Sizes.operations(depth: 10_000, budget: large)
        for name in OperationSet.names {
            guard let low = shallow[name], let high = deep[name] else { continue }
            report.add(
                "growth.\(name).depth", "\(OperationSet.labels[name] ?? name), 5 tabs × 10,000 deep ÷ × 10 deep",
                "median_ns, depth 10000 ÷ 10", ours: high.ours, baseline: low.ours, unit: .nanoseconds,
                note: "AppRouter: \(ratio(high.baseline, low.baseline))")
        }

        Progress.say("growth: tabs")
        let few = Sizes.tabOperations(tabs: 2, budget: small)
        let many = Sizes.tabOperations(tabs: 50, budget: large)
        for name in OperationSet.names {
            guard let low = few[name], let high = many[name] else { continue }
            report.add(
                "growth.\(name).tabs",
                "\(OperationSet.labels[name] ?? name) on the last tab, 50 tabs ÷ 2 tabs, 50 deep",
                "median_ns, tabs 50 ÷ 2", ours: high, baseline: low, unit: .nanoseconds)
        }

        Progress.say("growth: pushes from empty")
        pushesFromEmpty(&report, small: 1_000, large: 30_000, cap: options.quick ? .seconds(3) : .seconds(60))

        Progress.say("growth: open link")
        let fewScreens = Sizes.openLink(screens: 50, budget: small)
        let manyScreens = Sizes.openLink(screens: 50_000, budget: large)
        report.add(
            "growth.openLink.screens", "open a link that presents a sheet, 50,000 screens ÷ 50 screens",
            "median_ns, screens 50000 ÷ 50", ours: manyScreens.ours, baseline: fewScreens.ours, unit: .nanoseconds,
            note: "hand-written onOpenURL: \(ratio(manyScreens.baseline, fewScreens.baseline))")

        Progress.say("growth: screen objects")
        let fewObjects = Sizes.release(liveObjects: 10, budget: small)
        let manyObjects = Sizes.release(liveObjects: 10_000, budget: large)
        report.add(
            "growth.release.screenObjects", "pop that releases a view model, 10,000 live ÷ 10 live",
            "median_ns, live 10000 ÷ 10", ours: manyObjects.ours, baseline: fewObjects.ours, unit: .nanoseconds,
            note: "models in routes: \(ratio(manyObjects.baseline, fewObjects.baseline))")

        Progress.say("growth: windows")
        let fewWindows = Sizes.windows(1_000, budget: small)
        let manyWindows = Sizes.windows(10_000, budget: large)
        report.add(
            "growth.activate.windows", "activate the least recently active window, 10,000 open ÷ 1,000 open",
            "median_ns, windows 10000 ÷ 1000", ours: manyWindows.activate, baseline: fewWindows.activate,
            unit: .nanoseconds)
        report.add(
            "growth.close.windows", "close a window, 10,000 open ÷ 1,000 open", "median_ns, windows 10000 ÷ 1000",
            ours: manyWindows.close, baseline: fewWindows.close, unit: .nanoseconds)

        if let low = links[10], let high = links[100_000] {
            report.add(
                "growth.resolve.routes", "resolve a URL, 100,000 routes ÷ 10 routes", "median_ns, routes 100000 ÷ 10",
                ours: high.dictionary.ours, baseline: low.dictionary.ours, unit: .nanoseconds,
                note: "dictionary: \(ratio(high.dictionary.baseline, low.dictionary.baseline))")
        }
    }

    /// Adds `growth.pushes.fromEmpty`, the total time of `large` pushes ÷ `small` pushes.
    ///
    /// A run past `cap` stops there; its time is then a lower bound.
    static func pushesFromEmpty(_ report: inout Report, small: Int, large: Int, cap: Duration) {
        var smallTimes: [Double] = []
        var baselineSmall: [Double] = []
        for _ in 0..<3 {
            let run = Sizes.pushesFromEmpty(count: small, cap: cap)
            smallTimes.append(run.ours ?? .nan)
            baselineSmall.append(run.baseline)
        }
        let big = Sizes.pushesFromEmpty(count: large, cap: cap)
        let id = "growth.pushes.fromEmpty"
        let label = "\(Unit.grouped(large)) pushes from empty ÷ \(Unit.grouped(small)), total time"
        let metric = "total_ns, pushes \(large) ÷ \(small)"
        let appRouter = "AppRouter: \(ratio(big.baseline, Measure.median(baselineSmall)))"
        if let ours = big.ours {
            report.add(
                id, label, metric, ours: ours, baseline: Measure.median(smallTimes), unit: .nanoseconds,
                note: appRouter)
        } else {
            report.add(
                id, label, metric, ours: Measure.nanoseconds(cap), baseline: Measure.median(smallTimes),
                unit: .nanoseconds,
                note:
                    "lower bound: stopped at the \(Unit.nanoseconds.format(Measure.nanoseconds(cap))) cap after \(Unit.grouped(big.done)) pushes; \(appRouter)"
            )
        }
    }

    static func ratio(_ top: Double, _ bottom: Double) -> String {
        guard bottom > 0, top.isFinite else { return "—" }
        return Report.times(top / bottom)
    }
}
