import ConsumerApp
import ModularNavigation
import ModularNavigationTesting

// Glue until ModularNavigationTesting reaches a screen's view model (issue 14, item 4);
// swap these two functions for the library's helper when it lands.

/// The view model of the screen the user sees, made the way its module's builder makes
/// it: through `screenObject` on the screen's client, scoped as the app scopes it.
///
/// On Linux no view runs, so the first call makes the model; every later call, here or
/// from a view, gets the same one, as the navigator stores it for the screen.
@MainActor
func topModel<Destination, Model: AnyObject>(
    _ host: HeadlessHost<AppRoute, Never>,
    embed: @escaping @MainActor (Destination) -> AppRoute,
    make: (NavigationClient<Destination>) -> Model
) -> Model {
    let client = host.navigator.client(for: host.topScreen.id).scope(embed)
    return client.screenObject { make(client) }
}

/// Starts an action that awaits a flow it presents, and returns once the navigator has
/// changed, so the flow is on screen; the task ends when the flow does.
@MainActor
func startAwaiting(
    _ navigator: Navigator<AppRoute, Never>,
    _ action: @escaping @MainActor () async -> Void
) async -> Task<Void, Never> {
    var events = navigator.events().makeAsyncIterator()
    let task = Task { await action() }
    _ = await events.next()
    return task
}
