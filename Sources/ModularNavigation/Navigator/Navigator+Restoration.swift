#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension Navigator where Route: Codable, Tab: Codable {
    /// Restores a saved state through the normal path of every change, as source
    /// ``NavigationSource/restoration``.
    ///
    /// The archive is read with
    /// ``NavigationState/restore(from:schemaVersion:fallback:migration:)``, which never
    /// fails: whatever cannot come back is repaired or replaced by the fallback. Then:
    /// - before the UI attaches (a cold start, nothing on screen), the restored state is
    ///   adopted as it is (``NavigationAction/adopt(_:)``), so restored screens keep
    ///   their identities. Only when a client was already made (``client(for:)``,
    ///   ``rootClient``) or a change committed does an identity someone may know, used
    ///   here for another screen, at another place, or one that left, come back
    ///   renumbered, reported once as ``RestoreIssue/identitiesRenumbered(count:)``;
    /// - once the UI is attached, it goes through ``replaceState(_:)``, which keeps only the
    ///   screens the current state shares with it and gives the others new identities.
    ///
    /// Either way the guards see it, new identities never collide with restored ones,
    /// and ``NavigationEvent/restored(_:issues:)`` reports the outcome once it applies.
    ///
    /// ```swift
    /// navigator.restore(from: savedData, schemaVersion: 1, fallback: NavigationState(root: .home))
    /// ```
    ///
    /// - Parameters:
    ///   - data: The archive from ``archived(schemaVersion:)``, or `nil` when nothing was
    ///     saved.
    ///   - schemaVersion: The app's current schema version for its routes and tabs.
    ///   - fallback: What the app shows on a fresh launch; it also defines the tabs.
    ///   - migration: How to read routes saved under another schema version.
    /// - Returns: The restored state with its issues, whether or not a guard let it apply;
    ///   ``RestoreReport/isHeld`` says when a guard kept it off screen (held behind
    ///   sign-in, or cancelled).
    @inlinable
    @discardableResult public func restore(
        from data: Data?,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>,
        migration: RouteMigration<Route>? = nil
    ) -> RestoreReport<Route, Tab> {
        let result = NavigationState.restore(
            from: data, schemaVersion: schemaVersion, fallback: fallback, migration: migration)
        return adopt(result).report
    }

    /// Encodes the current state into a versioned archive, for
    /// ``restore(from:schemaVersion:fallback:migration:)`` on the next launch.
    ///
    /// The archive holds the tab bar customization (``savedTabCustomization``) with the
    /// slots of the action tabs (``actionTabSlots``), which the state's tab order cannot
    /// hold, so that a restore puts them back where the user left them.
    ///
    /// - Parameter schemaVersion: The app's version of its routes and tabs.
    /// - Returns: JSON data; equal states give equal bytes.
    /// - Throws: An `EncodingError` when a route or tab fails to encode.
    public func archived(schemaVersion: Int) throws -> Data {
        var customization = savedTabCustomization
        let slots = actionTabSlots.filter { tabAction(for: $0.key) != nil }
        if !slots.isEmpty || customization != nil {
            customization = customization ?? NavigationTabCustomization()
            customization?.actionTabSlots = slots
        }
        return try current.archived(schemaVersion: schemaVersion, tabCustomization: customization)
    }

}

extension Navigator {
    /// Proposes a restored state: adopted as it is before the UI attaches, replacing the
    /// state after; hands back the report as it applied (with the identities it had to
    /// renumber, and whether a guard held it).
    @inlinable
    @discardableResult func adopt(
        _ result: RestoreReport<Route, Tab>,
        chain: RedirectChain<Route, Tab> = RedirectChain()
    ) -> (outcome: ProposalOutcome, report: RestoreReport<Route, Tab>) {
        // One state, renumbered by every rule that must, then one report of it: a screen
        // renumbered twice is one screen given a new identity.
        var state = result.state
        // A state saved past half the identities would soon refuse new screens: every
        // screen is numbered again.
        let roomy = state.withRoomForIdentities()
        if let roomy { state = roomy.state }
        // Someone may know an identity the restored state gives another screen.
        if !isAttached, identitiesMayBeKnown { state = current.keepingHandedOutIdentities(state).state }
        var report = result.renumbered(state, every: roomy != nil)
        let action: NavigationAction<Route, Tab> = isAttached ? .replaceState(state) : .adopt(state)
        let outcome = propose(action, source: .restoration, chain: chain, resuming: .restoration(result))
        if outcome.isApplied {
            keepTabCustomization(of: report)
            emit([.restored(report.outcome, issues: report.issues)])
        }
        report.recordHeld(!outcome.isApplied)
        // A link that arrives while a guard holds the restoration (sign in first) lands
        // on the restored state: it waits until the redirect resumes it or is abandoned.
        if case .redirected(resumingAfter: _?) = outcome {
            holdLinks()
        } else {
            releaseHeldLink()
        }
        return (outcome, report)
    }

    /// Holds the links that arrive until ``releaseHeldLink()``: a guard put off a
    /// restoration that resumes.
    ///
    /// Out of line: the inbox is not visible to inlinable code.
    @usableFromInline
    func holdLinks() {
        inbox.hold()
    }

    /// Applies the link that waited for a held restoration, once no redirect holds one:
    /// the restoration resumed or was abandoned, however its redirect ended.
    @usableFromInline
    func releaseHeldLink() {
        guard !waits.isHolding(.restoration), let link = inbox.release() else { return }
        openTarget(link.target, from: link.url)
    }
}

extension Navigator {
    /// Keeps the tab bar customization a restore brought back, to save it again, and puts
    /// its action tabs back in their slots; out of line, as the property's setter is internal.
    @usableFromInline
    func keepTabCustomization(of report: RestoreReport<Route, Tab>) {
        guard report.outcome != .fallback else { return }
        savedTabCustomization = report.tabCustomization
        // The user's places for the action tabs, which the restored tab order cannot hold.
        actionTabSlots.merge(report.tabCustomization?.actionTabSlots ?? [:]) { _, saved in saved }
    }
}

extension RestoreReport {
    /// Records whether a guard held the restoration.
    ///
    /// Out of line: the internal setter of a public property cannot be `@usableFromInline`.
    @usableFromInline
    mutating func recordHeld(_ held: Bool) {
        isHeld = held
    }

    /// The report of the same restore with its screens renumbered into `state` (the same
    /// screens, some with new identities): one ``RestoreIssue/identitiesRenumbered(count:)``
    /// counting each screen renumbered once, however many passes renumbered it; `every`
    /// when one pass numbered every screen again.
    @usableFromInline
    func renumbered(_ renumbered: NavigationState<Route, Tab>, every: Bool) -> RestoreReport {
        let before = state.entries
        let after = renumbered.entries
        var count = 0
        for index in after.indices where every || index >= before.count || before[index].id != after[index].id {
            count += 1
        }
        guard count > 0 else { return self }
        return RestoreReport(
            state: renumbered, issues: issues + [.identitiesRenumbered(count: count)],
            outcome: outcome == .fallback ? .fallback : .repaired, savedSchemaVersion: savedSchemaVersion,
            tabCustomization: tabCustomization)
    }
}
