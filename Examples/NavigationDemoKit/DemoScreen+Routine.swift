import RoutineFeature

extension DemoScreen {
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
}
