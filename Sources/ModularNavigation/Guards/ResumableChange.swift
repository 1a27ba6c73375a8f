#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension ResumableChange {
    /// What the change holds back while a redirect waits to resume it, through
    /// redirects of redirects too.
    var holds: PendingWaits.Hold? {
        switch self {
        case .restoration: .restoration
        case .finishing(_, _, let flow): .finish(flow)
        case .redirect(_, _, _, let then): then.holds
        case .action, .deepLink: nil
        }
    }
}

/// A change a guard's redirect put off, as data.
///
/// Once the redirect's flow hands back an accepted value, ``Navigator/resume(_:chain:)``
/// proposes the change again against the state of that moment. Keeping it as a value
/// rather than a closure that calls itself puts every way of resuming in one switch.
@usableFromInline
indirect enum ResumableChange<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// An action, proposed again as it was asked.
    case action(NavigationAction<Route, Tab>, source: NavigationSource)
    /// A deep link's target, worked out again from the state of that moment.
    case deepLink(DeepLinkTarget<Route, Tab>, url: URL?)
    /// A restored state, adopted or replacing the state as at first.
    case restoration(RestoreReport<Route, Tab>)
    /// A screen's finish whose dismissal a guard put off (confirm before closing): the
    /// value is handed over again, so the presenter still gets it. `flow` is the root of
    /// the flow it ends, which no other finish may end meanwhile.
    case finishing(EntryID, value: any Sendable, flow: EntryID)
    /// A redirect whose own action was redirected in turn (sign-in first needs accepted
    /// terms): it is shown again, and then resumes what it stood in for.
    case redirect(
        NavigationDecision<Route, Tab>.Redirect,
        insteadOf: NavigationAction<Route, Tab>,
        source: NavigationSource,
        then: ResumableChange
    )
}
