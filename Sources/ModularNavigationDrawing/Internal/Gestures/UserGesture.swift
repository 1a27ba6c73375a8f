package import ModularNavigation

extension NavigationState {
    /// The action a gesture means, or `nil` when it means nothing or comes too late.
    ///
    /// Call it on the live state, with the state the UI was drawing when the user acted.
    /// A gesture becomes an intent about a specific screen:
    /// - a path shortened to a prefix of the drawn path dismisses the first screen that
    ///   left (`.dismiss`); any other write is ignored;
    /// - a dismissed layer (a sheet swiped down, a tap outside its layer) dismisses its
    ///   root screen, and so does the back button of the stack above the tabs' root;
    /// - a sheet dragged to another detent selects that detent in that sheet, unless the
    ///   drawn sheet already rests there (SwiftUI writes the selection back on appearing);
    /// - a tapped tab selects it (re-tapping follows the policy's pop-to-root rule);
    /// - a dialog's tapped button answers that dialog, if it is still the open one;
    /// - a split list's selection is decided by ``listAction(writing:to:in:)``.
    ///
    /// A write from a stale drawing can never remove a newer screen: when the action
    /// would remove a screen that the drawn state does not hold (pushed or presented
    /// after the UI drew), or its screen is already gone, the gesture is ignored. A list's
    /// selection names a route, not a screen: it is the user's newest intent whatever is
    /// drawn, so a tap made while a selection of the code's waits to be drawn keeps the
    /// user's.
    ///
    /// - Parameters:
    ///   - gesture: What SwiftUI reported.
    ///   - drawn: The state the UI had been told to draw.
    ///   - policy: The rules the live state changes under.
    package func intent(
        for gesture: UserGesture<Route, Tab>,
        drawn: NavigationState,
        policy: NavigationPolicy = NavigationPolicy()
    ) -> NavigationAction<Route, Tab>? {
        let action: NavigationAction<Route, Tab>
        switch gesture {
        case .pathChanged(let written, let location):
            guard let first = drawn.firstRemoved(byWriting: written, at: location) else { return nil }
            action = .dismiss(first)
        case .layerDismissed(let root):
            guard drawn.presentations.contains(where: { $0.stack.root.id == root }) || drawn.aboveTabs?.root.id == root
            else { return nil }
            action = .dismiss(root)
        case .detentSelected(let detent, let root):
            guard let sheet = drawn.presentations.first(where: { $0.stack.root.id == root }),
                sheet.style.sheetOptions?.restingDetent != detent
            else { return nil }
            action = .selectDetent(detent, in: root)
        case .tabTapped(let tab):
            action = .tapTab(tab)
        case .dialogAnswered(let id, let button):
            guard drawn.dialog?.id == id else { return nil }
            action = button.map { .chooseDialogButton(at: $0, in: id) } ?? .dismissDialog(id)
        case .listSelected(let route, let list, let tab):
            guard let write = listAction(writing: route, to: list, in: tab),
                screensRemoved(by: write, policy: policy) != nil
            else { return nil }
            return write
        }
        guard let removed = screensRemoved(by: action, policy: policy),
            removed.isSubset(of: drawn.entries.map(\.id))
        else { return nil }
        return action
    }

    /// The screens an action would remove from this state, or `nil` when the rules
    /// refuse it: what a gesture meaning that action may take off the screen.
    package func screensRemoved(
        by action: NavigationAction<Route, Tab>, policy: NavigationPolicy = NavigationPolicy()
    ) -> Set<EntryID>? {
        var after = self
        guard (try? after.perform(action, policy: policy)) != nil else { return nil }
        return Set(entries.map(\.id)).subtracting(after.entries.map(\.id))
    }

    /// What the UI shows after a gesture, given what it was drawing: the gesture has
    /// already happened on screen, whatever the live state makes of it.
    package func afterGesture(_ gesture: UserGesture<Route, Tab>) -> NavigationState {
        var copy = self
        switch gesture {
        case .pathChanged(let written, let location):
            guard firstRemoved(byWriting: written, at: location) != nil else { return self }
            copy.modifyStack(at: location) { $0.path.removeSubrange(written.count...) }
        case .layerDismissed(let root):
            if aboveTabs?.root.id == root {
                // Back from the stack above the tabs takes it and what covers it along.
                copy.modifyTabs { $0.above = nil }
                copy.presentations = []
                copy.dialog = nil
                return copy
            }
            guard let index = presentations.firstIndex(where: { $0.stack.root.id == root }) else { return self }
            copy.presentations.removeSubrange(index...)
            copy.dialog = nil
        case .detentSelected(let detent, let root):
            guard let index = presentations.firstIndex(where: { $0.stack.root.id == root }),
                case .sheet(var options) = presentations[index].style, options.offers(detent)
            else { return self }
            options.selectedDetent = detent
            copy.presentations[index].style = .sheet(options)
        case .tabTapped(let tab):
            // Another tab shows at once, with what selecting it drops (the core's one rule
            // of a tab change); the pops of a re-tap animate as the state's own change.
            guard tab != selectedTab, (try? copy.perform(.selectTab(tab))) != nil else { return self }
        case .dialogAnswered(let id, _):
            // SwiftUI takes an alert away as soon as a button is tapped.
            guard dialog?.id == id else { return self }
            copy.dialog = nil
        case .listSelected:
            // The list draws its highlight itself; the columns follow the state's change.
            return self
        }
        return copy
    }

    /// The first drawn screen a path write removes, when the write keeps a strict
    /// prefix of the drawn path; `nil` for any other write.
    private func firstRemoved(byWriting written: [EntryID], at location: StackLocation<Tab>) -> EntryID? {
        guard let path = stack(at: location)?.path.map(\.id), written.count < path.count,
            path.starts(with: written)
        else { return nil }
        return path[written.count]
    }
}

/// A change the user made through SwiftUI's own controls, as SwiftUI reports it.
///
/// SwiftUI reports gestures by writing the bindings it was given. The adapter turns
/// each write into a gesture, and the core decides what it means with
/// ``NavigationState/intent(for:drawn:policy:)``: the adapter never writes raw state.
package enum UserGesture<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// SwiftUI wrote the path of the stack at a location (back button, back swipe, the
    /// back button's history menu, a tab re-tap).
    case pathChanged([EntryID], at: StackLocation<Tab>)
    /// SwiftUI dismissed the presentation whose root screen has this identity (swipe
    /// down, or the environment's `dismiss`), or the user went back from the root of the
    /// stack above the tabs (its back button).
    case layerDismissed(EntryID)
    /// The user dragged the sheet whose root screen has this identity to rest at another
    /// detent (SwiftUI wrote the `presentationDetents(_:selection:)` binding).
    case detentSelected(SheetDetent, sheet: EntryID)
    /// The user tapped a tab, possibly the selected one again.
    case tabTapped(Tab)
    /// The user tapped a dialog's button (its index from 0), or dismissed the dialog
    /// without one (`nil`: a tap outside a confirmation dialog without a cancel button).
    case dialogAnswered(EntryID, button: Int?)
    /// A split view's list wrote its selection: the user picked a row, or, collapsed,
    /// went back from the column the list opened (SwiftUI writes `nil`). `tab` names the
    /// split view as ``NavigationAction/selectSidebar(_:in:)`` does.
    case listSelected(Route?, in: SplitList, of: Tab?)
}
