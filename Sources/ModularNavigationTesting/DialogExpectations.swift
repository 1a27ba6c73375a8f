#if canImport(Testing)
    public import ModularNavigation
    public import Testing

    /// Expects a navigator to show a dialog with this title, and these buttons when given.
    ///
    /// ```swift
    /// expectDialog(navigator, "Delete draft?", buttons: ["Delete", "Keep"])
    /// navigator.perform(.chooseDialogButton(at: 0))
    /// ```
    ///
    /// - Parameters:
    ///   - navigator: The navigator whose open dialog to check.
    ///   - title: The dialog's title.
    ///   - buttons: The button labels in order; not checked when `nil`.
    ///   - sourceLocation: Where a failure is reported: the caller's line.
    @MainActor
    public func expectDialog<Route, Tab>(
        _ navigator: Navigator<Route, Tab>,
        _ title: String,
        buttons: [String]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let dialog = navigator.current.dialog else {
            Issue.record("Expected the dialog \"\(title)\", but none is open", sourceLocation: sourceLocation)
            return
        }
        if dialog.title != title {
            Issue.record("Expected the dialog \"\(title)\", got \"\(dialog.title)\"", sourceLocation: sourceLocation)
        }
        let labels = dialog.buttons.map(\.label)
        if let buttons, labels != buttons {
            Issue.record("Expected the buttons \(buttons), got \(labels)", sourceLocation: sourceLocation)
        }
    }

    /// Expects that no dialog is open.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to check.
    ///   - sourceLocation: Where a failure is reported: the caller's line.
    @MainActor
    public func expectNoDialog<Route, Tab>(
        _ navigator: Navigator<Route, Tab>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let dialog = navigator.current.dialog {
            Issue.record("Expected no dialog, got \"\(dialog.title)\"", sourceLocation: sourceLocation)
        }
    }

    /// Expects that the last call on a recorder presented a dialog with this title.
    ///
    /// - Parameters:
    ///   - title: The dialog's title.
    ///   - recorder: The recorder whose last call to check.
    ///   - sourceLocation: Where a failure is reported: the caller's line.
    @MainActor
    public func expectPresentedDialog<Destination: Sendable>(
        _ title: String,
        by recorder: RecordingNavigationClient<Destination>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .presentDialog(let dialog)? = recorder.calls.last else {
            Issue.record(
                "Expected the dialog \"\(title)\", got \(recorder.calls.last.map { "\($0)" } ?? "no call")",
                sourceLocation: sourceLocation)
            return
        }
        if dialog.title != title {
            Issue.record("Expected the dialog \"\(title)\", got \"\(dialog.title)\"", sourceLocation: sourceLocation)
        }
    }
#endif
