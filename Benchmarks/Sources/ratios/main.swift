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
//     ratios --profile CASE --baseline  the same calls on the baseline's side (names: Profiles.swift)

import Baselines
import Foundation
@_spi(Drawing) import Workloads

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
    if options.measures("limit") {
        Progress.say("limit.*")
        LimitCases.run(&report, options)
    }
    if options.measures("op") {
        Progress.say("op.*, random.100k")
        OperationCases.run(&report, options)
    }
    if options.measures("fanout") {
        Progress.say("fanout.*")
        AppCases.fanOut(&report, options)
    }
    var links: [Int: LinkCases.Resolve]?
    if options.measures("link") || options.measures("growth") {
        Progress.say("link.*")
        links = LinkCases.run(&report, options)
    }
    if options.measures("persist") {
        Progress.say("persist.*")
        AppCases.persistence(&report, options)
    }
    if options.measures("launch") {
        Progress.say("launch.cold")
        AppCases.launch(&report, options)
    }
    if options.measures("plan") { AppCases.planning(&report, options) }
    if options.measures("memory") { AppCases.memory(&report, options) }
    if options.measures("growth"), let links { GrowthCases.run(&report, options, links: links) }
    if options.measures("inspect") {
        Progress.say("inspect.*")
        InspectionCases.run(&report, options)
    }
    print(report.markdown)
}

if let path = options.jsonPath {
    guard FileManager.default.createFile(atPath: path, contents: Data(report.json.utf8)) else {
        Progress.say("could not write \(path)")
        exit(1)
    }
}
