#if canImport(SwiftUI)
    public import ExampleInterfaces
    import ModularNavigationSwiftUI
    import SwiftUI

    @MainActor
    extension AccountDestination {
        /// The Account builder: every screen draws its model.
        public static func liveBuilder(session: AccountSession) -> FeatureBuilder<
            AccountDestination, ScreenModelView
        > {
            let models = liveModels(session: session)
            return FeatureBuilder { destination, mode, client in
                ScreenModelView(model: models(destination, mode, client))
            }
        }
    }

    #if DEBUG
        #Preview("Sign in, with a client that does nothing") {
            NavigationStack {
                AccountDestination.liveBuilder(session: AccountSession()).buildDestination(.signIn, .sheet(), .noop)
            }
        }
    #endif
#endif
