#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The settings sheet.
    @MainActor
    struct SettingsView: View {
        let model: SettingsModel

        var body: some View {
            Form {
                LabeledContent("Account", value: model.session.isSignedIn ? "Signed in" : "Signed out")
                Button("About", action: model.showAbout)
                if model.session.isSignedIn {
                    Button("Sign out", role: .destructive, action: model.signOut)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done", action: model.done)
                }
            }
        }
    }

    #Preview("Settings") {
        NavigationStack {
            SettingsView(model: SettingsModel(session: AccountSession(), navigationClient: .noop))
        }
    }
#endif
