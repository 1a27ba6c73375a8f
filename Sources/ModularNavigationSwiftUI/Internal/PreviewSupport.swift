#if canImport(SwiftUI) && DEBUG
    import ModularNavigation
    import Observation
    import SwiftUI

    // Mock routes and screens for the library's own `#Preview`s; compiled in debug only.

    enum PreviewRoute: Hashable, Sendable {
        case home
        case detail(Int)
        case settings
        case child(PreviewChildDestination)

        var title: String {
            switch self {
            case .home: "Home"
            case .detail(let number): "Detail \(number)"
            case .settings: "Settings"
            case .child: "Child module"
            }
        }

        var number: Int {
            if case .detail(let number) = self { return number }
            return 0
        }
    }

    enum PreviewTab: Hashable, Sendable, CaseIterable {
        case home
        case settings
    }

    enum PreviewChildDestination: Hashable, Sendable {
        case landing
        case detail
    }

    /// A view model kept per screen, to show that rebuilding a screen keeps it.
    @MainActor
    @Observable
    final class PreviewScreenModel {
        var taps = 0
    }

    /// A mock screen that navigates through its own client.
    @MainActor
    struct PreviewScreen: View {
        let route: PreviewRoute
        let mode: NavigationMode
        let client: NavigationClient<PreviewRoute>

        var body: some View {
            let model = client.screenObject { PreviewScreenModel() }
            List {
                Section("Shown as \(String(describing: mode))") {
                    Button("Tapped \(model.taps) times") { model.taps += 1 }
                }
                Section("Navigate") {
                    Button("Push") { client.push(.detail(route.number + 1)) }
                    Button("Sheet") {
                        client.presentSheet(
                            .detail(route.number + 1),
                            options: SheetOptions(detents: [.medium, .large], dragIndicator: .visible))
                    }
                    Button("Full-screen cover") { client.navigate(to: .settings, mode: .fullScreenCover) }
                    Button("Dismiss") { client.dismiss() }
                    Button("Close flow") { client.close() }
                }
            }
            .navigationTitle(route.title)
        }
    }

    /// A mock screen of a child module, reading its client from the environment.
    @MainActor
    struct PreviewChildScreen: View {
        let destination: PreviewChildDestination
        let client: NavigationClient<PreviewChildDestination>
        @Environment(\.navigationClient) private var environmentClient

        var body: some View {
            List {
                Text("Child destination: \(String(describing: destination))")
                Text(environmentClient.isConnected ? "Client in the environment" : "No client")
                Button("Push child detail") { client.push(.detail) }
                Button("Dismiss") { environmentClient.dismiss() }
            }
        }
    }
#endif
