#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// Each Library screen draws its model.
    extension LibraryScreen: View {
        public var body: some View {
            switch self {
            case .shelf(let model):
                ScrollViewReader { proxy in
                    List {
                        Section(model.status) {
                            ForEach(model.catalog.books, id: \.id) { book in
                                Button("Read \(book.title)") { model.open(book) }
                                    // The book's screen zooms out of its row on iOS 18.
                                    .navigationTransitionSource(model.transitionSource(of: book))
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
            case .book(let model):
                List {
                    Text(model.status).font(model.isRead ? .body.italic() : .body)
                    Button(model.toggleReadLabel, action: model.toggleRead)
                    Button("Borrow", action: model.borrow).disabled(model.book == nil)
                }
                .navigationTitle(model.title)
                .toolbar {
                    // The dialog's answer is awaited: the task ends when it is chosen.
                    Button("More…", systemImage: "ellipsis.circle") { Task { await model.showOptions() } }
                }
            case .settings(let model):
                Form {
                    Toggle("Large text", isOn: Bindable(model).largeText)
                }
                .navigationTitle("Library settings")
                .toolbar { Button("Done", action: model.done) }
            case .checkout(let model):
                VStack {
                    Text(model.status)
                    if model.canConfirm { Button("Confirm", action: model.confirm) }
                    Button("Cancel", role: .cancel, action: model.cancel)
                }
                .navigationTitle(model.title)
            case .borrowed(let model):
                ContentUnavailableView {
                    Label("Borrowed", systemImage: "books.vertical")
                } description: {
                    Text(model.status)
                } actions: {
                    Button("Done", action: model.done)
                }
            }
        }
    }

    #if DEBUG
        #Preview("Shelf with the mock catalog") {
            NavigationStack {
                NavigationDestinationView(
                    .public(.shelf),
                    client: NavigationClient<LibraryDestination>.noop,
                    mode: .root,
                    builder: LibraryDestination.mockBuilder().buildDestination
                )
            }
        }
    #endif
#endif
