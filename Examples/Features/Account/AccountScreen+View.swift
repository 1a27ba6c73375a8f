#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// Each Account screen draws its model; `AccountDestination.screen(_:client:…)` makes it.
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
                AccountDestination.screen(.signIn, client: .noop, session: AccountSession())
            }
        }
    #endif
#endif
