public import ModularNavigation

extension NavigationClient {
    /// A client for previews and tests that navigates nowhere and answers every request
    /// for a result with `value` at once, whether it shows a destination or asks for
    /// another module's flow (`request(_:mode:expecting:)`).
    ///
    /// A preview of a screen that awaits a flow from another module needs no navigator
    /// and no other module: the flow "finishes" as soon as it is asked for.
    ///
    /// ```swift
    /// #Preview {
    ///     AssetDetailView(model: AssetDetailModel(
    ///         assetID: 7, name: "Pump 7",
    ///         navigationClient: .answering(IssueReference(id: 1, title: "Preview issue"))))
    /// }
    /// ```
    ///
    /// A request for another type of value is answered as cancelled, and `finish(with:)`
    /// is refused, as no flow below awaits anything.
    @MainActor
    public static func answering<Value: Sendable>(_ value: Value) -> NavigationClient {
        NavigationClient(
            navigate: { _, _ in },
            dismiss: {},
            close: {},
            navigateForResult: { _, _, expectation in expectation.accepts(value) ? .finished(value) : .cancelled },
            finish: { _ in .refused(.noPendingResult) },
            screenObject: { _, make in make() },
            requestForResult: { _, _, expectation in expectation.accepts(value) ? .finished(value) : .cancelled }
        )
    }
}
