#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any tracker destination: the view of its screen's model.
    @MainActor
    public struct DrinkTrackerDestinationView: View {
        let screen: DrinkTrackerScreen

        public var body: some View {
            switch screen {
            case .main(let model): DrinkMainView(model: model)
            case .history(let model): DrinkHistoryView(model: model)
            case .record(let model): DrinkRecordView(model: model)
            case .quickEntry(let model): QuickEntryView(model: model)
            case .calculator(let model): CalculatorView(model: model)
            case .customDrink(let model): CustomDrinkView(model: model)
            case .settings(let model): DrinkSettingsView(model: model)
            case .standardDrinkInfo(let model): StandardDrinkInfoView(model: model)
            }
        }
    }

    @MainActor
    extension DrinkTrackerDestination {
        /// The tracker's builder: the view of each of its screens.
        public static func liveBuilder(log: DrinkLog) -> DestinationBuilder<
            DrinkTrackerDestination, DrinkTrackerDestinationView
        > {
            { destination, _, client in
                DrinkTrackerDestinationView(screen: screen(destination, client: client, log: log))
            }
        }
    }

    #if DEBUG
        #Preview("Main screen, with a client that does nothing") {
            NavigationStack {
                DrinkTrackerDestination.liveBuilder(log: DrinkLog())(.main, .root, .noop)
            }
        }
    #endif

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

    /// The short sheet: one tap logs a usual drink.
    @MainActor
    struct QuickEntryView: View {
        let model: QuickEntryModel

        var body: some View {
            HStack {
                Button("Log a beer", action: model.logBeer)
                Button("Log a glass of wine", action: model.logWine)
            }
            .buttonStyle(.borderedProminent)
            .navigationTitle("Quick entry")
        }
    }

    /// Adds drinks up and hands back the total.
    @MainActor
    struct CalculatorView: View {
        let model: CalculatorModel

        var body: some View {
            Form {
                LabeledContent("Total", value: "\(model.total) standard drinks")
                Button("Add a pint (\(CalculatorModel.pint))") { model.add(CalculatorModel.pint) }
                Button("Add a shot (\(CalculatorModel.shot))") { model.add(CalculatorModel.shot) }
                Button("Use the total", action: model.useTotal)
            }
            .navigationTitle("Calculator")
            .toolbar { Button("Cancel", action: model.cancel) }
        }
    }

    /// Hands back a drink the quick entry does not know.
    @MainActor
    struct CustomDrinkView: View {
        let model: CustomDrinkModel

        var body: some View {
            Form {
                Button("Save a \(model.suggestion.name.lowercased()) (\(model.suggestion.amount))") {
                    model.save(model.suggestion)
                }
            }
            .navigationTitle("Custom drink")
            .toolbar { Button("Cancel", action: model.cancel) }
        }
    }

    /// The tracker's settings, in a sheet that opens at half height.
    @MainActor
    struct DrinkSettingsView: View {
        let model: DrinkSettingsModel

        var body: some View {
            Form {
                Toggle(
                    "Night reminder",
                    isOn: Binding(get: { model.remindsAtNight }, set: { _ in model.toggleNightReminder() }))
                Button("Show every setting", action: model.showEverySetting)
            }
            .navigationTitle("Settings")
            .toolbar { Button("Done", action: model.done) }
        }
    }

    /// What a standard drink is.
    @MainActor
    struct StandardDrinkInfoView: View {
        let model: StandardDrinkInfoModel

        var body: some View {
            VStack(alignment: .leading) {
                Text(model.note)
                Button("Got it", action: model.gotIt)
            }
            .padding()
        }
    }
#endif
