#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

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
#endif
