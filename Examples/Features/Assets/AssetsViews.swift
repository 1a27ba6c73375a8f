#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The list of assets: each row a `NavigationLink(value:)` the navigator pushes.
    @MainActor
    struct AssetListView: View {
        let model: AssetListModel

        var body: some View {
            ScrollViewReader { proxy in
                List(model.ids, id: \.self) { id in
                    NavigationLink("Open \(model.name(of: id))", value: model.link(to: id))
                }
                .onScrollToTop { withAnimation { proxy.scrollTo(model.ids.first, anchor: .top) } }
            }
            .navigationTitle("Assets")
        }
    }

    /// One asset, and the issue linked to it.
    @MainActor
    struct AssetDetailView: View {
        let model: AssetDetailModel

        var body: some View {
            List {
                Text(model.status)
                // The task ends when the picker does: with an issue, or dismissed.
                Button("Link an issue") { Task { await model.linkIssue() } }
                Button("Back to all assets", action: model.backToAllAssets)
            }
            .navigationTitle(model.title)
        }
    }
#endif
