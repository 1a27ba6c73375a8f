import ModularNavigation
import ModularNavigationInspection

extension NavigationCoverage {
    /// The report as Markdown: one table of screen kinds (reached or not, the ways in
    /// the map knows, the ways back seen) and one of the transitions seen.
    public var markdown: String {
        let kinds = map.kinds
        let reachedCount = kinds.filter { reached[$0] != nil }.count
        var lines = [
            "### Screens: \(reachedCount) of \(kinds.count) reached", "",
            "| screen | reached | ways in | ways back |", "|---|---|---|---|",
        ]
        for kind in kinds {
            let shown = reached[kind].map { "\($0)×" } ?? "no"
            let back = map.waysBack(of: kind).map(\.rawValue).joined(separator: ", ")
            lines.append("| `\(kind)` | \(shown) | \(waysIn(to: kind).joined(separator: "; ")) | \(back) |")
        }
        let transitions = map.sortedTransitions.filter { $0.from != nil }
        lines += [
            "", "### Transitions: \(transitions.count) seen", "",
            "| from | to | mode | times |", "|---|---|---|---|",
        ]
        for transition in transitions {
            let from = transition.from.map { "`\($0)`" } ?? ""
            let times = map.transitions[transition] ?? 0
            lines.append("| \(from) | `\(transition.to)` | \(transition.mode.name) | \(times) |")
        }
        let links = map.links
        let opened = links.filter { map.openedLinks[$0.pattern] != nil }.count
        lines += ["", "### Links: \(opened) of \(links.count) opened"]
        let findings = map.findings
        lines += ["", "### Findings: \(findings.count)", ""] + findings.map { "- \($0)" }
        return lines.joined(separator: "\n")
    }

    /// The ways into a kind the map knows: root, links, requests, and the modes seen.
    private func waysIn(to kind: ScreenKind) -> [String] {
        var ways: [String] = map.roots.contains(kind) ? ["root"] : []
        ways += map.links.filter { $0.kind == kind }.map { link in
            "link `\(link.pattern)`" + (map.openedLinks[link.pattern] == nil ? "" : " ✓")
        }
        ways += map.requests.filter { $0.answer == kind }.map { "request \($0.asker).\($0.request)" }
        let modes = Set(map.transitions.keys.filter { $0.to == kind && $0.from != nil }.map(\.mode)).sorted()
        ways += modes.map(\.name)
        return ways
    }
}
