#if canImport(SwiftUI)
    public import ExampleInterfaces
    import ModularNavigationSwiftUI
    import SwiftUI

    @MainActor
    extension AssetsDestination {
        /// The Assets builder: every screen draws its model.
        public static func liveBuilder(store: AssetStore = .live) -> FeatureBuilder<
            AssetsDestination, ScreenModelView
        > {
            let models = liveModels(store: store)
            return FeatureBuilder { destination, mode, client in
                ScreenModelView(model: models(destination, mode, client))
            }
        }
    }

    #if DEBUG
        /// A client for previews that answers every request for an issue at once.
        @MainActor
        private func fakeIssueClient() -> NavigationClient<AssetsDestination> {
            NavigationClient(
                present: { _, _ in },
                dismiss: {},
                close: {},
                presentForResult: { _, _, _ in .value(IssueReference(id: 1, title: "Preview issue")) },
                finish: { _ in .refused(.noPendingResult) },
                screenObject: { _, make in make() }
            )
        }

        #Preview("Asset detail with a fake client") {
            NavigationStack {
                AssetsDestination.liveBuilder().buildDestination(.detail(id: 7), .push, fakeIssueClient())
            }
        }
    #endif
#endif
