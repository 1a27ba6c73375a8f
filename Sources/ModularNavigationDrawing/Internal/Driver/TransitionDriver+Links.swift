package import ModularNavigation

/// `NavigationLink(value:)` inside a drawn stack: SwiftUI appends the link's value to the
/// path, and the driver turns it into a push through the navigator.
///
/// The path SwiftUI holds is type-erased (`[AnyHashable]`) so that a link may append the
/// app's route or a module's ``NavigationLinkValue``; the driver's answer replaces the
/// appended value with the navigator's new entry before SwiftUI draws it.
extension TransitionDriver {
    /// The drawn path of a stack, type-erased as the SwiftUI binding holds it.
    package func erasedPath(at location: StackLocation<Tab>) -> [AnyHashable] {
        path(at: location).map(AnyHashable.init)
    }

    /// SwiftUI wrote the type-erased path of a stack.
    ///
    /// Drawn screens followed by one value a link appended is a tapped link: its route is
    /// pushed from the screen that made it (a ``NavigationLinkValue``) when that screen is
    /// on this stack, otherwise from the top of this stack (a bare route, or a value made
    /// elsewhere, such as in another window, whose screen identity means nothing here). A
    /// request no scope answered, or a value that names no route, is ignored and reported.
    /// Any other write is a back gesture, as in ``pathWritten(_:at:)``.
    package func pathWritten(elements: [AnyHashable], at location: StackLocation<Tab>) {
        let entries = elements.prefix { $0.base is NavigationEntry<Route> }.compactMap {
            $0.base as? NavigationEntry<Route>
        }
        guard entries.count < elements.count else {
            pathWritten(entries, at: location)
            return
        }
        slot(at: location).revise()
        let drawn = slot(at: location).stack
        guard let drawn, entries.map(\.id) == drawn.path.map(\.id), elements.count == entries.count + 1 else {
            diagnose(.pathWriteIgnored(written: entries.map(\.id), drawn: drawn?.path.map(\.id) ?? []))
            return
        }
        let value = elements[entries.count]
        let link = value.base as? NavigationLinkValue
        let from = link.flatMap { pushingScreen(of: $0, tappedIn: drawn) } ?? drawn.top.id
        if let request = link?.unansweredRequest {
            navigator.reportUnansweredRequest(request, from: from)
            return
        }
        guard let route = linkedRoute(value.base) else {
            diagnose(.linkValueUnknown(type: String(describing: type(of: value.base))))
            return
        }
        navigator.perform(.push(route, from: from), as: .client(from))
    }

    /// The screen a tapped link value pushes from: the screen that made it when that screen
    /// is on the tapped stack, or gone (so the push is reported as a stale call); `nil`,
    /// the tapped stack's top, for a screen alive on another stack or a value another
    /// navigator made, whose entry ids name other screens.
    private func pushingScreen(of link: NavigationLinkValue, tappedIn stack: NavigationStackState<Route>) -> EntryID? {
        guard let screen = link.screen, link.navigator == ObjectIdentifier(navigator) else { return nil }
        let isGone = navigator.current.position(of: screen) == nil
        return stack.index(of: screen) != nil || isGone ? screen : nil
    }

    /// The route a link's value holds.
    private func linkedRoute(_ value: Any) -> Route? {
        (value as? Route) ?? (value as? NavigationLinkValue)?.route(as: Route.self)
    }
}
