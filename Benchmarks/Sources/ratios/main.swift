// Measures ModularNavigation against what users write without it and against the
// physical limit, both sides in this one process, and prints one markdown table.
// `Benchmarks/run` builds this in release mode and prints the machine and date above it.
//
//     ratios [--quick] [--json FILE]    the ratios table (case ids: Benchmarks/README.md)
//     ratios --scaling [--json FILE]    every operation at every size
//     ratios --profile push             10,000 of our pushes on 5 tabs × 50 deep, for a profiler
//     ratios --profile resolve          10,000 of our link resolves, 10 routes (resolve100000: 100,000)
//     ratios --profile resolveDictionary the same URLs through the dictionary baseline (…100000 too)
//     ratios --profile restore          1,000 of our restores (or `encode`) of the persistence case
//     ratios --profile plan             10,000 plans of the quick action
//     ratios --profile launch           100 of our cold launches (restore, 500-link table, queued link)

import Baselines
import Foundation
@_spi(Drawing) import Workloads

guard let options = Options.parse(CommandLine.arguments.dropFirst()) else {
    Progress.say(Options.usage)
    exit(2)
}

var report = Report()
if let name = options.profile, let routeCount = LinkCases.profiledSizes[name] {
    let workload = DeepLinkWorkload(routeCount: routeCount)
    // The baseline's profile lets instruction counts (callgrind) compare the two sides
    // where wall-clock medians are unreliable.
    let dictionary = name.hasPrefix("resolveDictionary") ? workload.makeDictionary() : nil
    for index in 0..<10_000 {
        let url = workload.urls[index % workload.urls.count]
        if let dictionary {
            profiledCall { _ = dictionary.resolve(url) }
        } else {
            profiledCall { _ = workload.resolveOurs(url) }
        }
    }
    exit(0)
}
if let name = options.profile {
    // Nothing is measured: a profiler such as callgrind looks at the run, collecting inside
    // the measured call only (`--toggle-collect='*15profiledCall*'`).
    if name == "launch" {
        let workload = LaunchWorkload()
        guard workload.launchOurs(), workload.launchBaseline() else { exit(1) }
        for _ in 0..<100 { profiledCall { _ = workload.launchOurs() } }
        exit(0)
    }
    if name == "plan" {
        let workload = PlanningWorkload()
        for _ in 0..<10_000 { profiledCall { _ = workload.planOurs() } }
        exit(0)
    }
    if Options.persistenceProfiles.contains(name) {
        let workload = PersistenceWorkload()
        for _ in 0..<1_000 {
            profiledCall { _ = name == "encode" ? !workload.encodeOurs().isEmpty : workload.restoreOurs() }
        }
        exit(0)
    }
    let workload = OperationsWorkload()
    guard let operation = OperationSet.pairs(workload).first(where: { $0.name == name })?.ours else { exit(2) }
    for _ in 0..<10_000 {
        operation.before()
        profiledCall(operation.measured)
        operation.after()
    }
    exit(0)
}
if options.scaling {
    let table = Scaling.run(&report, options)
    print(table)
} else {
    Progress.say("limit.*")
    LimitCases.run(&report, options)
    Progress.say("op.*, random.100k")
    OperationCases.run(&report, options)
    Progress.say("fanout.*")
    AppCases.fanOut(&report, options)
    Progress.say("link.*")
    let links = LinkCases.run(&report, options)
    Progress.say("persist.*, plan.*, memory.*")
    AppCases.persistence(&report, options)
    Progress.say("launch.cold")
    AppCases.launch(&report, options)
    AppCases.planning(&report, options)
    AppCases.memory(&report, options)
    GrowthCases.run(&report, options, links: links)
    Progress.say("inspect.*")
    InspectionCases.run(&report, options)
    print(report.markdown)
}

if let path = options.jsonPath {
    guard FileManager.default.createFile(atPath: path, contents: Data(report.json.utf8)) else {
        Progress.say("could not write \(path)")
        exit(1)
    }
}

/// The measured call of `--profile`, kept out of line so a profiler can collect inside it alone.
@inline(never)
func profiledCall(_ body: () -> Void) {
    body()
}
