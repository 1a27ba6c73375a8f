#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// Draws any screen model: its status and one row per action, under its title.
    ///
    /// An action that pushes a screen is a `NavigationLink(value:)`, the rest are buttons.
    /// Re-tapping the tab while this screen is its root scrolls the list back to the top.
    /// Feature modules use it for screens that need nothing more than their actions.
    @MainActor
    public struct ScreenModelView: View {
        private let model: any ScreenModel

        /// Creates a view of a screen model.
        public init(model: any ScreenModel) {
            self.model = model
        }

        public var body: some View {
            ScrollViewReader { proxy in
                List {
                    if let status = model.status {
                        Section { Text(status) }
                            .id(Self.top)
                    }
                    Section {
                        ForEach(model.actions) { action in
                            row(action)
                        }
                    }
                    .id(model.status == nil ? Self.top : "actions")
                }
                .onScrollToTop {
                    withAnimation { proxy.scrollTo(Self.top, anchor: .top) }
                }
            }
            .navigationTitle(model.title)
        }

        private static let top = "top"

        @ViewBuilder
        private func row(_ action: ScreenAction) -> some View {
            if let link = action.link {
                NavigationLink(action.title, value: link)
            } else {
                Button(action.title) {
                    Task { await action.perform() }
                }
            }
        }
    }
#endif
