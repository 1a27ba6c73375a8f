import ConsumerApp
import ModularNavigation
import ModularNavigationTesting
import Testing

/// Puts an app on screen: a headless host draws its navigator as the SwiftUI adapter
/// does, on a clock of its own, and attaches the UI as the first screen appears.
@MainActor
func launch(
    _ app: ConsumerApp = ConsumerApp(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessHost<AppRoute, Never> {
    let host = HeadlessHost(navigator: app.navigator)
    expectSettled(host, sourceLocation: sourceLocation)
    return host
}
