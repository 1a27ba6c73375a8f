#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The Library's settings, in a sheet.
    @MainActor
    struct LibrarySettingsView: View {
        let model: LibrarySettingsModel

        var body: some View {
            Form {
                Toggle("Large text", isOn: Binding(get: { model.largeText }, set: { _ in model.toggleLargeText() }))
            }
            .navigationTitle("Library settings")
            .toolbar {
                Button("Done", action: model.done)
            }
        }
    }
#endif
