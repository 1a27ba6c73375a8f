import ModularNavigation

extension RouteMap {
    /// The kinds something leads to: roots, links, request answers and transitions seen.
    package var kindsWithWayIn: Set<ScreenKind> {
        var reached = roots
        reached.formUnion(links.compactMap(\.kind))
        reached.formUnion(requests.compactMap(\.answer))
        reached.formUnion(transitions.keys.map(\.to))
        return reached
    }

    /// The kinds that start a flow: shown in a presentation or above the tabs, by a
    /// link or a transition seen.
    package var flowKinds: Set<ScreenKind> {
        var flows = Set(links.filter { $0.mode?.startsFlow == true }.compactMap(\.kind))
        flows.formUnion(transitions.keys.filter(\.mode.startsFlow).map(\.to))
        return flows
    }

    /// The ways a kind was seen to leave, sorted.
    package func waysBack(of kind: ScreenKind) -> [WayBack] {
        (waysBack[kind] ?? [:]).filter { $0.value > 0 }.keys.sorted()
    }
}

extension RouteMap {
    /// The transitions seen, sorted.
    package var sortedTransitions: [Transition] {
        transitions.keys.sorted()
    }
}
