extension Navigator {
    /// Reports that a view asked for a client of the wrong destination type, as
    /// ``NavigationEvent/clientTypeMismatch(requested:available:screen:)``.
    ///
    /// The SwiftUI module's environment client calls it instead of handing out a silent
    /// no-op client; it also logs the mistake in debug builds.
    package func reportClientTypeMismatch(requested: String, available: String, screen: EntryID) {
        emit([.clientTypeMismatch(requested: requested, available: available, screen: screen)])
    }

    /// Reports a module's request that no scope answered, as
    /// ``NavigationEvent/requestUnanswered(_:screen:)``; nothing changes.
    @usableFromInline
    package func reportUnansweredRequest(_ request: Any, from screen: EntryID) {
        emit([.requestUnanswered(String(navigationDescribing: request), screen: screen)])
    }
}
