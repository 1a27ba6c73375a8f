import Baselines
import Workloads

/// The cases `--profile CASE [--baseline]` runs for a profiler.
///
/// Each case runs many times, measuring nothing, so that a profiler (callgrind)
/// collecting inside `profiledCall` sees that case alone. With `--baseline` the other
/// side runs the same calls, so instruction counts compare the two where the machine is
/// too loaded for medians.
@MainActor
enum Profiles {
    /// Every profile name.
    nonisolated static let names: Set<String> = [
        "push", "pop", "present", "dismiss", "select", "screenDismiss",
        "limit.push", "limit.pop", "limit.present", "limit.dismiss",
        "random", "build10", "build100000", "encode", "restore", "launch", "plan",
        "launch.read", "launch.adopt", "launch.table", "launch.open",
        "resolve", "resolve100000", "resolveDictionary", "resolveDictionary100000", "screenObject", "record",
        "splitPush",
    ]

    /// Runs the case; `false` when the name is unknown or the case does not check out.
    static func run(_ name: String, baseline: Bool) -> Bool {
        if name.hasPrefix("resolve") { return resolve(name, baseline: baseline) }
        if name.hasPrefix("limit.") { return limit(String(name.dropFirst("limit.".count)), baseline: baseline) }
        switch name {
        case "random":
            let operations = OperationsWorkload.randomOperations(count: 100_000, seed: 2_024)
            let workload = OperationsWorkload()
            profiledCall { baseline ? workload.runBaseline(operations) : workload.runOurs(operations) }
            return true
        case "build10", "build100000":
            let routeCount = name == "build10" ? 10 : 100_000
            let workload = DeepLinkWorkload(routeCount: routeCount)
            for _ in 0..<(routeCount == 10 ? 1_000 : 1) {
                profiledCall {
                    if baseline { _ = workload.makeDictionary() } else { _ = DeepLinkWorkload.buildTable(routeCount) }
                }
            }
            return true
        case "launch.read", "launch.adopt", "launch.table", "launch.open":
            // Each call on its own prepared navigator: opening the link or adopting the
            // state twice would measure a second call, which does nothing.
            let workload = LaunchWorkload()
            let phase = String(name.dropFirst("launch.".count))
            let calls = (0..<100).compactMap { _ in workload.phase(phase, baseline: baseline) }
            guard calls.count == 100 else { return false }
            for call in calls { profiledCall(call) }
            return true
        case "launch":
            let workload = LaunchWorkload()
            guard workload.launchOurs(), workload.launchBaseline() else { return false }
            for _ in 0..<100 { profiledCall { _ = baseline ? workload.launchBaseline() : workload.launchOurs() } }
            return true
        case "screenObject":
            // The measured half of `memory.screenObjects`: a push that makes its screen's
            // view model, against one whose route carries it; the pop stays outside.
            let workload = MemoryWorkload()
            for screen in 0..<10_000 {
                if baseline {
                    profiledCall { workload.pushBaseline(screen) }
                    workload.popBaseline()
                } else {
                    profiledCall { workload.pushOurs(screen) }
                    workload.popOurs()
                }
            }
            return true
        case "splitPush":
            guard !baseline else { return false }
            let workload = SplitWorkload()
            for screen in 0..<10_000 {
                profiledCall { workload.pushOurs(screen) }
                workload.popOurs()
            }
            return workload.detailDepth == 0
        case "record":
            // 10,000 push-and-pop pairs, so the lines a writer writes only now and then
            // (checkpoints, a batch) count at their share; the baseline is nobody recording.
            let workload = InspectionWorkload()
            for _ in 0..<10_000 {
                profiledCall { baseline ? workload.pushPopUnrecorded() : workload.pushPopRecorded() }
            }
            return true
        case "plan":
            let workload = PlanningWorkload()
            for _ in 0..<10_000 { profiledCall { _ = workload.planOurs() } }
            return true
        case "encode", "restore":
            let workload = PersistenceWorkload()
            for _ in 0..<1_000 {
                profiledCall {
                    switch (name, baseline) {
                    case ("encode", false): _ = workload.encodeOurs()
                    case ("encode", true): _ = workload.encodeBaseline()
                    case (_, false): _ = workload.restoreOurs()
                    case (_, true): _ = workload.restoreBaseline()
                    }
                }
            }
            return true
        default:
            let workload = OperationsWorkload()
            guard let pair = OperationSet.pairs(workload).first(where: { $0.name == name }) else { return false }
            let operation = baseline ? pair.baseline : pair.ours
            for _ in 0..<10_000 {
                operation.before()
                profiledCall(operation.measured)
                operation.after()
            }
            return true
        }
    }

    /// `limit.*`: the operation with its observation re-armed outside the measured call.
    static func limit(_ name: String, baseline: Bool) -> Bool {
        let w = LimitWorkload()
        typealias Side = (
            push: () -> Void, pop: () -> Void, present: () -> Void, dismiss: () -> Void, rearm: () -> Void
        )
        let limitSide: Side = (w.pushLimit, w.popLimit, w.presentLimit, w.dismissLimit, w.rearmLimit)
        let ourSide: Side = (w.pushOurs, w.popOurs, w.presentOurs, w.dismissOurs, w.rearmOurs)
        let side = baseline ? limitSide : ourSide
        for _ in 0..<10_000 {
            switch name {
            case "push":
                profiledCall(side.push)
                side.pop()
            case "pop":
                side.push()
                side.rearm()
                profiledCall(side.pop)
            case "present":
                profiledCall(side.present)
                side.dismiss()
            case "dismiss":
                side.present()
                side.rearm()
                profiledCall(side.dismiss)
            default: return false
            }
            side.rearm()
        }
        return true
    }

    /// 10,000 link resolves against the 10- or 100,000-route table, or the dictionary.
    static func resolve(_ name: String, baseline: Bool) -> Bool {
        guard let routeCount = LinkCases.profiledSizes[name] else { return false }
        let workload = DeepLinkWorkload(routeCount: routeCount)
        let dictionary = baseline || name.hasPrefix("resolveDictionary") ? workload.makeDictionary() : nil
        for index in 0..<10_000 {
            let url = workload.urls[index % workload.urls.count]
            if let dictionary {
                profiledCall { _ = dictionary.resolve(url) }
            } else {
                profiledCall { _ = workload.resolveOurs(url) }
            }
        }
        return true
    }
}

/// The measured call of `--profile`, kept out of line so a profiler can collect inside it alone.
@inline(never)
func profiledCall(_ body: () -> Void) {
    body()
}
