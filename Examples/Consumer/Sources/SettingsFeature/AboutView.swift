#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// About the app, written as a plain SwiftUI view: no view model, and the screen's
    /// client read from the environment, where the navigator puts it for every screen.
    @MainActor
    struct AboutView: View {
        @Environment(\.navigationClient) private var navigation

        var body: some View {
            List {
                LabeledContent("Version", value: "1.0")
                Button("Acknowledgements") {
                    navigation.client(for: SettingsDestination.self).push(.acknowledgements)
                }
            }
            .navigationTitle("About")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { navigation.close() }
                }
            }
        }
    }

    /// The libraries the app is built with; the system back button returns to About.
    struct AcknowledgementsView: View {
        var body: some View {
            List {
                Text("ModularNavigation")
            }
            .navigationTitle("Acknowledgements")
        }
    }

    #Preview("About") {
        NavigationStack { AboutView() }
    }
#endif
