import Workloads

/// Measurements at one size of the app, shared by the growth rows of the ratios table and
/// by the scaling table.
@MainActor
enum Sizes {
    /// Median nanoseconds of each operation on 5 tabs `depth` deep: ours and `AppRouter`.
    static func operations(depth: Int, budget: Duration) -> [String: (ours: Double, baseline: Double)] {
        let workload = OperationsWorkload(depth: depth)
        var result: [String: (ours: Double, baseline: Double)] = [:]
        for (name, ours, baseline) in OperationSet.pairs(workload) {
            let times = Measure.medians(budget: budget, ours: ours, baseline: baseline)
            result[name] = (times.ours, times.baseline ?? .nan)
        }
        guard workload.sidesAgree() else { fatalError("depth \(depth): the navigator and the router ended apart") }
        return result
    }

    /// Median nanoseconds of each of our operations with `tabs` tabs, 50 deep, on the last tab.
    static func tabOperations(tabs: Int, budget: Duration) -> [String: Double] {
        let workload = TabScalingWorkload(tabCount: tabs)
        var result: [String: Double] = [:]
        for (name, ours) in OperationSet.tabOperations(workload) {
            result[name] = Measure.medians(budget: budget, ours: ours, baseline: nil).ours
        }
        return result
    }

    /// Median nanoseconds of opening a link that presents a sheet, with `screens` screens.
    static func openLink(screens: Int, budget: Duration) -> (ours: Double, baseline: Double) {
        let workload = OpenLinkWorkload(screens: screens)
        guard workload.openOurs() else { fatalError("the benchmark link opens") }
        workload.dismissOurs()
        let times = Measure.medians(
            budget: budget, minimum: 10,
            ours: Operation(measured: { workload.openOurs() }, after: workload.dismissOurs),
            baseline: Operation(measured: workload.openBaseline, after: workload.dismissBaseline))
        return (times.ours, times.baseline ?? .nan)
    }

    /// Median nanoseconds of a pop that releases a view model, with `liveObjects` alive.
    static func release(liveObjects: Int, budget: Duration) -> (ours: Double, baseline: Double) {
        let workload = ScreenObjectScalingWorkload(liveObjects: liveObjects)
        let times = Measure.medians(
            budget: budget,
            ours: Operation(before: { workload.pushOurs(-1) }, measured: workload.popOurs),
            baseline: Operation(before: { workload.pushBaseline(-1) }, measured: workload.popBaseline))
        return (times.ours, times.baseline ?? .nan)
    }

    /// Median nanoseconds of activating the least recently active window and of closing
    /// one, with `windows` windows open.
    static func windows(_ count: Int, budget: Duration) -> (activate: Double, close: Double) {
        let workload = WindowScalingWorkload(windows: count)
        let activate = Measure.medians(
            budget: budget, ours: Operation(measured: workload.activateOldest), baseline: nil)
        let close = Measure.medians(
            budget: budget, ours: Operation(measured: workload.closeOne, after: workload.openOne), baseline: nil)
        return (activate.ours, close.ours)
    }

    /// Total nanoseconds of `count` pushes from empty; ours is `nil` when it passed `cap`,
    /// with the pushes made by then.
    static func pushesFromEmpty(count: Int, cap: Duration) -> (ours: Double?, done: Int, baseline: Double) {
        var done = 0
        let deadline = ContinuousClock.now + cap
        let ours = Measure.once { done = PushesFromEmptyWorkload.runOurs(count: count, deadline: deadline) }
        let baseline = Measure.once { PushesFromEmptyWorkload.runBaseline(count: count) }
        return (done == count ? ours : nil, done, baseline)
    }
}
