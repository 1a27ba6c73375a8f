extension Navigator {
    /// Proposes a change a redirect put off, through the guards again: the one place
    /// every resumed redirect goes through.
    @discardableResult
    func resume(_ change: ResumableChange<Route, Tab>, chain: RedirectChain<Route, Tab>) -> ProposalOutcome {
        switch change {
        case .action(let action, let source):
            return propose(action, source: source, chain: chain)
        case .deepLink(let target, let url):
            switch openTarget(target, from: url, chain: chain) {
            case .opened: return .applied(shown: nil)
            case .redirected: return .redirected(resumingAfter: nil)
            case .cancelled: return .cancelled
            case .queued, .failed: return .refused
            }
        case .restoration(let result):
            return adopt(result, chain: chain)
        case .redirect(let redirect, let action, let source, let then):
            return show(redirect, insteadOf: action, source: source, chain: chain, resuming: then)
        }
    }
}
