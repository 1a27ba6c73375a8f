public import ModularNavigation
import ModularNavigationDrawing

/// Dialogs on the host's screen: drawn over the visible stack, answered by a tap on a
/// button, and checked against what UIKit cannot do while an alert is up.
extension HeadlessHost {
    /// The dialog on screen, if any.
    public var dialog: PresentedDialog? { drawn.dialog }

    /// Taps a button of the dialog on screen (its index from 0): SwiftUI takes the
    /// dialog away and runs the button's action, which answers it through the navigator.
    ///
    /// The buttons are those drawn: an alert without buttons has one, OK, which
    /// dismisses it without a choice.
    ///
    /// - Parameters:
    ///   - index: The button's position among those drawn, from 0.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether a dialog was on screen, done animating, with such a button.
    @discardableResult public func chooseDialogButton(
        at index: Int, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("chooseDialogButton(at:)", touching: nil, fileID, filePath, line, column) { () throws(HostRefusal) in
            try chooseButton(at: index)
        }
    }

    /// Taps the button of the dialog on screen with this label (OK for an alert drawn
    /// without buttons).
    ///
    /// - Parameters:
    ///   - label: The button's label.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether a dialog was on screen, done animating, with such a button.
    @discardableResult public func chooseDialogButton(
        labeled label: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Bool {
        gesture("chooseDialogButton(labeled:)", touching: nil, fileID, filePath, line, column) {
            () throws(HostRefusal) in
            guard let index = drawn.dialog?.drawnButtons.firstIndex(where: { $0.label == label }) else {
                throw .noSuchControl
            }
            try chooseButton(at: index)
        }
    }

    /// Taps outside the dialog on screen: a confirmation dialog goes, answered by its
    /// cancel button when it has one (SwiftUI runs that button's action) and by none
    /// otherwise; an alert has nothing outside it to tap.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether a confirmation dialog was on screen and done animating.
    @discardableResult public func dismissDialogByTappingOutside(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("dismissDialogByTappingOutside()", touching: nil, fileID, filePath, line, column) {
            () throws(HostRefusal) in
            guard let dialog = drawn.dialog, case .answers(let button) = dialog.tapOutside else { throw .noSuchControl }
            try answer(dialog, with: button)
        }
    }

    /// Taps a drawn button of the dialog on screen.
    private func chooseButton(at index: Int) throws(HostRefusal) {
        guard let dialog = drawn.dialog, case let buttons = dialog.drawnButtons, buttons.indices.contains(index) else {
            throw .noSuchControl
        }
        try answer(dialog, with: buttons[index].answer)
    }

    /// SwiftUI's answer to a tap on the dialog on screen, once it is done animating: it
    /// takes the dialog away and runs the tapped button's action.
    private func answer(_ dialog: PresentedDialog, with button: Int?) throws(HostRefusal) {
        guard !isAnimating(.dialog) else { throw .animating }
        writePresentedFalse(dialog)
        driver.dialogAnswered(dialog.id, button: button)
        render()
    }

    /// Plays SwiftUI's write of `false` to the dialog's `isPresented`.
    ///
    /// SwiftUI writes it as it takes the dialog away, around the button's action; the
    /// adapter answers that write a turn later, as a dismissal without a choice of that
    /// opening (`DialogModifier`). Played here in that order, so the late answer must find
    /// the dialog already answered, and must never reach a dialog that opened after it.
    private func writePresentedFalse(_ dialog: PresentedDialog) {
        schedule(after: .zero) { [weak self] in self?.driver.dialogAnswered(dialog.id, button: nil) }
    }

    /// Animates a dialog coming or going, reports its dismissal, and records what
    /// UIKit would refuse; returns whether the rest of the update may be drawn.
    func renderDialog(from old: NavigationState<Route, Tab>, to new: NavigationState<Route, Tab>) -> Bool {
        // What a dialog is drawn over, by the core's rule: every stack in front.
        let owner = (old.dialog ?? new.dialog)?.screen
        let underChanged = owner.map { old.dialogBackdrop(of: $0) != new.dialogBackdrop(of: $0) } ?? false
        if old.dialog != nil, underChanged {
            fail(.dismissedAndChangedAtOnce, "the screen under \(old.dialog?.id.description ?? "") changed with it up")
        }
        guard old.dialog != new.dialog else { return true }
        if let leaving = old.dialog {
            // UIKit dismisses an alert still coming in once it is in; SwiftUI then draws an
            // update without it, and the adapter reports it.
            let arriving = animations.filter { $0.kind == .dialog && $0.end > now }.map(\.end).max() ?? now
            let end = arriving + random.duration(in: behaviour.animation)
            animations.append(Animation(kind: .dialog, end: end))
            schedule(after: end - now) {}
            send(.dialogDismissed(leaving.id), after: end - now)
        }
        guard let coming = new.dialog else { return true }
        if old.dialog != nil || underChanged || old.presentations.count != new.presentations.count {
            fail(.twoPresentationsAtOnce, "\(coming.id) presented with another change in one update")
        }
        if animations.contains(where: { $0.end > now && $0.kind != .dialog && !isStackAnimation($0) })
            || isAnimating(.dialog) && old.dialog == nil
        {
            fail(.presentedDuringTransition, "\(coming.id) while a layer or dialog is moving at \(now)")
        }
        animate(.dialog)
        return false
    }

    private func isStackAnimation(_ animation: Animation) -> Bool {
        if case .stack = animation.kind { return true }
        return false
    }
}
