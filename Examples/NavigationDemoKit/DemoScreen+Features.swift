import AccountFeature
import AssetsFeature
import DrinkTrackerFeature
import ExampleInterfaces
import HomeFeature
import IssuesFeature
import LibraryFeature
import RoutineFeature

// What each feature module's screens offer, as the demo prints them: the labels are the
// SwiftUI views' own, and every action calls the model method the view's button calls.
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
                    DemoAction("Toggle large text") { model.largeText.toggle() },
                    DemoAction("Done") { model.done() },
                ])
        case .checkout(let model):
            let confirm = model.canConfirm ? [DemoAction("Confirm") { model.confirm() }] : []
            self.init(model.title, status: model.status, actions: confirm + [DemoAction("Cancel") { model.cancel() }])
        case .borrowed(let model):
            self.init("Borrowed", status: model.status, actions: [DemoAction("Done") { model.done() }])
        }
    }

    init(_ screen: RoutineScreen) {
        switch screen {
        case .today(let model):
            self.init(
                "Today", status: "\(model.steps.count) steps",
                actions: [DemoAction("Start the routine") { model.start() }])
        case .step(let model):
            let next = model.hasNext ? [DemoAction("Next step") { model.next() }] : []
            self.init(model.title, actions: [DemoAction("Start the timer") { model.startTimer() }] + next)
        case .timer(let model):
            self.init(
                model.title, status: model.status,
                actions: [
                    DemoAction("Add a minute") { model.addMinute() },
                    DemoAction("Stop") { model.stop() },
                ])
        }
    }

    init(_ screen: AssetsScreen) {
        switch screen {
        case .list(let model):
            // Rows are `NavigationLink(value:)`s in SwiftUI; the demo pushes the same screen.
            self.init(
                "Assets",
                actions: model.ids.map { id in
                    DemoAction("Open \(model.name(of: id))", link: model.link(to: id)) { model.open(id) }
                })
        case .detail(let model):
            self.init(
                model.title, status: model.status,
                actions: [
                    DemoAction("Link an issue") { await model.linkIssue() },
                    DemoAction("Back to all assets") { model.backToAllAssets() },
                ])
        }
    }

    init(_ screen: IssuesScreen) {
        switch screen {
        case .picker(let model):
            self.init(
                "Pick an issue",
                actions: model.issues.flatMap { issue in
                    [
                        DemoAction("Pick \(issue)") { model.pick(issue) },
                        DemoAction("Read #\(issue.id)") { model.read(issue) },
                    ]
                } + [DemoAction("Cancel") { model.cancel() }])
        case .detail(let model):
            let link = model.issue == nil ? [] : [DemoAction("Link this issue") { model.link() }]
            self.init(model.title, actions: link)
        }
    }

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
                    DemoAction("Toggle the night reminder") { model.remindsAtNight.toggle() },
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
