import ModularNavigation

extension RouteMap {
    /// The values sample links fill a pattern's parameters with, tried in order until
    /// the route builds a value.
    static let sampleValues = ["1", "0", "a"]
    static let sampleUUID = "00000000-0000-0000-0000-000000000001"

    /// Each pattern of a table with the screen a sample link opens.
    static func sampleLinks<Route, Tab>(
        of table: DeepLinkTable<DeepLinkTarget<Route, Tab>>, rootOfTab: ((Tab) -> Route)?
    ) -> [Link] {
        table.patterns.map { pattern in
            for value in sampleValues {
                guard let target = try? table.resolve(path: samplePath(pattern, value: value)).value,
                    let (route, mode) = shownScreen(of: target, rootOfTab: rootOfTab)
                else { continue }
                let path = samplePath(pattern, value: value)
                return Link(
                    pattern: pattern, kind: ScreenKind(of: route), mode: mode, samplePath: path, sampleRoute: route)
            }
            return Link(pattern: pattern, kind: nil, mode: nil, samplePath: nil, sampleRoute: nil)
        }
        .sorted()
    }

    /// A path that matches a pattern, with every parameter filled with a sample.
    static func samplePath(_ pattern: String, value: String) -> String {
        let segments = pattern.split(separator: "/").map { segment -> String in
            guard let first = segment.first, first == ":" || first == "*" else { return String(segment) }
            return segment.hasSuffix("(uuid)") ? sampleUUID : value
        }
        return "/" + segments.joined(separator: "/")
    }

    /// The screen a target leaves on top, and how it shows there.
    static func shownScreen<Route, Tab>(
        of target: DeepLinkTarget<Route, Tab>, rootOfTab: ((Tab) -> Route)?
    ) -> (Route, Mode)? {
        switch target.onTop {
        case .push(let routes)?:
            if let pushed = routes.last { return (pushed, .push) }
        case .present(let presentation)?:
            return (
                presentation.path.last ?? presentation.root,
                presentation.path.isEmpty ? Mode(presentation.style) : .push
            )
        case nil:
            break
        }
        if let presentation = target.presentations.last {
            if let pushed = presentation.path.last { return (pushed, .push) }
            return (presentation.root, Mode(presentation.style))
        }
        if let above = target.aboveTabs {
            if let pushed = above.path.last { return (pushed, .push) }
            return above.root.map { ($0, .aboveTabs) }
        }
        if let split = target.split {
            if let pushed = split.detailPath.last { return (pushed, .push) }
            return (split.contentSelection ?? split.selection).map { ($0, .splitColumn) }
        }
        guard let stack = target.stack else { return nil }
        if let pushed = stack.path.last { return (pushed, .push) }
        if let root = stack.root { return (root, target.tab == nil ? .root : .tab) }
        // A link to a tab as it is shows the tab's root.
        guard let tab = target.tab, let rootOfTab else { return nil }
        return (rootOfTab(tab), .tab)
    }
}
