#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

/// What a scene's restoration does, apart from where it keeps its data: restore once,
/// then save after every change, until the scene's view goes away.
///
/// The SwiftUI modifier runs it from `onAppear`, outside any view body: restoring sends
/// navigator events, and a body that read the whole state to save it would run again on
/// every change, and with it every screen's body below it.
@MainActor
package final class RestorationSession<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable> {
    /// Whether the scene has restored; it restores at most once.
    package private(set) var hasRestored = false
    private var observer: (navigator: Navigator<Route, Tab>, id: NavigationRegistration)?

    package init() {}

    /// Whether an archive is written after every change.
    package var isSaving: Bool { observer != nil }

    /// Restores `saved` into the navigator the first time, then saves after every change.
    ///
    /// - Parameters:
    ///   - navigator: The scene's navigator.
    ///   - saved: What the scene kept, or `nil` on a fresh launch.
    ///   - schemaVersion: The app's version of its routes and tabs.
    ///   - fallback: What the app shows on a fresh launch or when the data is unusable.
    ///   - migration: How to read routes saved under another schema version.
    ///   - save: Keeps a new archive; called after each change, never during a view update.
    package func start(
        _ navigator: Navigator<Route, Tab>,
        saved: Data?,
        schemaVersion: Int,
        fallback: NavigationState<Route, Tab>,
        migration: RouteMigration<Route>?,
        save: @escaping @MainActor (Data) -> Void
    ) {
        if !hasRestored {
            hasRestored = true
            navigator.restore(from: saved, schemaVersion: schemaVersion, fallback: fallback, migration: migration)
        }
        guard observer == nil else { return }
        let id = navigator.addEventObserver { [weak navigator] event in
            // Only changes are worth an archive; a refusal or a stale call changed nothing.
            guard event.changesState, let data = try? navigator?.archived(schemaVersion: schemaVersion) else { return }
            save(data)
        }
        observer = (navigator, id)
    }

    /// Stops saving, when the scene's view goes away.
    package func stop() {
        guard let observer else { return }
        observer.navigator.removeEventObserver(observer.id)
        self.observer = nil
    }
}

extension NavigationEvent {
    /// Whether the event reports a change of the saved state, so that a new archive is due.
    ///
    /// Every case is named: a new event must say whether it changes what is saved, or a
    /// change of it would silently miss its save.
    var changesState: Bool {
        switch self {
        case .pushed, .popped, .presented, .dismissed, .detentSelected, .stackReplaced, .stateReplaced: true
        case .tabSelected, .tabInserted, .tabRemoved, .tabsReordered: true
        case .shownAboveTabs, .dismissedAboveTabs, .splitSelected, .minimized, .expanded: true
        // The restored state is what the archive holds; a re-tap's pops arrive as `.popped`;
        // the screen shown ends a change its other events already report (saving again
        // would write the same archive twice); an open dialog is transient and not saved.
        case .restored, .tabReselected, .screenShown: false
        case .dialogPresented, .dialogQueued, .dialogChosen, .dialogDismissed: false
        case .refused, .staleCall, .clientTypeMismatch, .requestUnanswered: false
        case .resultDelivered, .resultCancelled, .resultUndelivered, .resultRefused: false
        case .guardCancelled, .guardRedirected, .redirectResumed, .redirectAbandoned, .redirectLoop: false
        case .deepLinkOpened, .deepLinkFailed, .deepLinkQueued, .deepLinkReplaced: false
        }
    }
}
