import HomeFeature
import LibraryFeature

extension DemoScreen {
    /// Home's dashboard, or the Library screen Home shows.
    init(_ screen: HomeScreen) {
        switch screen {
        case .dashboard(let model):
            self.init(
                "Home", status: model.greeting,
                actions: [
                    DemoAction("Browse the library") { model.browseLibrary() },
                    DemoAction("Library settings") { model.showLibrarySettings() },
                ])
        case .library(let screen):
            self.init(screen)
        }
    }

    init(_ screen: LibraryScreen) {
        switch screen {
        case .shelf(let model):
            let books = model.catalog.books
            let windows = model.opensWindows ? books : []
            self.init(
                "Library", status: model.status,
                actions: books.map { book in DemoAction("Read \(book.title)") { model.open(book) } }
                    + windows.map { book in
                        DemoAction("Open \(book.title) in new window") { model.openInNewWindow(book) }
                    }
                    + [DemoAction("Library settings") { model.showSettings() }])
        case .book(let model):
            self.init(
                model.title, status: model.status,
                actions: [
                    DemoAction(model.toggleReadLabel) { model.toggleRead() },
                    DemoAction("Back to the shelf") { model.backToShelf() },
                    DemoAction("More…") { await model.showOptions() },
                    DemoAction("Borrow") { model.borrow() },
                ])
        case .settings(let model):
            self.init(
                "Library settings", status: model.status,
                actions: [
                    DemoAction("Toggle large text") { model.toggleLargeText() },
                    DemoAction("Done") { model.done() },
                ])
        case .checkout(let model):
            let confirm = model.canConfirm ? [DemoAction("Confirm") { model.confirm() }] : []
            self.init(model.title, status: model.status, actions: confirm + [DemoAction("Cancel") { model.cancel() }])
        case .borrowed(let model):
            self.init("Borrowed", status: model.status, actions: [DemoAction("Done") { model.done() }])
        }
    }
}
