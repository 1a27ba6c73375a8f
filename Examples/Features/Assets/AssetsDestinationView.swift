#if canImport(SwiftUI)
    public import ExampleInterfaces
    import ModularNavigationSwiftUI
    #if DEBUG
        import ModularNavigationTesting
    #endif
    import SwiftUI

    @MainActor
    extension AssetsDestination {
        /// The Assets builder: every screen draws its model.
        public static func liveBuilder(store: AssetStore = .live) -> FeatureBuilder<
            AssetsDestination, ScreenModelView
        > {
            FeatureBuilder(drawing: liveModels(store: store))
        }
    }

    #if DEBUG
        #Preview("Asset detail with a fake client") {
            NavigationStack {
                AssetsDestination.liveBuilder().buildDestination(
                    .detail(id: 7), .push, .answering(IssueReference(id: 1, title: "Preview issue")))
            }
        }
    #endif
#endif
