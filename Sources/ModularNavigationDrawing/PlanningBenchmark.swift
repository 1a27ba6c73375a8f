public import ModularNavigation

/// The planner as the benchmarks measure it, from their package outside this one.
///
/// The drawing machine's API is `package`; this is its one door to the outside, behind
/// an SPI no app imports.
@_spi(Benchmarks) public enum PlanningBenchmark {
    /// How many steps lead from the state on screen to a target
    /// (`TransitionPlanner.steps(from:to:)`, counted).
    public static func stepCount<Route, Tab>(
        from shown: NavigationState<Route, Tab>,
        to target: NavigationState<Route, Tab>
    ) -> Int {
        TransitionPlanner.steps(from: shown, to: target).count
    }
}
