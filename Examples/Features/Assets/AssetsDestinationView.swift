#if canImport(SwiftUI)
    import ExampleInterfaces
    import ModularNavigationSwiftUI
    import ModularNavigationTesting
    public import SwiftUI

    #if DEBUG
    #endif

    /// The view of any Assets destination: the view of its screen's model.
    @MainActor
    public struct AssetsDestinationView: View {
        let screen: AssetsScreen

        public var body: some View {
            switch screen {
            case .list(let model): AssetListView(model: model)
            case .detail(let model): AssetDetailView(model: model)
            }
        }
    }

    @MainActor
    extension AssetsDestination {
        /// The Assets builder: the view of each of its screens.
        public static func liveBuilder(store: AssetStore = .live) -> DestinationBuilder<
            AssetsDestination, AssetsDestinationView
        > {
            { destination, _, client in AssetsDestinationView(screen: screen(destination, client: client, store: store))
            }
        }
    }

    #if DEBUG
        #Preview("Asset detail with a fake client") {
            NavigationStack {
                AssetsDestination.liveBuilder()(
                    .detail(id: 7), .push, .answering(IssueReference(id: 1, title: "Preview issue")))
            }
        }
    #endif

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
