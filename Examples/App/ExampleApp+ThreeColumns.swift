import AssetsFeature
import HomeFeature
public import ModularNavigation

extension ExampleApp {
    /// The three-column layout's fresh state, with Assets selected.
    ///
    /// The dashboard's sections are in the sidebar, the selected section's list in the
    /// content column, and the item picked there in the detail, with what it pushes.
    ///
    /// The content column shows the section's own root screen (the Assets list), and
    /// the detail stack starts at the item picked in it, so the asset's screen, its
    /// pushes and the issue picker it presents are the same as in the tab layout.
    public nonisolated static var threeColumnState: NavigationState<AppRoute, AppTab> {
        // A content selection needs a sidebar selection, and this one has none: it cannot throw.
        try! NavigationState(sidebar: .home(.dashboard), selection: .assets(.list), contentSelection: nil)
    }

    /// The model of the content column's list in three columns: the selected section's
    /// root screen, or `nil` in another layout or with nothing selected.
    ///
    /// In SwiftUI the list's rows write ``ModularNavigation/Navigator/contentSelection``
    /// through `List(selection:)`; here the screen's own pushes stand in for them: a
    /// push picks the item, what it presents goes over the split view, and dismissing
    /// goes back to the sidebar, as the back button of a collapsed split view does.
    public var contentScreen: AppScreen? {
        guard let section = contentSection else { return nil }
        return dependencies.screen(for: section, client: contentClient)
    }

    /// The section whose root screen the content column lists, in three columns.
    var contentSection: AppRoute? {
        guard let split = navigator.state.split, split.hasContentColumn else { return nil }
        return split.selection
    }

    /// Whether the content column's list is what a collapsed split view shows on top:
    /// three columns, a section selected, nothing picked in it and nothing presented.
    public var showsContentList: Bool {
        let state = navigator.state
        guard let split = state.split, split.hasContentColumn else { return false }
        return split.selection != nil && split.detail == nil && state.presentations.isEmpty
    }

    /// The client of the content column's list.
    var contentClient: NavigationClient<AppRoute> {
        NavigationClient(
            navigate: { [weak navigator] route, mode in
                guard let navigator else { return }
                switch mode {
                // Without tabs, above the tabs means pushed: here, picked in the list.
                case .root, .push, .aboveTabs, .selected: navigator.perform(.selectContent(route))
                case .presented(let style): navigator.present(route, style: style)
                // The example's windows hold tab states only, so a window here is the sheet.
                case .window(let options): navigator.present(route, style: .sheet(options))
                }
            },
            dismiss: { [weak navigator] in navigator?.perform(.selectSidebar(nil)) },
            // The list is in no presented flow, so there is nothing to close.
            close: {}
        )
    }
}
