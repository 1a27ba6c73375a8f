import Workloads

/// `--scaling`: every operation at every size, ours against its baseline at that size and
/// against ours at the smallest size.
@MainActor
enum Scaling {
    /// One measured size of one operation.
    struct Entry {
        var family: String
        var operation: String
        var size: Int
        var ours: Double?
        var baseline: Double?
        var baselineName: String
        var unit: Unit = .nanoseconds
        var note: String?
    }

    static func run(_ report: inout Report, _ options: Options) -> String {
        var entries: [Entry] = []
        let budget: (Int) -> Duration = { size in
            .milliseconds(options.quick ? 50 : (size >= 10_000 ? 1_500 : 500))
        }

        for depth in [10, 100, 1_000, 10_000] {
            Progress.say("scaling: depth \(depth)")
            let times = Sizes.operations(depth: depth, budget: budget(depth))
            for name in OperationSet.names {
                guard let time = times[name] else { continue }
                entries.append(
                    Entry(
                        family: "depth", operation: name, size: depth, ours: time.ours, baseline: time.baseline,
                        baselineName: "AppRouter"))
            }
        }
        for tabs in [2, 10, 50] {
            Progress.say("scaling: tabs \(tabs)")
            let times = Sizes.tabOperations(tabs: tabs, budget: budget(tabs))
            for name in OperationSet.names {
                entries.append(
                    Entry(
                        family: "tabs", operation: name, size: tabs, ours: times[name], baseline: nil, baselineName: "—"
                    ))
            }
        }
        for routes in [10, 1_000, 100_000] {
            Progress.say("scaling: routes \(routes)")
            let resolve = LinkCases.measure(
                routeCount: routes, budget: .milliseconds(options.quick ? 50 : 400), reparsing: routes <= 1_000)
            entries.append(
                Entry(
                    family: "routes", operation: "resolve", size: routes, ours: resolve.dictionary.ours,
                    baseline: resolve.dictionary.baseline, baselineName: "split once + dictionary"))
            entries.append(
                Entry(
                    family: "routes", operation: "resolve", size: routes, ours: resolve.chain.ours,
                    baseline: resolve.chain.baseline, baselineName: "parse-once chain"))
            if let reparsing = resolve.reparsing {
                entries.append(
                    Entry(
                        family: "routes", operation: "resolve", size: routes, ours: reparsing.ours,
                        baseline: reparsing.baseline, baselineName: "re-parsing chain (naive)"))
            }
            entries.append(
                Entry(
                    family: "routes", operation: "build", size: routes, ours: resolve.build.ours,
                    baseline: resolve.build.dictionary, baselineName: "dictionary"))
        }
        for live in [10, 10_000] {
            Progress.say("scaling: screen objects \(live)")
            let times = Sizes.release(liveObjects: live, budget: budget(live))
            entries.append(
                Entry(
                    family: "live screen objects", operation: "pop releasing a view model", size: live,
                    ours: times.ours, baseline: times.baseline, baselineName: "models in routes"))
        }
        for count in [1_000, 10_000, 30_000] {
            Progress.say("scaling: \(count) pushes from empty")
            let cap: Duration = options.quick ? .seconds(5) : .seconds(120)
            let run = Sizes.pushesFromEmpty(count: count, cap: cap)
            entries.append(
                Entry(
                    family: "pushes from empty", operation: "total time of N pushes", size: count,
                    ours: run.ours ?? Measure.nanoseconds(cap), baseline: run.baseline, baselineName: "AppRouter",
                    note: run.ours == nil
                        ? "lower bound: stopped at \(Unit.nanoseconds.format(Measure.nanoseconds(cap))) after \(Unit.grouped(run.done)) pushes"
                        : nil))
        }
        for screens in [50, 500, 5_000, 50_000] {
            Progress.say("scaling: open link, \(screens) screens")
            let times = Sizes.openLink(screens: screens, budget: budget(screens))
            entries.append(
                Entry(
                    family: "screens", operation: "open a link presenting a sheet", size: screens, ours: times.ours,
                    baseline: times.baseline, baselineName: "hand-written onOpenURL"))
        }
        // Once quadratic (issue 44): each total must grow as its size, 10× per 10×.
        let shapes: [(family: String, operation: String, sizes: [Int], run: (Int) -> Void)] = [
            ("dialogs", "answering N dialogs queued on a state", [100, 1_000], QuadraticShapeWorkload.dialogsOnState),
            (
                "dialogs", "navigator answering N queued dialogs", [100, 1_000],
                QuadraticShapeWorkload.dialogsThroughNavigator
            ),
            ("lines", "diffing two equal trees of N lines", [1_000, 10_000], QuadraticShapeWorkload.equalTreeDiff),
            ("tabs", "restoring N reordered tabs", [100, 1_000], QuadraticShapeWorkload.restoreTabs),
            ("tabs", "replacing a state of N tabs, one changed", [100, 1_000], QuadraticShapeWorkload.replaceOneTab),
        ]
        for shape in shapes {
            for size in shape.sizes {
                Progress.say("scaling: \(shape.operation), \(size)")
                // The fastest of five: another process's load only ever adds time, and one
                // run of the largest size is long enough for a scheduler's slice to show.
                let times = (0..<5).map { _ in Measure.once { shape.run(size) } }
                entries.append(
                    Entry(
                        family: shape.family, operation: shape.operation, size: size, ours: times.min(),
                        baseline: nil, baselineName: "—"))
            }
        }

        for entry in entries {
            let key = entry.operation.split(separator: " ").first.map(String.init) ?? entry.operation
            let id = "scaling.\(key).\(entry.family.replacingSpaces).\(entry.size)"
            let label = "\(entry.operation), \(entry.family) \(Unit.grouped(entry.size)), vs \(entry.baselineName)"
            if let ours = entry.ours {
                report.add(
                    id, label, entry.family == "pushes from empty" ? "total_ns" : "median_ns", ours: ours,
                    baseline: entry.baseline, unit: entry.unit, note: entry.note)
            }
        }
        return markdown(entries)
    }

    /// The scaling table: each row also shows ours against ours at the family's smallest size.
    static func markdown(_ entries: [Entry]) -> String {
        var lines = [
            "| family | operation | size | ours | ours ÷ ours at smallest size | baseline | baseline value | ours ÷ baseline |",
            "|---|---|---:|---:|---:|---|---:|---:|",
        ]
        var smallest: [String: Double] = [:]
        for entry in entries {
            let key = "\(entry.family)/\(entry.operation)/\(entry.baselineName)"
            guard let ours = entry.ours else { continue }
            if smallest[key] == nil { smallest[key] = ours }
            let growth = smallest[key].map { Report.times(ours / $0) } ?? "—"
            let ratio = entry.baseline.flatMap { $0 > 0 ? Report.times(ours / $0) : nil } ?? "—"
            let cells = [
                entry.family, entry.operation, Unit.grouped(entry.size), entry.unit.format(ours), growth,
                entry.baselineName, entry.baseline.map(entry.unit.format) ?? "—",
                ratio + (entry.note.map { " (\($0))" } ?? ""),
            ]
            lines.append(Report.markdownRow(cells))
        }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate var replacingSpaces: String {
        split(separator: " ").enumerated().map {
            $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst()
        }
        .joined()
    }
}
