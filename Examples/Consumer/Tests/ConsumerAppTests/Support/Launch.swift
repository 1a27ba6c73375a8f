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

/// Puts an app on screen, then brings it to where a test starts (a tap on one of its
/// buttons, a push a link would make) and lets that settle, so the test begins from a
/// still screen.
@MainActor
func launch(
    _ app: ConsumerApp = ConsumerApp(),
    then setUp: (HeadlessHost<AppRoute, Never>) -> Void,
    sourceLocation: SourceLocation = #_sourceLocation
) -> HeadlessHost<AppRoute, Never> {
    let host = launch(app, sourceLocation: sourceLocation)
    setUp(host)
    expectSettled(host, sourceLocation: sourceLocation)
    return host
}
