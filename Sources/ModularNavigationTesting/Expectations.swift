#if canImport(Testing)
    public import ModularNavigation
    public import Testing

    // One-line expectations for users' tests. Each takes the caller's source location, so
    // a failure points at the line in the user's test, not at this file.

    /// Expects that the last call on a recorder pushed `destination`.
    @MainActor
    public func expectPushed<Destination: Equatable & Sendable>(
        _ destination: Destination,
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectLastCall(.navigate(destination, .push), on: recorder, sourceLocation: sourceLocation)
    }

    /// Expects that the last call on a recorder showed `destination`: pushed or
    /// presented it, awaiting a result or not, in `mode` when one is given.
    ///
    /// ```swift
    /// model.showSettings()
    /// expectPresented(.settings, by: recorder)            // any mode
    /// expectPresented(.settings, .sheet(), by: recorder)  // exactly as a default sheet
    /// ```
    @MainActor
    public func expectPresented<Destination: Equatable & Sendable>(
        _ destination: Destination,
        _ mode: NavigationMode? = nil,
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let last = recorder.calls.last else {
            Issue.record("Expected \(destination) shown, but no navigation happened", sourceLocation: sourceLocation)
            return
        }
        guard let shown = last.shown, shown.destination == destination, mode.map({ $0 == shown.mode }) ?? true else {
            let expected = mode.map { "\(destination) shown as \($0)" } ?? "\(destination) shown"
            Issue.record("Expected \(expected), got \(last)", sourceLocation: sourceLocation)
            return
        }
    }

    /// Expects that the last call on a recorder asked the app for another module's
    /// screen with `request`, awaiting a result or not, in `mode` when one is given.
    ///
    /// ```swift
    /// detail.showDeliveryAddresses()
    /// expectRequested(.deliveryAddresses, by: recorder)
    /// ```
    @MainActor
    public func expectRequested<Destination: RequestingDestination & Sendable>(
        _ request: Destination.Request,
        _ mode: NavigationMode? = nil,
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let last = recorder.calls.last?.requested, last.request == AnyHashableSendable(request),
            mode.map({ $0 == last.mode }) ?? true
        else {
            let expected = mode.map { "request \(request) as \($0)" } ?? "request \(request)"
            let got = recorder.calls.last.map { "\($0)" } ?? "no navigation"
            Issue.record("Expected \(expected), got \(got)", sourceLocation: sourceLocation)
            return
        }
    }

    /// Expects that the last call on a recorder was `NavigationClient.dismiss()`.
    @MainActor
    public func expectDismissed<Destination: Equatable & Sendable>(
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectLastCall(.dismiss, on: recorder, sourceLocation: sourceLocation)
    }

    /// Expects that the last call on a recorder was `NavigationClient.close()`.
    @MainActor
    public func expectClosed<Destination: Equatable & Sendable>(
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectLastCall(.close, on: recorder, sourceLocation: sourceLocation)
    }

    /// Expects that nothing was called on a recorder.
    @MainActor
    public func expectNoNavigation<Destination: Equatable & Sendable>(
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if !recorder.calls.isEmpty {
            Issue.record("Expected no navigation, got \(recorder.calls)", sourceLocation: sourceLocation)
        }
    }

    /// Expects a navigator's state to print as `tree` (see `NavigationState.treeDescription`).
    ///
    /// ```swift
    /// expectTree(navigator, """
    ///     main
    ///       #0 home
    ///       #1 detail(7)
    ///     """)
    /// ```
    @MainActor
    public func expectTree<Route, Tab>(
        _ navigator: Navigator<Route, Tab>,
        _ tree: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = navigator.state.treeDescription
        if actual != tree {
            Issue.record(
                "Navigation tree differs.\nExpected:\n\(tree)\nActual:\n\(actual)", sourceLocation: sourceLocation)
        }
    }

    @MainActor
    private func expectLastCall<Destination: Equatable & Sendable>(
        _ expected: RecordingNavigationClient<Destination>.Call,
        on recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation
    ) {
        guard let last = recorder.calls.last else {
            Issue.record("Expected \(expected), but no navigation happened", sourceLocation: sourceLocation)
            return
        }
        if last != expected {
            Issue.record("Expected \(expected), got \(last)", sourceLocation: sourceLocation)
        }
    }
#endif
