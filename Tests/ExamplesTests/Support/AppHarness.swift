import ExampleApp
import ExampleInterfaces
import ModularNavigation
import ModularNavigationTesting
import Testing

// Every flow of the example app runs through a headless host that plays SwiftUI's part:
// taps reach the screen the host draws, SwiftUI's controls write the bindings the
// adapter gave them, and after every step the host settles and must draw exactly the
// navigator's state without asking SwiftUI for anything it cannot do.

/// The host drawing each app a test made, by app.
///
/// The app is held weakly and checked, because an identifier can be reused by a later app once the first is gone, and tests
/// run interleaved on the main actor.
@MainActor
private var hosts: [ObjectIdentifier: (app: WeakApp, host: HeadlessHost<AppRoute, AppTab>)] = [:]

@MainActor
private final class WeakApp {
    weak var app: ExampleApp?
    init(_ app: ExampleApp) { self.app = app }
}

/// The host that draws an app, once ``show(_:)`` or ``makeApp(dependencies:)`` put it on screen.
@MainActor
func host(of app: ExampleApp) -> HeadlessHost<AppRoute, AppTab>? {
    guard let entry = hosts[ObjectIdentifier(app)], entry.app.app === app else { return nil }
    return entry.host
}

/// Puts an app on screen: a headless host draws it, and its root view's appearance
/// attaches the UI, which applies a link that arrived at launch.
@MainActor
@discardableResult
func show(_ app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessHost<AppRoute, AppTab> {
    let host = HeadlessHost(navigator: app.navigator)
    hosts[ObjectIdentifier(app)] = (WeakApp(app), host)
    expectSettled(host, sourceLocation: sourceLocation)
    return host
}

/// Taps the button with this title on the screen the user sees, and waits until
/// navigation settles.
@MainActor
@discardableResult
func tap(
    _ title: String,
    in app: ExampleApp,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Task<Void, Never>? {
    let screen = host(of: app)?.topScreen.id ?? app.navigator.topStack.top.id
    guard let action = app.model(for: screen)?.action(title) else {
        let offered = app.model(for: screen)?.actions.map(\.title) ?? []
        Issue.record("No '\(title)' on the top screen; it offers \(offered)", sourceLocation: sourceLocation)
        return nil
    }
    // A link row is a `NavigationLink(value:)` in SwiftUI: the host taps it as SwiftUI
    // would, appending its value to the path.
    if let link = action.link, let host = host(of: app) {
        host.tapLink(link)
        await settle(app, sourceLocation: sourceLocation)
        return nil
    }
    let task = await app.perform(action)
    await settle(app, sourceLocation: sourceLocation)
    return task
}

/// Does what SwiftUI does when the user acts through its own controls: a tab tapped,
/// a sheet swiped down or dragged to another detent, a tap outside a popover, a path
/// shortened by the back button.
@MainActor
func userDid(_ gesture: UserGesture<AppTab>, in app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation)
    async
{
    guard let host = host(of: app) else {
        let state = app.navigator.state
        if let action = state.intent(for: gesture, drawn: state, policy: app.navigator.policy) {
            app.navigator.perform(action)
        }
        return
    }
    let reached: Bool
    switch gesture {
    case .tabTapped(let tab):
        reached = host.tapTab(tab)
    case .layerDismissed(let root):
        let top = host.drawn.presentations.last
        reached =
            top?.stack.root.id == root
            && (top?.style.popoverOptions != nil ? host.tapOutsidePopover() : host.swipeDownSheet())
    case .detentSelected(let detent, let root):
        reached = host.drawn.presentations.last?.stack.root.id == root && host.dragSheet(to: detent)
    case .pathChanged(let path, let location):
        reached = location == host.drawn.topLocation && path.count + 1 == host.drawn.topStack.depth && host.swipeBack()
    }
    #expect(reached, "SwiftUI would not let the user do \(gesture)", sourceLocation: sourceLocation)
    await settle(app, sourceLocation: sourceLocation)
}

/// Lets the host settle, gives awaiting flows a turn to resume, and settles again.
@MainActor
private func settle(_ app: ExampleApp, sourceLocation: SourceLocation) async {
    guard let host = host(of: app) else { return }
    host.settle()
    await Task.yield()
    expectSettled(host, sourceLocation: sourceLocation)
}

/// The tree of one tab's stack, for tests about a single tab.
@MainActor
func stackRoutes(_ tab: AppTab, in app: ExampleApp) -> [String] {
    app.navigator.state.stack(at: .tab(tab))?.entries.map { "\($0.route)" } ?? []
}

/// A fresh app with the shipped data, on screen: a host draws it, so links open at once.
@MainActor
func makeApp(dependencies: AppDependencies = AppDependencies()) -> ExampleApp {
    let app = ExampleApp(dependencies: dependencies)
    show(app)
    return app
}
