#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Routine destination: the view of its screen's model.
    @MainActor
    public struct RoutineDestinationView: View {
        let screen: RoutineScreen

        public var body: some View {
            switch screen {
            case .today(let model): TodayView(model: model)
            case .step(let model): StepView(model: model)
            case .timer(let model): TimerView(model: model)
            }
        }
    }

    @MainActor
    extension RoutineDestination {
        /// Routine's builder: the view of each of its screens.
        public static func liveBuilder(plan: RoutinePlan = .live) -> DestinationBuilder<
            RoutineDestination, RoutineDestinationView
        > {
            { destination, _, client in RoutineDestinationView(screen: screen(destination, client: client, plan: plan))
            }
        }
    }

    #if DEBUG
        #Preview("A step, with a client that does nothing") {
            NavigationStack {
                RoutineDestination.liveBuilder()(.step(2), .push, .noop)
            }
        }
    #endif

    /// Today's routine: its steps, and a button into the first.
    @MainActor
    struct TodayView: View {
        let model: TodayModel

        var body: some View {
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

    /// One step: time it, or go on.
    @MainActor
    struct StepView: View {
        let model: StepModel

        var body: some View {
            List {
                Button("Start the timer", action: model.startTimer)
                if model.hasNext {
                    Button("Next step", action: model.next)
                }
            }
            .navigationTitle(model.title)
        }
    }

    /// The full-screen timer.
    @MainActor
    struct TimerView: View {
        let model: TimerModel

        var body: some View {
            VStack(spacing: 24) {
                Text(model.status).font(.largeTitle.monospacedDigit())
                Button("Add a minute", action: model.addMinute)
                Button("Stop", role: .cancel, action: model.stop)
            }
            .navigationTitle(model.title)
        }
    }
#endif
