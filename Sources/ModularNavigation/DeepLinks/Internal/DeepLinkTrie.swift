/// A segment trie of route patterns, matched by a deterministic walk.
///
/// Each node has literal children, at most one child per parameter kind, at most one plain
/// parameter child and at most one tail. A URL walks one node per segment and never goes
/// back: at each node it takes the first edge, in precedence order (literal, typed
/// parameter, plain parameter), that accepts the segment and under which some route has
/// exactly the number of segments the URL has left (or a tail that can take them). When no
/// edge does, the deepest tail it passed takes the rest of the URL from where that tail
/// starts. So a match costs at most four comparisons a segment plus one per parameter kind
/// at that node, whatever the number of routes and however their patterns share prefixes,
/// and the table is built in time linear in its patterns' length.
///
/// Patterns that reach the same node (or the same tail) are the only ones that match the
/// same URLs at the same precedence: those are the conflicts the table reports.
struct DeepLinkTrie: Sendable {
    /// A node holds only numbers, so a trie's nodes are copied and freed as plain memory.
    ///
    /// Each optional index is stored as one word, `-1` for none: as `Int?` each took two,
    /// a node came to 112 bytes, and the nodes of a 500-route table to 168 KB, past the
    /// size the C allocator maps afresh for each table (and faults in page by page).
    struct Node: Sendable {
        /// The node above, to record a new route's reach without keeping the path walked;
        /// the root is its own parent.
        var parent = 0
        /// Whether ``DeepLinkTrie/literals`` holds an edge from this node; most parameter
        /// nodes have none, and a walk then hashes nothing.
        var hasLiterals = false
        /// Children of typed parameters, one per kind.
        var typed = TypedChildren()
        private var storedParameter = -1
        private var storedTailRoute = -1
        private var storedRoute = -1
        /// How many more segments the routes below this node take.
        var reach = Reach()

        init(parent: Int = 0) {
            self.parent = parent
        }

        var parameter: Int? {
            get { Self.index(storedParameter) }
            set { storedParameter = newValue ?? -1 }
        }
        /// The route whose tail starts at this node.
        var tailRoute: Int? {
            get { Self.index(storedTailRoute) }
            set { storedTailRoute = newValue ?? -1 }
        }
        /// The route whose pattern ends at this node.
        var route: Int? {
            get { Self.index(storedRoute) }
            set { storedRoute = newValue ?? -1 }
        }

        /// A stored index, or none for `-1`.
        static func index(_ stored: Int) -> Int? { stored < 0 ? nil : stored }
    }

    /// A literal edge: the node it leaves and the segment's text.
    ///
    /// Every node's literal children live in one dictionary of the trie rather than one
    /// per node: building a table then allocates and grows one table instead of one per
    /// node with children, and releasing it frees one.
    struct LiteralEdge: Hashable, Sendable {
        let node: Int
        let text: String
    }

    /// The typed-parameter children of a node, by kind; the kinds are disjoint, so the
    /// order a walk tries them in only makes it reproducible.
    struct TypedChildren: Sendable {
        /// Stored as ``Node``'s indices are, `-1` for none.
        private var int = -1
        private var uuid = -1

        /// The kinds in the order a walk tries them.
        static let order: [DeepLinkParameterKind] = [.int, .uuid]

        subscript(kind: DeepLinkParameterKind) -> Int? {
            get {
                switch kind {
                case .int: Node.index(int)
                case .uuid: Node.index(uuid)
                }
            }
            set {
                switch kind {
                case .int: int = newValue ?? -1
                case .uuid: uuid = newValue ?? -1
                }
            }
        }
    }

    /// The numbers of segments, counted from a node, that end at a route below it.
    ///
    /// It lets the walk skip an edge that accepts a segment but leads only to routes of
    /// other lengths, such as the literal `new` of `/detail/new/draft` for `/detail/new`
    /// beside `/detail/:id`, without backtracking.
    ///
    /// Counts of 64 or more, from patterns that long, are kept by the trie in
    /// ``DeepLinkTrie/longReach``, so that a node holds no collection.
    struct Reach: Sendable {
        /// Bit `n` set: a route ends `n` segments below, for `n < 64`.
        private var bits: UInt64 = 0
        /// The fewest segments below that a tail can end with.
        private var tailMinimum = Int.max

        /// Records a route ending `remaining` segments below; `false` when the count is
        /// too large for the bits.
        mutating func insert(route remaining: Int) -> Bool {
            guard remaining < 64 else { return false }
            bits |= 1 << UInt64(remaining)
            return true
        }

        mutating func insert(tailAfter depth: Int) {
            tailMinimum = min(tailMinimum, depth + 1)
        }

        /// Whether a route or tail below takes `remaining` segments; `nil` when only the
        /// trie's long counts can tell.
        func admits(_ remaining: Int) -> Bool? {
            if remaining >= tailMinimum { return true }
            return remaining < 64 ? bits & (1 << UInt64(remaining)) != 0 : nil
        }
    }

    private(set) var nodes: [Node] = [Node()]
    /// The literal children of every node, by the node and the literal.
    private var literals: [LiteralEdge: Int] = [:]
    /// Counts of 64 or more segments that end at a route below a node, by node.
    private var longReach: [Int: Set<Int>] = [:]

    /// An empty trie with room for `count` nodes, so that inserting grows no storage; a
    /// table passes one more than its patterns' segments, an upper bound.
    init(reservingNodes count: Int = 1) {
        nodes.reserveCapacity(count)
        literals.reserveCapacity(max(0, count - 1))
    }

    /// The node a mount prefix's literals lead to, made if missing.
    mutating func node(reaching prefix: DeepLinkPattern.Segments) -> Int {
        var node = 0
        for case .literal(let text) in prefix {
            node = child(of: node, literal: text)
        }
        return node
    }

    /// Adds a route's own segments, or returns the route that already holds its place.
    ///
    /// Two patterns hold the same place when they match the same URLs at the same
    /// precedence; the trie keeps the first one.
    ///
    /// - Parameter prefixNode: The node the pattern's mount prefix reaches
    ///   (``node(reaching:)``), which the caller finds once for the routes that share it.
    mutating func insert(_ segments: DeepLinkPattern.Segments, route: Int, below prefixNode: Int) -> Int? {
        var node = prefixNode
        // By index: iterating the slice copied each segment, retaining its text.
        for index in segments.indices {
            switch segments[index] {
            case .literal(let text):
                node = child(of: node, literal: text)
            case .parameter(_, let kind?):
                node = child(of: node, kind: kind)
            case .parameter(_, nil):
                node = parameterChild(of: node)
            case .wildcard:
                if let existing = nodes[node].tailRoute { return existing }
                nodes[node].tailRoute = route
                recordReach(from: node) { trie, node, distance in trie.nodes[node].reach.insert(tailAfter: distance) }
                return nil
            }
        }
        if let existing = nodes[node].route { return existing }
        nodes[node].route = route
        recordReach(from: node) { trie, node, distance in
            if !trie.nodes[node].reach.insert(route: distance) { trie.longReach[node, default: []].insert(distance) }
        }
        return nil
    }

    /// Records a route ending (or a tail starting) at `node` in the reach of that node and
    /// of each node above it, `distance` segments up.
    private mutating func recordReach(from node: Int, _ record: (inout Self, _ node: Int, _ distance: Int) -> Void) {
        var current = node
        var distance = 0
        while true {
            record(&self, current, distance)
            guard current != 0 else { return }
            current = nodes[current].parent
            distance += 1
        }
    }

    /// Whether a route or tail below `node` takes `remaining` more segments.
    private func admits(_ node: Int, _ remaining: Int) -> Bool {
        nodes[node].reach.admits(remaining) ?? longReach[node]?.contains(remaining) ?? false
    }

    private mutating func child(of node: Int, literal text: String) -> Int {
        // One hash of the edge: writing through the defaulted subscript stores the new
        // node's index when the literal is absent, and reads the existing one otherwise.
        let fresh = nodes.count
        let child = Self.stored(&literals[LiteralEdge(node: node, text: text), default: fresh])
        if child == fresh {
            nodes.append(Node(parent: node))
            nodes[node].hasLiterals = true
        }
        return child
    }

    private static func stored(_ value: inout Int) -> Int { value }

    private mutating func child(of node: Int, kind: DeepLinkParameterKind) -> Int {
        if let child = nodes[node].typed[kind] { return child }
        nodes.append(Node(parent: node))
        nodes[node].typed[kind] = nodes.count - 1
        return nodes.count - 1
    }

    private mutating func parameterChild(of node: Int) -> Int {
        if let child = nodes[node].parameter { return child }
        nodes.append(Node(parent: node))
        nodes[node].parameter = nodes.count - 1
        return nodes.count - 1
    }

    /// The route that matches decoded path segments, if any.
    func match(_ segments: [String], statistics: inout DeepLinkMatchStatistics) -> Int? {
        var node = 0
        var index = 0
        // The deepest tail passed so far takes the rest when the walk dead-ends below it.
        var fallback: Int?
        while true {
            statistics.nodesVisited += 1
            statistics.comparisons += 1
            // Every edge taken leads to a route of the URL's length, so one ends here.
            guard index < segments.count else { return nodes[node].route }
            statistics.comparisons += 1
            let remaining = segments.count - index - 1
            // A marker (an origin, a fragment) is taken by its literal edge alone; a tail
            // passed before it cannot take it, nor what follows it.
            if DeepLinkPattern.isMarker(segments[index]) {
                guard let child = literals[LiteralEdge(node: node, text: segments[index])], admits(child, remaining)
                else { return nil }
                fallback = nil
                node = child
                index += 1
                continue
            }
            if let tail = nodes[node].tailRoute { fallback = tail }
            guard let next = step(from: node, over: segments[index], leaving: remaining, statistics: &statistics)
            else { return fallback }
            node = next
            index += 1
        }
    }

    /// The most specific child that accepts `segment` and leads to a route taking
    /// `remaining` more segments.
    private func step(
        from node: Int,
        over segment: String,
        leaving remaining: Int,
        statistics: inout DeepLinkMatchStatistics
    ) -> Int? {
        // Literals are ASCII, and a non-ASCII segment must never match one through Unicode
        // canonical equivalence (the Kelvin sign U+212A equals "K" as a Swift String).
        if ASCII.isASCII(segment) {
            statistics.comparisons += 1
            // Most parameter nodes have no literal children: no need to hash the segment.
            if nodes[node].hasLiterals, let child = literals[LiteralEdge(node: node, text: segment)],
                admits(child, remaining)
            {
                return child
            }
        }
        for kind in TypedChildren.order {
            guard let child = nodes[node].typed[kind] else { continue }
            statistics.comparisons += 1
            if kind.accepts(segment), admits(child, remaining) { return child }
        }
        statistics.comparisons += 1
        if let child = nodes[node].parameter, admits(child, remaining) { return child }
        return nil
    }
}
