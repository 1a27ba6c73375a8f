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
            FeatureBuilder(drawing: liveModels(session: session))
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
