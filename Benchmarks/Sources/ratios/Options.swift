/// What the command line asked for.
struct Options {
    /// A tenth of the samples, for a smoke test.
    var quick = false
    /// The growth table for every operation and size instead of the ratios table.
    var scaling = false
    /// Where to write every row as JSON.
    var jsonPath: String?
    /// An operation to run many times on our side only, for a profiler, instead of measuring.
    var profile: String?
    /// Profile the baseline's side of the case instead of ours.
    var baseline = false
    /// The one group of cases to measure, such as `launch` or `link`; all when `nil`.
    var only: String?

    /// The divisor of sample counts.
    var scale: Int { quick ? 10 : 1 }

    static let usage =
        "usage: ratios [--quick] [--only GROUP] [--scaling] [--json FILE] [--profile CASE [--baseline]]"

    /// The groups `--only` takes: the first part of their cases' ids.
    static let groups = ["limit", "op", "fanout", "link", "persist", "launch", "plan", "memory", "growth", "inspect"]

    /// Whether the table measures the cases of `group`.
    func measures(_ group: String) -> Bool { only.map { $0 == group } ?? true }

    /// Reads the arguments; `nil` when they are not understood.
    static func parse(_ arguments: ArraySlice<String>) -> Options? {
        var options = Options()
        var remaining = arguments
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--scaling": options.scaling = true
            case "--json":
                guard let path = remaining.popFirst() else { return nil }
                options.jsonPath = path
            case "--profile":
                guard let operation = remaining.popFirst(), Profiles.names.contains(operation) else { return nil }
                options.profile = operation
            case "--baseline": options.baseline = true
            case "--only":
                guard let group = remaining.popFirst(), groups.contains(group) else { return nil }
                options.only = group
            default: return nil
            }
        }
        return options
    }
}
