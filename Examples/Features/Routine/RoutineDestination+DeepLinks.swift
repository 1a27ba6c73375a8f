public import ModularNavigation

extension RoutineDestination {
    /// Routine's links: today's routine and one step.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<RoutineDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/") { _ in
                .today
            } reverse: {
                $0 == .today ? [:] : nil
            }
            DeepLinkRoute("/steps/:step") {
                .step(try $0.value("step", in: 1...))
            } reverse: {
                guard case .step(let step) = $0 else { return nil }
                return ["step": String(step)]
            }
        }
    }
}
