import ExampleApp
import ExampleInterfaces
import ModularNavigation
import Testing

/// Taps the button with this title on the screen the user sees, and waits until
/// navigation settles.
@MainActor
@discardableResult
func tap(
    _ title: String,
    in app: ExampleApp,
    sourceLocation: SourceLocation = #_sourceLocation
) async -> Task<Void, Never>? {
    guard let action = app.topModel?.action(title) else {
        let offered = app.topModel?.actions.map(\.title) ?? []
        Issue.record("No '\(title)' on the top screen; it offers \(offered)", sourceLocation: sourceLocation)
        return nil
    }
    return await app.perform(action)
}

/// Does what SwiftUI reports when the user acts through its own controls.
@MainActor
func userDid(_ gesture: UserGesture<AppTab>, in app: ExampleApp) {
    let state = app.navigator.state
    if let action = state.intent(for: gesture, drawn: state, policy: app.navigator.policy) {
        app.navigator.perform(action)
    }
}

/// The tree of one tab's stack, for tests about a single tab.
@MainActor
func stackRoutes(_ tab: AppTab, in app: ExampleApp) -> [String] {
    app.navigator.state.stack(at: .tab(tab))?.entries.map { "\($0.route)" } ?? []
}

/// A fresh app with the shipped data, on screen: its UI is attached, so links open at once.
@MainActor
func makeApp(dependencies: AppDependencies = AppDependencies()) -> ExampleApp {
    let app = ExampleApp(dependencies: dependencies)
    app.navigator.attachUI()
    return app
}
