extension TransitionDriver {
    /// The driver's queue, for the debug overlay.
    ///
    /// It holds what is drawn, the step running and the steps waiting; `nil` before the
    /// driver starts.
    package var inspectedQueue: TransitionQueue<Route, Tab>? { queue }
}
