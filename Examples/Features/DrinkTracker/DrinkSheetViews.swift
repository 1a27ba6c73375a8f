#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

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
