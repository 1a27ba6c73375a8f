import ModularNavigation
import ModularNavigationDrawing

#if canImport(Testing)
    import Testing
#endif

/// What the user may touch now, asked by every gesture of the host before it acts, and
/// what a refused gesture reports.
extension HeadlessHost {
    /// The parts of the screen a gesture touches.
    enum Control {
        /// The screen the user sees: its controls, links, back button and edge swipe.
        case screen
        /// The top presentation layer: its swipe down, a tap outside it, its detents.
        case layer
        /// The tab bar.
        case tabBar
        /// A split view's lists and its collapsed back button.
        case columns
        /// The minimized flow's overlay, drawn above the layout.
        case overlay
    }

    /// Why the user may not touch a control now, or `nil` when the touch reaches it:
    /// the one rule every host gesture asks first.
    func refusal(touching control: Control) -> HostRefusal? {
        if drawn.takesEveryTouch { return .dialogShown }
        let layerMoving = animations.contains(where: isLayerAnimation)
        switch control {
        case .screen, .layer:
            return isBusyUnderFinger ? .animating : nil
        case .tabBar:
            guard drawn.tabs != nil else { return .noSuchControl }
            // The stack above the tabs covers them until it has slid away.
            if drawn.isTabBarCovered || leavingAbove != nil { return .covered }
            return layerMoving ? .animating : nil
        case .columns:
            guard let (tab, _) = drawn.shownSplit else { return .noSuchControl }
            // The core's rules, for the lists and the back button alike: only layers that
            // leave the columns in front (an inspector), or what is behind them in reach (a
            // sheet with background interaction), may be up.
            guard drawn.isInFront(.sidebarColumn(in: tab)) || drawn.layersLeaveBackgroundInReach else {
                return .covered
            }
            return layerMoving ? .animating : nil
        case .overlay:
            guard drawn.minimized != nil else { return .noSuchControl }
            // Above the tabs and every base stack, it is covered only by a presented layer.
            guard drawn.tappableMinimizedRoot != nil else { return .covered }
            return isBusyUnderFinger ? .animating : nil
        }
    }

    /// Runs a gesture that the test expects may be refused, and returns why it was, or
    /// `nil` when it went through; the refusal records no test failure.
    ///
    /// ```swift
    /// #expect(host.refusal { host.swipeDownSheet() } == .disabled)
    /// ```
    @discardableResult public func refusal(_ gesture: () -> Bool) -> HostRefusal? {
        let failing = refusalsFailTests
        refusalsFailTests = false
        defer { refusalsFailTests = failing }
        lastRefusal = nil
        return gesture() ? nil : lastRefusal
    }

    /// Carries out a gesture a test called: the one path of every host gesture.
    ///
    /// It records where the test called it, asks ``refusal(touching:)`` about the control
    /// the gesture touches (none for a dialog's buttons, which check the dialog
    /// themselves), and runs `body`, which throws the refusal of a control that is not
    /// there or is turned off. A refusal is recorded under the gesture's name.
    ///
    /// The caller's place comes as the four values a public gesture takes by default, so
    /// that each gesture hands them on as they are.
    ///
    /// - Returns: Whether the gesture went through, what every gesture returns.
    func gesture(
        _ name: String, touching control: Control?, _ fileID: String, _ filePath: String, _ line: Int, _ column: Int,
        _ body: () throws(HostRefusal) -> Void
    ) -> Bool {
        calledFrom = CallerPlace(fileID: fileID, filePath: filePath, line: line, column: column)
        do throws(HostRefusal) {
            if let control, let refusal = refusal(touching: control) { throw refusal }
            try body()
            return true
        } catch {
            return refuse(error, name)
        }
    }

    /// Records why a gesture was refused, and fails the running test unless it
    /// tolerates refusals; returns `false`, what the gesture returns.
    private func refuse(_ refusal: HostRefusal, _ gesture: String) -> Bool {
        lastRefusal = refusal
        lastGesture = "HeadlessHost.\(gesture)"
        #if canImport(Testing)
            if refusalsFailTests {
                Issue.record(
                    "HeadlessHost.\(gesture) was refused: .\(refusal.caseName) (\(refusal))\n\(tree)",
                    sourceLocation: calledFrom.map {
                        SourceLocation(fileID: $0.fileID, filePath: $0.filePath, line: $0.line, column: $0.column)
                    } ?? #_sourceLocation)
            }
        #endif
        return false
    }
}

/// Where a test called a host gesture, so that a refusal's failure points at the test's
/// line rather than at the host.
struct CallerPlace {
    let fileID: String
    let filePath: String
    let line: Int
    let column: Int
}
