#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// Each tracker screen draws its model; `DrinkTrackerDestination.screen(_:client:…)` makes it.
    extension DrinkTrackerScreen: View {
        public var body: some View {
            switch self {
            case .main(let model):
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
            case .history(let model):
                List {
                    Section(model.status) {
                        ForEach(model.records) { record in
                            Button("#\(record.id) \(record.name)") { model.open(record) }
                        }
                    }
                }
                .navigationTitle("History")
            case .record(let model):
                List {
                    if let status = model.status {
                        Text(status)
                        Button("Delete", role: .destructive) { Task { await model.confirmDeletion() } }
                    }
                }
                .navigationTitle(model.title)
            case .quickEntry(let model):
                HStack {
                    Button("Log a beer", action: model.logBeer)
                    Button("Log a glass of wine", action: model.logWine)
                }
                .buttonStyle(.borderedProminent)
            case .calculator(let model):
                Form {
                    LabeledContent("Total", value: "\(model.total) standard drinks")
                    Button("Add a pint (\(CalculatorModel.pint.value, format: .oneDecimal))") {
                        model.add(CalculatorModel.pint)
                    }
                    Button("Add a shot (\(CalculatorModel.shot.value, format: .oneDecimal))") {
                        model.add(CalculatorModel.shot)
                    }
                    Button("Use the total", action: model.useTotal)
                }
                .navigationTitle("Calculator")
                .toolbar { Button("Cancel", action: model.cancel) }
            case .customDrink(let model):
                let drink = model.suggestion
                Button("Save a \(drink.name.lowercased()) (\(drink.amount.value, format: .oneDecimal))") {
                    model.save(drink)
                }
                .navigationTitle("Custom drink")
                .toolbar { Button("Cancel", action: model.cancel) }
            case .settings(let model):
                Form {
                    Toggle("Night reminder", isOn: Bindable(model).remindsAtNight)
                    Button("Show every setting", action: model.showEverySetting)
                }
                .navigationTitle("Settings")
                .toolbar { Button("Done", action: model.done) }
            case .standardDrinkInfo(let model):
                VStack(alignment: .leading) {
                    Text(model.note)
                    Button("Got it", action: model.gotIt)
                }
                .padding()
            }
        }
    }

    #if DEBUG
        #Preview("Main screen, with a client that does nothing") {
            NavigationStack {
                DrinkTrackerDestination.screen(.main, client: .noop, log: DrinkLog())
            }
        }
    #endif

    extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
        /// An amount of standard drinks in the user's locale, with one decimal: 2.3.
        fileprivate static var oneDecimal: Self { .number.precision(.fractionLength(1)) }
    }
#endif
