/// What one match cost: how many comparisons the trie made and how many nodes it visited.
///
/// Tests use it to show that matching cost follows the URL's segment count, not the number
/// of routes in the table.
package struct DeepLinkMatchStatistics: Hashable, Sendable {
    /// Literal lookups, parameter and tail checks, and end-of-path checks made.
    package var comparisons = 0
    /// Trie nodes entered.
    package var nodesVisited = 0

    package init() {}
}

/// A segment trie of route patterns.
///
/// Each node has a dictionary of literal children, at most one parameter child and at
/// most one tail. Matching a URL walks one level per segment and at each node makes at
/// most four comparisons (end of path, a dictionary lookup for the literal, the parameter
/// child, the tail), whatever the number of routes. Because the table refuses overlapping patterns,
/// at most one route matches; when a literal branch dead-ends the walk tries the
/// parameter branch at that level, which can only happen where patterns share a prefix
/// of literals and parameters in the same positions.
struct DeepLinkTrie: Sendable {
    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        /// The route whose tail starts at this node.
        var tailRoute: Int?
        /// The route whose pattern ends at this node.
        var route: Int?
    }

    private(set) var nodes: [Node] = [Node()]

    /// Adds a route, or returns the index of an existing route that can match a URL this
    /// one matches; the trie is unchanged in that case.
    mutating func insert(_ segments: [DeepLinkPattern.Segment], route: Int) -> Int? {
        if let existing = overlap(segments, index: 0, node: 0) { return existing }
        var node = 0
        for segment in segments {
            switch segment {
            case .literal(let text):
                if let child = nodes[node].literals[text] {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].literals[text] = nodes.count - 1
                    node = nodes.count - 1
                }
            case .parameter:
                if let child = nodes[node].parameter {
                    node = child
                } else {
                    nodes.append(Node())
                    nodes[node].parameter = nodes.count - 1
                    node = nodes.count - 1
                }
            case .wildcard:
                nodes[node].tailRoute = route
                return nil
            }
        }
        nodes[node].route = route
        return nil
    }

    /// The first route under `node` that matches some URL that `segments[index...]` also
    /// matches.
    private func overlap(_ segments: [DeepLinkPattern.Segment], index: Int, node: Int) -> Int? {
        let current = nodes[node]
        guard index < segments.count else { return current.route }
        // An existing tail takes one or more segments, and the new pattern has at least one left.
        if let tail = current.tailRoute { return tail }
        switch segments[index] {
        case .literal(let text):
            if let child = current.literals[text], let found = overlap(segments, index: index + 1, node: child) {
                return found
            }
            if let child = current.parameter { return overlap(segments, index: index + 1, node: child) }
            return nil
        case .parameter:
            for key in current.literals.keys.sorted() {
                if let child = current.literals[key], let found = overlap(segments, index: index + 1, node: child) {
                    return found
                }
            }
            if let child = current.parameter { return overlap(segments, index: index + 1, node: child) }
            return nil
        case .wildcard:
            return firstRoute(below: node)
        }
    }

    /// The first route that needs at least one segment after `node`.
    private func firstRoute(below node: Int) -> Int? {
        let current = nodes[node]
        if let tail = current.tailRoute { return tail }
        let children =
            current.literals.keys.sorted().compactMap { current.literals[$0] } + (current.parameter.map { [$0] } ?? [])
        for child in children {
            if let route = nodes[child].route ?? firstRoute(below: child) { return route }
        }
        return nil
    }

    /// The route that matches decoded path segments, if any.
    func match(_ segments: [String], statistics: inout DeepLinkMatchStatistics) -> Int? {
        match(segments, index: 0, node: 0, statistics: &statistics)
    }

    private func match(_ segments: [String], index: Int, node: Int, statistics: inout DeepLinkMatchStatistics) -> Int? {
        statistics.nodesVisited += 1
        let current = nodes[node]
        statistics.comparisons += 1
        guard index < segments.count else { return current.route }
        let segment = segments[index]
        // Literals are ASCII, and a non-ASCII segment must never match one through Unicode
        // canonical equivalence (the Kelvin sign U+212A equals "K" as a Swift String).
        if ASCII.isASCII(segment) {
            statistics.comparisons += 1
            if let child = current.literals[segment],
                let route = match(segments, index: index + 1, node: child, statistics: &statistics)
            {
                return route
            }
        }
        statistics.comparisons += 1
        if let child = current.parameter,
            let route = match(segments, index: index + 1, node: child, statistics: &statistics)
        {
            return route
        }
        statistics.comparisons += 1
        return current.tailRoute
    }
}
