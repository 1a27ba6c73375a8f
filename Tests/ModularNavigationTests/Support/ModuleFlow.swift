import ModularNavigation
import ModularNavigationTesting

/// A module's flow shown above the tabs in one layout, as a feature module shows it.
///
/// It is shown from the screen on top (pushed there, so that it can go), with one more
/// screen pushed in the flow. Its outcome names screens by the part they play, so that
/// layouts compare as words.
@MainActor
struct ModuleFlow {
    /// The layouts a flow starts in from nothing: every one but the stack already above
    /// the tabs (a flow shown there joins it).
    nonisolated static let layouts = EveryLayout.allCases.filter { $0 != .aboveTabs }

    let navigator: Navigator<TestRoute, TestTab>
    /// The screen on top before the presenter came.
    let start: EntryID
    /// The screen that showed the flow.
    let presenter: EntryID
    /// The flow's first screen.
    let root: EntryID
    /// The screen the flow pushed.
    let pushed: EntryID
    /// What happened since the flow was up.
    let events: NavigationEventRecorder<TestRoute, TestTab>

    /// - Parameters:
    ///   - layout: The app's layout.
    ///   - showing: Whether the presenter shows the flow; without it, the flow's screens
    ///     are the presenter, a module's screen on top.
    init(_ layout: EveryLayout, showing: Bool = true) {
        navigator = layout.navigator()
        // A tab the app does not have, in the layouts with tabs.
        navigator.removeTab(.profile)
        start = navigator.topStack.top.id
        navigator.push(.list)
        presenter = navigator.topStack.top.id
        if showing { navigator.client(for: presenter).showAboveTabs(.picker) }
        root = navigator.topStack.top.id
        if showing { navigator.client(for: root).push(.settings) }
        pushed = navigator.topStack.top.id
        events = NavigationEventRecorder(navigator)
    }

    func client(_ screen: EntryID) -> NavigationClient<TestRoute> {
        navigator.client(for: screen)
    }

    /// The client of the screen on top.
    var top: NavigationClient<TestRoute> { client(navigator.topStack.top.id) }

    /// A screen by the part it plays, else by its route.
    func name(_ screen: EntryID) -> String {
        switch screen {
        case start: "start"
        case presenter: "presenter"
        case root: "flow root"
        case pushed: "flow screen"
        default: navigator.state.entries.first { $0.id == screen }.map { "\($0.route)" } ?? "\(screen)"
        }
    }

    /// What the user sees on top, whether a flow is up above the tabs, how many layers
    /// are presented, and what was refused: words every layout shares.
    var outcome: String {
        let state = navigator.state
        var words = ["top \(name(state.topStack.top.id))", state.aboveTabsFlow == nil ? "flow gone" : "flow up"]
        if !state.presentations.isEmpty { words.append("\(state.presentations.count) presented") }
        words += events.events.compactMap(Self.refusal)
        return words.joined(separator: ", ")
    }

    /// A refusal in words, its screen left out (identities differ by layout).
    static func refusal(_ event: NavigationEvent<TestRoute, TestTab>) -> String? {
        switch event {
        case .refused(_, let error), .resultRefused(_, let error): "refused " + word(error)
        case .staleCall: "stale"
        default: nil
        }
    }

    static func word(_ error: NavigationError) -> String {
        switch error {
        case .screenGone: "screenGone"
        case .notPresented: "notPresented"
        case .screenCovered: "screenCovered"
        default: "\(error)"
        }
    }
}
