#if canImport(SwiftUI)
    import ExampleInterfaces
    import ModularNavigationSwiftUI
    #if DEBUG
        import ModularNavigationTesting
    #endif
    public import SwiftUI

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
            { destination, _, client in AssetsDestinationView(screen: screen(destination, client: client, store: store)) }
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
#endif
