#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Library destination: the view of its screen's model.
    @MainActor
    public struct LibraryDestinationView: View {
        let screen: LibraryScreen

        public var body: some View {
            switch screen {
            case .shelf(let model): ShelfView(model: model)
            case .book(let model): BookView(model: model)
            case .settings(let model): LibrarySettingsView(model: model)
            case .checkout(let model): CheckoutView(model: model)
            case .borrowed(let model): BorrowedView(model: model)
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

    /// One book: read or not, borrow it, or more in a dialog.
    @MainActor
    struct BookView: View {
        let model: BookModel

        var body: some View {
            List {
                Text(model.status)
                    .font(model.isRead ? .body.italic() : .body)
                Button(model.toggleReadLabel, action: model.toggleRead)
                Button("Borrow", action: model.borrow)
                    .disabled(model.book == nil)
            }
            .navigationTitle(model.title)
            .toolbar {
                // The dialog's answer is awaited: the task ends when it is chosen.
                Button("More…", systemImage: "ellipsis.circle") { Task { await model.showOptions() } }
            }
        }
    }

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

    /// Borrowing a book, above the tabs: confirm, or cancel back to where it started.
    @MainActor
    struct CheckoutView: View {
        let model: CheckoutModel

        var body: some View {
            List {
                Text(model.status)
                if model.canConfirm {
                    Button("Confirm", action: model.confirm)
                }
                Button("Cancel", role: .cancel, action: model.cancel)
            }
            .navigationTitle(model.title)
        }
    }

    /// The checkout's last step.
    @MainActor
    struct BorrowedView: View {
        let model: BorrowedModel

        var body: some View {
            ContentUnavailableView {
                Label("Borrowed", systemImage: "books.vertical")
            } description: {
                Text(model.status)
            } actions: {
                Button("Done", action: model.done)
            }
            .navigationTitle("Borrowed")
        }
    }
#endif
