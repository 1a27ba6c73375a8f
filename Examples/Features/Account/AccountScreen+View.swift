#if canImport(SwiftUI)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    extension AccountDestination {
        /// The Account builder: each screen's model, which draws itself.
        public static func liveBuilder(session: AccountSession) -> DestinationBuilder<
            AccountDestination, AccountScreen
        > {
            { destination, _, client in screen(destination, client: client, session: session) }
        }
    }

    extension AccountScreen: View {
        public var body: some View {
            switch self {
            case .signIn(let model):
                Form {
                    Section {
                        Button("Sign in", action: model.signIn)
                    } footer: {
                        Text(model.reason)
                    }
                }
                .navigationTitle("Sign in")
                .toolbar { Button("Cancel", action: model.cancel) }
            }
        }
    }

    #if DEBUG
        #Preview("Sign in, with a client that does nothing") {
            NavigationStack {
                AccountDestination.liveBuilder(session: AccountSession())(.signIn, .sheet(), .noop)
            }
        }
    #endif
#endif
