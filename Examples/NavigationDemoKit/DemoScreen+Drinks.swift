import AccountFeature
import DrinkTrackerFeature

extension DemoScreen {
    init(_ screen: DrinkTrackerScreen) {
        switch screen {
        case .main(let model):
            self.init(
                "Drinks", status: model.status,
                actions: [
                    DemoAction("History") { model.showHistory() },
                    DemoAction("Quick entry") { model.showQuickEntry() },
                    DemoAction("Calculator") { await model.calculate() },
                    DemoAction("Custom drink") { await model.addCustomDrink() },
                    DemoAction("Settings") { model.showSettings() },
                    DemoAction("What is a standard drink?") { model.showStandardDrinkInfo() },
                ])
        case .history(let model):
            self.init(
                "History", status: model.status,
                actions: model.records.map { record in
                    DemoAction("Open #\(record.id) \(record.name)") { model.open(record) }
                })
        case .record(let model):
            let delete = model.record == nil ? [] : [DemoAction("Delete") { await model.confirmDeletion() }]
            self.init(model.title, status: model.status, actions: delete)
        case .quickEntry(let model):
            self.init(
                "Quick entry",
                actions: [
                    DemoAction("Log a beer") { model.logBeer() },
                    DemoAction("Log a glass of wine") { model.logWine() },
                ])
        case .calculator(let model):
            self.init(
                "Calculator", status: "Total: \(model.total) standard drinks",
                actions: [
                    DemoAction("Add a pint (\(CalculatorModel.pint))") { model.add(CalculatorModel.pint) },
                    DemoAction("Add a shot (\(CalculatorModel.shot))") { model.add(CalculatorModel.shot) },
                    DemoAction("Use the total") { model.useTotal() },
                    DemoAction("Cancel") { model.cancel() },
                ])
        case .customDrink(let model):
            let drink = model.suggestion
            self.init(
                "Custom drink",
                actions: [
                    DemoAction("Save a \(drink.name.lowercased()) (\(drink.amount))") { model.save(drink) },
                    DemoAction("Cancel") { model.cancel() },
                ])
        case .settings(let model):
            self.init(
                "Settings", status: model.status,
                actions: [
                    DemoAction("Toggle the night reminder") { model.toggleNightReminder() },
                    DemoAction("Show every setting") { model.showEverySetting() },
                    DemoAction("Done") { model.done() },
                ])
        case .standardDrinkInfo(let model):
            self.init("Standard drinks", status: model.note, actions: [DemoAction("Got it") { model.gotIt() }])
        }
    }

    init(_ screen: AccountScreen) {
        switch screen {
        case .signIn(let model):
            self.init(
                "Sign in", status: model.reason,
                actions: [
                    DemoAction("Sign in") { model.signIn() },
                    DemoAction("Cancel") { model.cancel() },
                ])
        }
    }
}
