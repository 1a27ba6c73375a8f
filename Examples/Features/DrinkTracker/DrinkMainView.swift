#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The tracker's main screen: today's total, and the way to every other screen.
    @MainActor
    struct DrinkMainView: View {
        let model: DrinkMainModel

        var body: some View {
            ScrollViewReader { proxy in
                List {
                    Text(model.status).id("top")
                    Button("History", action: model.showHistory)
                    Button("Quick entry", action: model.showQuickEntry)
                    // These await the sheet's answer: the task ends when the sheet does.
                    Button("Calculator") { Task { await model.calculate() } }
                    Button("Custom drink") { Task { await model.addCustomDrink() } }
                }
                .onScrollToTop { withAnimation { proxy.scrollTo("top", anchor: .top) } }
            }
            .navigationTitle("Drinks")
            .toolbar {
                Button("Settings", systemImage: "gearshape", action: model.showSettings)
                // The popover hangs from this button, where its options anchor it.
                Button("What is a standard drink?", systemImage: "info.circle", action: model.showStandardDrinkInfo)
            }
        }
    }

    /// Every drink logged.
    @MainActor
    struct DrinkHistoryView: View {
        let model: DrinkHistoryModel

        var body: some View {
            List {
                Section(model.status) {
                    ForEach(model.records) { record in
                        Button("#\(record.id) \(record.name)") { model.open(record) }
                    }
                }
            }
            .navigationTitle("History")
        }
    }

    /// One logged drink, which an alert-confirmed delete removes.
    @MainActor
    struct DrinkRecordView: View {
        let model: DrinkRecordModel

        var body: some View {
            List {
                if let status = model.status {
                    Text(status)
                    Button("Delete", role: .destructive) { Task { await model.confirmDeletion() } }
                }
            }
            .navigationTitle(model.title)
        }
    }
#endif
