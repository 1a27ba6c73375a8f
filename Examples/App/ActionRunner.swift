public import ExampleInterfaces
import ModularNavigation

extension ExampleApp {
    /// Performs a screen action and returns once navigation has settled: the action has
    /// finished, or it is waiting for a flow it presented to hand back a value.
    ///
    /// An action that awaits a result keeps running in its task; the caller carries on
    /// (the user picks an issue, say) and the action finishes when the flow does.
    /// Nothing here waits on a clock: the main actor runs the action until it returns
    /// or suspends, and the signal it sends then is what this function waits for.
    ///
    /// - Returns: The task running the action, for callers that want to await its end.
    @discardableResult
    public func perform(_ action: ScreenAction) async -> Task<Void, Never> {
        let (signals, signal) = AsyncStream.makeStream(of: Void.self)
        let observer = navigator.addEventObserver { _ in signal.yield() }
        defer { navigator.removeEventObserver(observer) }
        let task = Task { @MainActor in
            await action.perform()
            signal.yield()
        }
        for await _ in signals { break }
        // A flow that finished with a value resumes its awaiting action right after the
        // dismissal that signalled us; one turn of the main actor lets it run first.
        await Task.yield()
        return task
    }
}
