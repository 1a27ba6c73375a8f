#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// Each Routine screen draws its model; `RoutineDestination.screen(_:client:…)` makes it.
    extension RoutineScreen: View {
        public var body: some View {
            switch self {
            case .today(let model):
                #if canImport(UIKit)
                    // Drawn in UIKit, inside the SwiftUI stack: the module's one view controller.
                    RoutineTodayView(model: model).navigationTitle("Today")
                #else
                    todayList(model)
                #endif
            case .step(let model):
                VStack(spacing: 16) {
                    Button("Start the timer", action: model.startTimer)
                    if model.hasNext { Button("Next step", action: model.next) }
                }
                .navigationTitle(model.title)
            case .timer(let model):
                // Full screen: the only way out is Stop.
                VStack(spacing: 24) {
                    Text(model.status).font(.largeTitle.monospacedDigit())
                    Button("Add a minute", action: model.addMinute)
                    Button("Stop", role: .cancel, action: model.stop)
                }
            }
        }

        /// Today's routine as a SwiftUI list, where there is no UIKit (macOS).
        private func todayList(_ model: TodayModel) -> some View {
            ScrollViewReader { proxy in
                List {
                    Section("\(model.steps.count) steps") {
                        ForEach(Array(model.steps.enumerated()), id: \.offset) { index, name in
                            Text("\(index + 1). \(name)").id(index)
                        }
                    }
                    Button("Start the routine", action: model.start)
                }
                .onScrollToTop { withAnimation { proxy.scrollTo(0, anchor: .top) } }
            }
            .navigationTitle("Today")
        }
    }

    #if DEBUG
        #Preview("A step, with a client that does nothing") {
            NavigationStack {
                RoutineDestination.screen(.step(2), client: .noop)
            }
        }
    #endif
#endif
