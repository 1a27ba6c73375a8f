import HomeFeature
import LibraryFeature
public import ModularNavigation

extension ExampleApp {
    /// The iPad and Mac layout: a split view whose sidebar is the dashboard and whose
    /// detail stack shows the selected section, the Library shelf first.
    ///
    /// The same routes as the tab layout: the sidebar's rows are tagged with each
    /// section's root route, so a book opened from the shelf is pushed on the detail
    /// stack by the same Library client, which never learns which layout it is in.
    public nonisolated static var regularWidthState: NavigationState<AppRoute, AppTab> {
        NavigationState(sidebar: .home(.dashboard), selection: .library(.public(.shelf)))
    }
}
