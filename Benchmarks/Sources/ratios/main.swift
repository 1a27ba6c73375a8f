// Measures ModularNavigation against what users write without it and against the
// physical limit, both sides in this one process, and prints one markdown table.
// `Benchmarks/run` builds this in release mode and prints the machine and date above it.
//
//     ratios [--quick] [--json FILE]    the ratios table (case ids: Benchmarks/README.md)
//     ratios --only launch              one group of it: limit, op, fanout, link, persist, launch,
//                                       plan, memory, growth or inspect
//     ratios --scaling [--json FILE]    every operation at every size
//     ratios --profile push             10,000 of our pushes on 5 tabs × 50 deep, for a profiler
//     ratios --profile resolve          10,000 of our link resolves, 10 routes (resolve100000: 100,000)
//     ratios --profile resolveDictionary the same URLs through the dictionary baseline (…100000 too)
//     ratios --profile restore          1,000 of our restores (or `encode`) of the persistence case
//     ratios --profile plan             10,000 plans of the quick action
//     ratios --profile launch           100 of our cold launches (restore, 500-link table, queued link)
//     ratios --profile launch.table     one phase of it, 100 times: launch.read, .adopt, .table, .open
//     ratios --profile CASE --baseline  the same calls on the baseline's side (names: Profiles.swift)

import Baselines
import Foundation
import Workloads

guard let options = Options.parse(CommandLine.arguments.dropFirst()) else {
    Progress.say(Options.usage)
    exit(2)
}

var report = Report()
if let name = options.profile {
    // Nothing is measured: a profiler such as callgrind looks at the run, collecting inside
    // the measured call only (`--toggle-collect='*12profiledCall*'`).
    exit(Profiles.run(name, baseline: options.baseline) ? 0 : 1)
}
if options.scaling {
    let table = Scaling.run(&report, options)
    print(table)
} else {
    // The groups run in this order whether or not `--only` picks one, so a group measured
    // alone runs in a process that has not run the others: compare its ratios with care.
    func measure(_ group: String, saying progress: String? = nil, _ cases: (inout Report, Options) -> Void) {
        guard options.measures(group) else { return }
        if let progress { Progress.say(progress) }
        cases(&report, options)
    }
    measure("limit", saying: "limit.*", LimitCases.run)
    measure("op", saying: "op.*, random.100k", OperationCases.run)
    measure("fanout", saying: "fanout.*", AppCases.fanOut)
    var links: [Int: LinkCases.Resolve]?
    if options.measures("link") || options.measures("growth") {
        Progress.say("link.*")
        links = LinkCases.run(&report, options)
    }
    measure("persist", saying: "persist.*", AppCases.persistence)
    measure("launch", saying: "launch.cold", AppCases.launch)
    measure("plan", AppCases.planning)
    measure("memory", AppCases.memory)
    if let links { measure("growth") { GrowthCases.run(&$0, $1, links: links) } }
    measure("inspect", saying: "inspect.*", InspectionCases.run)
    print(report.markdown)
}

if let path = options.jsonPath {
    guard FileManager.default.createFile(atPath: path, contents: Data(report.json.utf8)) else {
        Progress.say("could not write \(path)")
        exit(1)
    }
}
