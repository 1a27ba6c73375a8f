/// What restoring a saved navigation state gave: a usable state and the problems met.
///
/// The state is always valid and ready for ``Navigator/replaceState(_:)``; the issues say what
/// differs from the saved state and why, for logs and analytics.
///
/// ```swift
/// let report = NavigationState.restore(from: sceneData, schemaVersion: 2, fallback: .initial)
/// for issue in report.issues { logger.notice("restore: \(issue)") }
/// navigator.replaceState(report.state)
/// ```
public struct RestoreReport<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// How much of the saved state came back.
    public enum Outcome: Hashable, Sendable {
        /// The saved state came back as it was saved.
        case restored
        /// Part of the saved state came back; ``RestoreReport/issues`` says what changed.
        case repaired
        /// Nothing could be kept, or nothing was saved: the state is the fallback.
        ///
        /// With no issues, there was no data to restore.
        case fallback
    }

    /// The restored state: valid, with unique identities and room for new ones.
    public let state: NavigationState<Route, Tab>
    /// The problems found, in the order they were found; empty when all came back.
    public let issues: [RestoreIssue<Tab>]
    /// How much of the saved state came back.
    public let outcome: Outcome
    /// The app schema version the archive was saved under, when it could be read.
    public let savedSchemaVersion: Int?
    /// Whether a guard kept the state off screen when a navigator proposed it, with source
    /// ``NavigationSource/restoration``; `false` when it is on screen or no navigator
    /// proposed it (``NavigationState/restore(from:schemaVersion:fallback:migration:)``
    /// only reads the archive).
    ///
    /// The navigator's events say why: ``NavigationEvent/guardRedirected(_:to:source:)``
    /// when a guard redirected it (the state shows, and ``NavigationEvent/restored(_:issues:)``
    /// is reported, once the redirect's flow resumes it), or
    /// ``NavigationEvent/guardCancelled(_:source:)`` when a guard cancelled it, and the
    /// navigator kept what it showed.
    public internal(set) var isHeld = false
    /// The user's tab bar customization saved in the archive, repaired to the restored tabs.
    ///
    /// Saved by ``NavigationState/archived(schemaVersion:tabCustomization:)``; a tab the
    /// saved tabs hold is not hidden, and a tab that did not decode is left out
    /// (``RestoreIssue/tabCustomizationRepaired``). `nil` when none was saved,
    /// it could not be read, or the fallback was restored.
    public let tabCustomization: NavigationTabCustomization<Tab>?

    init(
        state: NavigationState<Route, Tab>,
        issues: [RestoreIssue<Tab>],
        outcome: Outcome,
        savedSchemaVersion: Int?,
        tabCustomization: NavigationTabCustomization<Tab>? = nil
    ) {
        self.state = state
        self.issues = issues
        self.outcome = outcome
        self.savedSchemaVersion = savedSchemaVersion
        self.tabCustomization = tabCustomization
    }

    /// Whether the saved state came back without any problem and nothing holds it.
    public var isComplete: Bool { outcome == .restored && !isHeld }
}
