public import Observation

/// The physical limit: the least an observable navigation model can do per change.
///
/// Models nothing users ship; it is the floor every operation is measured against. One
/// `@Observable` class whose push is one array append, pop one `removeLast`, and
/// present/dismiss one optional set. No tabs, identities, events, guards or checks beyond
/// an emptiness test. The cost of a change is the mutation plus Observation's registrar
/// notifying the one view that reads it, which the workload arms as SwiftUI does.
@MainActor
@Observable
public final class PhysicalLimitRouter {
    /// The visible stack's path.
    public var path: [BenchRoute]
    /// The one sheet, if presented.
    public var sheet: BenchRoute?

    public init(path: [BenchRoute]) {
        self.path = path
    }

    public func push(_ route: BenchRoute) {
        path.append(route)
    }

    public func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    public func present(_ route: BenchRoute) {
        sheet = route
    }

    public func dismiss() {
        sheet = nil
    }
}
