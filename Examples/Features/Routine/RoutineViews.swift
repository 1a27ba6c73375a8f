#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

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
