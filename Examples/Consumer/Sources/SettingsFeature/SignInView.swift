#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// Signing in.
    @MainActor
    struct SignInView: View {
        let model: SignInModel

        var body: some View {
            VStack(spacing: 16) {
                Text("Sign in to see your profile.")
                Button("Sign in", action: model.signIn).buttonStyle(.borderedProminent)
            }
            .navigationTitle("Sign in")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", action: model.cancel)
                }
            }
        }
    }

    #Preview("Sign in") {
        NavigationStack {
            SignInView(model: SignInModel(session: AccountSession(isSignedIn: false), navigationClient: .noop))
        }
    }
#endif
