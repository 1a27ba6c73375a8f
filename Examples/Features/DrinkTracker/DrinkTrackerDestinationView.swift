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
            { destination, _, client in DrinkTrackerDestinationView(screen: screen(destination, client: client, log: log)) }
        }
    }

    #if DEBUG
        #Preview("Main screen, with a client that does nothing") {
            NavigationStack {
                DrinkTrackerDestination.liveBuilder(log: DrinkLog())(.main, .root, .noop)
            }
        }
    #endif
#endif
