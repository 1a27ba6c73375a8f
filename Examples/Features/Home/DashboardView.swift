#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The dashboard: into the Library, on Home's own stack or in a sheet.
    @MainActor
    struct DashboardView: View {
        let model: DashboardModel

        var body: some View {
            ScrollViewReader { proxy in
                List {
                    Text(model.greeting).font(.title2).id("top")
                    Button("Browse the library", action: model.browseLibrary)
                    Button("Library settings", action: model.showLibrarySettings)
                }
                .onScrollToTop { withAnimation { proxy.scrollTo("top", anchor: .top) } }
            }
            .navigationTitle("Home")
        }
    }
#endif
