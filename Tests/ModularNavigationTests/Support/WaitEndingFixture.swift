import ModularNavigation
import ModularNavigationTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A window of three tabs whose home tab shows `home > list`, the list awaiting an `Int`,
/// with the two guards that put off a change until a flow answers.
///
/// `.settings` stands for both flows a guard shows instead: sign-in (a cover, before
/// `.detail(1)` shows) and "discard changes?" (a sheet, before a screen closes the picker).
/// Each resumes when it finishes with `true`.
@MainActor
final class WaitEndingFixture {
    let windows: NavigationWindows<TestRoute, TestTab>
    let window: NavigationWindowID
    let navigator: Navigator<TestRoute, TestTab>
    let events: NavigationEventRecorder<TestRoute, TestTab>
    let presenter: EntryID
    let tabRoot: EntryID
    /// The options of the sheet the presenter shows, which a sheet of the same id replaces.
    nonisolated static let flowSheet = SheetOptions(id: "flow")
    /// Whether the sign-in guard lets `.detail(1)` show.
    let signedIn = Flag(false)
    /// Whether the confirm guard lets a screen close the picker.
    let confirmed = Flag(false)
    /// Whether a third guard cancels what the two others would resume.
    let blocked = Flag(false)

    init() throws {
        windows = NavigationWindows(supportsMultipleWindows: true, newWindowState: { _ in .threeTabs() })
        window = try windows.makeWindow(.threeTabs())
        navigator = try #require(windows.navigator(for: window))
        navigator.deepLinks = try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["t"])) {
            DeepLinkRoute("/search/:id(int)") { .tab(.search, path: [.detail(try $0.int("id"))]) }
        }
        navigator.attachUI()
        navigator.push(.list)
        presenter = navigator.state.topStack.top.id
        tabRoot = navigator.state.topStack.root.id
        events = NavigationEventRecorder(navigator)
        navigator.addGuard { [signedIn, confirmed, blocked] proposal in
            let picker = { (state: TabState) in state.entries.contains { $0.route == .picker } }
            let closesPicker = picker(proposal.current) && !picker(proposal.proposed)
            if blocked.value, closesPicker || proposal.addedRoutes.contains(.detail(1)) { return .cancel }
            if proposal.addedRoutes.contains(.detail(1)), !signedIn.value {
                return .redirect(presenting: .settings, style: .fullScreenCover, expecting: Bool.self) { $0 }
            }
            if case .dismiss = proposal.action, case .client = proposal.source, closesPicker, !confirmed.value {
                return .redirect(presenting: .settings, style: .sheet(), expecting: Bool.self) { $0 }
            }
            return .allow
        }
    }

    /// The presenter's client.
    var client: NavigationClient<TestRoute> { navigator.client(for: presenter) }

    /// The client of the root of the topmost layer.
    var topLayer: NavigationClient<TestRoute> { navigator.client(for: navigator.state.topStack.root.id) }

    /// The root of the first layer, the flow the presenter shows (or the redirect shown instead).
    var firstLayer: EntryID? { navigator.state.presentations.first?.stack.root.id }

    /// Answers the redirect on top, as its screen would; `settles` says whether the
    /// answer also satisfies the guard that asked.
    @discardableResult func answer(_ value: Bool, settles: Bool = true) -> ResultDelivery {
        if settles {
            signedIn.value = value
            confirmed.value = value
        }
        return topLayer.finish(with: value)
    }

    /// The events that report how the presenter's wait ended: a delivery to it, or the
    /// cancellation of the flow it waited on, of the first layer (the picker, or the
    /// redirect that stood in for `.detail(1)`) or of the `.detail(1)` it resumed.
    func endings(through first: EntryID) -> [NavigationEvent<TestRoute, TestTab>] {
        let resumed = events.events.compactMap {
            if case .presented(let entry, _, _) = $0, entry.route == .detail(1) { entry.id } else { nil }
        }
        return events.events.filter {
            switch $0 {
            case .resultDelivered(to: let screen): screen == presenter
            case .resultCancelled(let root): root == first || resumed.contains(root)
            default: false
            }
        }
    }

    /// How many redirects a guard showed.
    var redirectsShown: Int {
        events.events.count { if case .guardRedirected = $0 { true } else { false } }
    }

    /// How many redirects resumed or were abandoned.
    var redirectsEnded: Int {
        events.events.count {
            switch $0 {
            case .redirectResumed, .redirectAbandoned: true
            default: false
            }
        }
    }

    /// A state without the presenter or any flow, so that whatever still waits ends.
    func clear() {
        blocked.value = false
        navigator.replaceState(.threeTabs(selected: .profile))
    }
}
