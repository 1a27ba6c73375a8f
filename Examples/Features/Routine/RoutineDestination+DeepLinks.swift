public import ModularNavigation

extension RoutineDestination {
    /// Routine's links: today's routine and one step.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<RoutineDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .today)
            DeepLinkRoute("/steps/:step", in: 1...) {
                .step($0)
            } reverse: {
                if case .step(let step) = $0 { step } else { nil }
            }
        }
    }
}
