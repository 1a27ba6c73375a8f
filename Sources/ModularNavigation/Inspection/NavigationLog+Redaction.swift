extension NavigationState {
    /// The state with every route replaced by what `redact` gives for it: the screens'
    /// and the split view's selections; identities stay.
    func redacted(by redact: (Route) -> Route) -> NavigationState {
        var copy = self
        copy.mapEntries { NavigationEntry(id: $0.id, route: redact($0.route)) }
        copy._base.modifySplit { split in
            split._selection = split._selection.map(redact)
            split._contentSelection = split._contentSelection.map(redact)
        }
        return copy
    }

    /// The state without its transient dialog, as logs compare it.
    var withoutDialog: NavigationState {
        var copy = self
        copy._dialog = nil
        return copy
    }
}

extension NavigationLog.Step {
    /// The step with every route replaced by what `redact` gives for it.
    func redacted(by redact: (Route) -> Route) -> NavigationLog.Step {
        switch self {
        case .push(let route, let below): .push(redact(route), onto: below)
        case .present(let route, let style, let below): .present(redact(route), style, from: below)
        case .showAboveTabs(let route): .showAboveTabs(redact(route))
        case .replace(let state): .replace(state.redacted(by: redact))
        case .dismiss, .dismissAboveTabs, .selectDetent, .selectTab: self
        }
    }
}
