#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Account destination: the view of its screen's model.
    @MainActor
    public struct AccountDestinationView: View {
        let screen: AccountScreen

        public var body: some View {
            switch screen {
            case .signIn(let model): SignInView(model: model)
            }
        }
    }

    /// Sign in, or cancel.
    @MainActor
    struct SignInView: View {
        let model: SignInModel

        var body: some View {
            Form {
                Section {
                    Button("Sign in", action: model.signIn)
                } footer: {
                    Text(model.reason)
                }
            }
            .navigationTitle("Sign in")
            .toolbar {
                Button("Cancel", action: model.cancel)
            }
        }
    }

    @MainActor
    extension AccountDestination {
        /// The Account builder: the view of each of its screens.
        public static func liveBuilder(session: AccountSession) -> DestinationBuilder<
            AccountDestination, AccountDestinationView
        > {
            { destination, _, client in
                AccountDestinationView(screen: screen(destination, client: client, session: session))
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
