package import ModularNavigation

/// The steps on their way to the screen: the one running, the ones after it, and the
/// state the UI has been told to draw.
///
/// A pure value that the SwiftUI adapter owns and advances; it holds no timers and
/// does no UI, so every rule about ordering is tested on Linux:
/// - ``retarget(_:)`` plans from what is drawn to a new target, replacing the steps not
///   yet started; a running step is never interrupted;
/// - ``receive(_:)`` ends the running step only on the signal it awaits;
/// - ``timeOut(_:)`` ends it when the adapter's fallback bound passes, but only if the
///   same step is still running;
/// - ``userDidChange(_:)`` records what a gesture already changed on screen.
///
/// After each call the adapter draws ``shown``; when a call returns a ``Transition``,
/// the adapter restarts its fallback for that ticket.
///
/// ```swift
/// var queue = TransitionQueue(showing: navigator.state)
/// if let running = queue.retarget(navigator.state) { startFallback(running.ticket) }
/// draw(queue.shown)
/// ```
package struct TransitionQueue<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// A step that was handed to the UI, with a ticket that names this handing.
    package struct Transition: Hashable, Sendable {
        /// Grows by one for every step started; a stale fallback carries an old ticket.
        package let ticket: Int
        /// The step being shown.
        package let step: TransitionStep<Route, Tab>
    }

    /// The state the UI has been told to draw: the running step's state, or the settled one.
    package private(set) var shown: NavigationState<Route, Tab>
    /// The state the queue is heading to.
    package private(set) var target: NavigationState<Route, Tab>
    /// The step the UI is animating, waiting for its signal.
    package private(set) var running: Transition?
    /// The steps after the running one.
    package var remaining: ArraySlice<TransitionStep<Route, Tab>> { plan[next...] }
    /// The plan being run, and the index of its next step: taking a step moves the
    /// index instead of shifting every later step forward.
    private var plan: [TransitionStep<Route, Tab>] = []
    private var next = 0
    private var lastTicket = 0

    /// Creates a queue for a UI that already draws a state.
    package init(showing state: NavigationState<Route, Tab>) {
        self.shown = state
        self.target = state
    }

    /// Whether the UI shows the target and nothing is running.
    package var isSettled: Bool { running == nil && remaining.isEmpty }

    /// Heads to a new target, replacing the steps not yet started.
    ///
    /// The plan starts from what is drawn. A running step goes on; the new plan starts
    /// where it ends.
    ///
    /// - Returns: The step started now, when none was running.
    @discardableResult package mutating func retarget(_ target: NavigationState<Route, Tab>) -> Transition? {
        self.target = target
        plan = TransitionPlanner.steps(from: shown, to: target)
        next = 0
        if remaining.isEmpty, shown.drawsSame(as: target) { shown = target }
        guard running == nil else { return nil }
        return startNext()
    }

    /// Ends the running step if this is the signal it awaits, and starts the next.
    ///
    /// - Returns: The step started now, if any.
    @discardableResult package mutating func receive(_ signal: TransitionSignal) -> Transition? {
        guard let running, running.step.awaits == signal else { return nil }
        self.running = nil
        return startNext()
    }

    /// Ends the running step when the fallback for its ticket fires, and starts the
    /// next; a fallback for a step that already ended does nothing.
    ///
    /// - Returns: The step started now, if any.
    @discardableResult package mutating func timeOut(_ ticket: Int) -> Transition? {
        guard let running, running.ticket == ticket else { return nil }
        self.running = nil
        return startNext()
    }

    /// Records a change the user already made on screen (a back swipe, a sheet swiped
    /// away, a tab tapped), so the next plan starts from what is really drawn.
    ///
    /// A dismissed layer is still sliding away when SwiftUI reports it (the
    /// environment's `dismiss` writes `nil` as the animation starts, a tab tap takes the
    /// layers over the old tab along), so it becomes the running step, awaiting the
    /// lowest leaving layer's ``TransitionSignal/dismissed(_:)``: nothing is presented
    /// over a layer still leaving. It takes the place of a running step, whose
    /// screen the user could touch only once it had stopped moving.
    ///
    /// Call ``retarget(_:)`` afterwards with the navigator's state, whether or not the
    /// gesture changed it.
    ///
    /// - Returns: The dismissal step started now, if the gesture dismissed layers or
    ///   answered a dialog.
    @discardableResult package mutating func userDidChange(_ gesture: UserGesture<Route, Tab>) -> Transition? {
        let before = shown
        shown = shown.afterGesture(gesture)
        if let answered = before.dialog, shown.dialog == nil,
            shown.presentations.count == before.presentations.count
        {
            // The dialog the user answered is on its way out; nothing presents until it is gone.
            lastTicket += 1
            let step = TransitionStep(kind: .dismissDialog, state: shown, awaits: .dialogDismissed(answered.id))
            running = Transition(ticket: lastTicket, step: step)
            return running
        }
        // A swiped-away layer, or the layers a tab tap took along; or the stack above
        // the tabs, gone back from, with the layers over it.
        let kept = shown.presentations.count
        if let above = before.aboveTabs?.root.id, shown.aboveTabs == nil {
            lastTicket += 1
            let step = TransitionStep(kind: .update, state: shown, awaits: .dismissed(above))
            running = Transition(ticket: lastTicket, step: step)
            return running
        }
        guard kept < before.presentations.count else {
            // The screen the running step awaits left with the gesture: a push UIKit had
            // not drawn yet when the user's own pop, started before it, took it along.
            // That screen never appears, so the step ends here rather than by its fallback.
            guard case .appeared(let awaited)? = running?.step.awaits, !shown.contains(awaited) else { return nil }
            running = nil
            return startNext()
        }
        let root = before.presentations[kept].stack.root.id
        lastTicket += 1
        let step = TransitionStep(kind: .dismiss(fromLevel: kept + 1), state: shown, awaits: .dismissed(root))
        running = Transition(ticket: lastTicket, step: step)
        return running
    }

    /// Starts the next step that awaits a signal; steps that finish at once are drawn
    /// together with it (the planner only puts one last).
    private mutating func startNext() -> Transition? {
        while next < plan.count {
            let step = plan[next]
            next += 1
            shown = step.state
            if step.awaits != nil {
                lastTicket += 1
                running = Transition(ticket: lastTicket, step: step)
                return running
            }
        }
        return nil
    }
}
