import ModularNavigation

extension RouteMap {
    /// Something the map shows that a team likely wants to fix.
    public enum Finding: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// A kind that is no root, opened by no link, answers no request, and was never
        /// seen shown by a transition: the only way to it is a restored or replaced state.
        case noWayIn(ScreenKind)
        /// A kind that starts a flow (presented, or above the tabs) and was never seen to
        /// leave: no dismissal, swipe or finish was recorded.
        case noWayBack(ScreenKind)
        /// A link pattern no recorded link opened.
        case linkNeverOpened(String)
        /// A request a module made that no scope answered.
        case requestUnanswered(asker: String, request: String)

        public var description: String {
            switch self {
            case .noWayIn(let kind): "no way in: \(kind)"
            case .noWayBack(let kind): "no way back: \(kind)"
            case .linkNeverOpened(let pattern): "link never opened: \(pattern)"
            case .requestUnanswered(let asker, let request): "request unanswered: \(asker) asked \(request)"
            }
        }

        /// Whether the finding is about the app's structure (no way in, no way back),
        /// not about what a run happened to exercise.
        public var isStructural: Bool {
            switch self {
            case .noWayIn, .noWayBack: true
            case .linkNeverOpened, .requestUnanswered: false
            }
        }

        public static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.order, lhs.description) < (rhs.order, rhs.description)
        }

        private var order: Int {
            switch self {
            case .noWayIn: 0
            case .noWayBack: 1
            case .linkNeverOpened: 2
            case .requestUnanswered: 3
            }
        }
    }

    /// What the map finds, sorted: structure first, then what the run did not exercise.
    public var findings: [Finding] {
        let reached = kindsWithWayIn
        var found = kinds.filter { !reached.contains($0) }.map(Finding.noWayIn)
        found += flowKinds.filter { waysBack(of: $0).isEmpty }.map(Finding.noWayBack)
        found += links.filter { openedLinks[$0.pattern] == nil }.map { .linkNeverOpened($0.pattern) }
        found += unansweredRequests.map { .requestUnanswered(asker: $0.asker, request: $0.request) }
        return found.sorted()
    }
}
