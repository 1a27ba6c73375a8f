#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The sheet that edits the name.
    @MainActor
    struct EditNameView: View {
        @Bindable var model: EditNameModel

        var body: some View {
            Form {
                TextField("Name", text: $model.draft)
            }
            .navigationTitle("Edit name")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", action: model.cancel)
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save", action: model.save).disabled(!model.canSave)
                }
            }
        }
    }

    #Preview("Edit name") {
        NavigationStack {
            EditNameView(model: EditNameModel(current: UserProfile.sample.name, navigationClient: .noop))
        }
    }
#endif
