import AssetsFeature
import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Observation
import Testing

// Every flow of the example app runs through a headless host that plays SwiftUI's part:
// taps reach the screen the host draws, SwiftUI's controls write the bindings the
// adapter gave them, and after every step the host settles and must draw exactly the
// navigator's state without asking SwiftUI for anything it cannot do. Actions run with
// the Testing library's `start`, so a step ends when its action has finished or waits
// for a flow's result; nothing polls.

/// What a test put on screen: the host drawing an app, and the actions still running.
@MainActor
private final class Screen {
    weak var app: ExampleApp?
    let host: HeadlessHost<AppRoute, AppTab>
    var running: [NavigationWork<Void>] = []

    init(_ app: ExampleApp, host: HeadlessHost<AppRoute, AppTab>) {
        self.app = app
        self.host = host
    }
}

/// The screens of the apps the tests made, by app.
///
/// The app is held weakly and checked, because an identifier can be reused by a later
/// app once the first is gone, and tests run interleaved on the main actor.
@MainActor
private var screens: [ObjectIdentifier: Screen] = [:]

@MainActor
private func screen(of app: ExampleApp) -> Screen? {
    guard let screen = screens[ObjectIdentifier(app)], screen.app === app else { return nil }
    return screen
}

/// The host that draws an app, once ``show(_:)`` or ``makeApp(dependencies:)`` put it on screen.
@MainActor
func host(of app: ExampleApp) -> HeadlessHost<AppRoute, AppTab>? {
    screen(of: app)?.host
}

/// Puts an app on screen: a headless host draws it, and its root view's appearance
/// attaches the UI, which applies a link that arrived at launch.
@MainActor
@discardableResult
func show(_ app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation) -> HeadlessHost<AppRoute, AppTab> {
    let host = HeadlessHost(navigator: app.navigator)
    screens[ObjectIdentifier(app)] = Screen(app, host: host)
    expectSettled(host, sourceLocation: sourceLocation)
    return host
}

/// Taps the button with this title on the screen the user sees, and waits until
/// navigation settles.
///
/// - Returns: The running action, to await the end of a flow it waits for.
@MainActor
@discardableResult func tap(
    _ title: String,
    in app: ExampleApp,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> NavigationWork<Void>? {
    let top = host(of: app)?.topScreen.id ?? app.navigator.topStack.top.id
    // Drawing the screen builds its model, as SwiftUI's destination view does.
    guard let action = app.demoScreen(for: top)?.action(title) else {
        let offered = app.demoScreen(for: top)?.actions.map(\.title) ?? []
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
    let work = await app.navigator.start { await action.perform() }
    screen(of: app)?.running.append(work)
    await settle(app, sourceLocation: sourceLocation)
    return work
}

/// Taps a tab in the tab bar, as the user does.
@MainActor
func tapTab(_ tab: AppTab, in app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation) async {
    let reached = (host(of: app) ?? show(app)).tapTab(tab)
    #expect(reached, "The tab bar is out of reach", sourceLocation: sourceLocation)
    await settle(app, sourceLocation: sourceLocation)
}

/// Taps a button of the dialog on screen, and waits until navigation settles and the
/// screen that awaited the answer has acted on it.
@MainActor
func choose(
    _ label: String,
    in app: ExampleApp,
    expectingDialog: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    guard let host = host(of: app) else {
        let index = app.navigator.state.dialog?.buttons.firstIndex { $0.label == label }
        app.navigator.perform(.chooseDialogButton(at: index ?? -1))
        await settle(app, sourceLocation: sourceLocation)
        return
    }
    let chosen = host.refusal { host.chooseDialogButton(labeled: label) } == nil
    #expect(
        chosen == expectingDialog, "No '\(label)' in a dialog on screen; it shows \(host.tree)",
        sourceLocation: sourceLocation)
    await settle(app, sourceLocation: sourceLocation)
}

/// Swipes the top sheet down, as the user does.
@MainActor
func swipeDownSheet(in app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation) async {
    let reached = (host(of: app) ?? show(app)).swipeDownSheet()
    #expect(reached, "No sheet the user could swipe down", sourceLocation: sourceLocation)
    await settle(app, sourceLocation: sourceLocation)
}

/// Taps outside the top popover, as the user does.
@MainActor
func tapOutsidePopover(in app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation) async {
    let reached = (host(of: app) ?? show(app)).tapOutsidePopover()
    #expect(reached, "No popover the user could tap outside of", sourceLocation: sourceLocation)
    await settle(app, sourceLocation: sourceLocation)
}

/// Drags the top sheet to rest at another of its detents, as the user does.
@MainActor
func dragSheet(to detent: SheetDetent, in app: ExampleApp, sourceLocation: SourceLocation = #_sourceLocation) async {
    let reached = (host(of: app) ?? show(app)).dragSheet(to: detent)
    #expect(reached, "No sheet the user could drag to \(detent)", sourceLocation: sourceLocation)
    await settle(app, sourceLocation: sourceLocation)
}

/// Lets the host settle and every running action finish or wait for its flow, then
/// expects the screen to show the navigator's state.
@MainActor
private func settle(_ app: ExampleApp, sourceLocation: SourceLocation) async {
    guard let screen = screen(of: app) else { return }
    screen.host.settle()
    for work in screen.running { await work.settled() }
    screen.running.removeAll { $0.isFinished }
    expectSettled(screen.host, sourceLocation: sourceLocation)
    // SwiftUI builds the view, and so the model, of every screen it draws: tests reach
    // them with the navigator's `screenObject` lookups.
    for entry in screen.host.drawn.entries { _ = app.demoScreen(for: entry.id) }
}

/// The routes of one tab's stack, for tests about a single tab.
@MainActor
func stackRoutes(_ tab: AppTab, in app: ExampleApp) -> [String] {
    app.navigator.state.stack(at: .tab(tab))?.entries.map { String(navigationDescribing: $0.route) } ?? []
}

/// A fresh app with the shipped data, on screen: a host draws it, so links open at once.
@MainActor
func makeApp(dependencies: AppDependencies = AppDependencies()) -> ExampleApp {
    let app = ExampleApp(dependencies: dependencies)
    show(app)
    return app
}

/// Waits until a condition on observable models holds: it is checked now, then again
/// after each change to what it read, so nothing is polled and no clock is involved.
@MainActor
func until(_ condition: @escaping @MainActor () -> Bool) async {
    while !condition() {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            withObservationTracking {
                _ = condition()
            } onChange: {
                continuation.resume()
            }
        }
    }
}

/// The model of an asset's detail, when that is the screen.
@MainActor
func assetDetail(_ screen: AppScreen?) -> AssetDetailModel? {
    guard case .assets(.detail(let model)) = screen else { return nil }
    return model
}
