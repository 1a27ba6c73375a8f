#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The profile overview.
    @MainActor
    struct ProfileView: View {
        let model: ProfileModel

        var body: some View {
            List {
                Section("Name") {
                    Text(model.name)
                    // A button's action may await: the task ends when the sheet does.
                    Button("Edit name") { Task { await model.editName() } }
                }
                Button("Delivery addresses", action: model.showAddresses)
            }
            .navigationTitle("Profile")
        }
    }

    #Preview("Profile") {
        NavigationStack {
            ProfileView(model: ProfileModel(name: UserProfile.sample.name, navigationClient: .noop))
        }
    }
#endif
