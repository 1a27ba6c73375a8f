#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The shelf: a row per book, and the settings.
    @MainActor
    struct ShelfView: View {
        let model: ShelfModel

        var body: some View {
            ScrollViewReader { proxy in
                List {
                    Section(model.status) {
                        ForEach(model.catalog.books, id: \.id) { book in
                            Button("Read \(book.title)") { model.open(book) }
                                .id(book.id)
                                .contextMenu {
                                    if model.opensWindows {
                                        Button("Open in new window") { model.openInNewWindow(book) }
                                    }
                                }
                        }
                    }
                    Button("Library settings", action: model.showSettings)
                }
                .onScrollToTop { withAnimation { proxy.scrollTo(model.catalog.books.first?.id, anchor: .top) } }
            }
            .navigationTitle("Library")
        }
    }
#endif
