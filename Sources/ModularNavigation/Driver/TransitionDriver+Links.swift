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
    /// pushed from the screen that made it (a ``NavigationLinkValue``), or from the top of
    /// this stack (a bare route). A value that names no route is ignored and reported. Any
    /// other write is a back gesture, as in ``pathWritten(_:at:)``.
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
        guard let (route, screen) = linkedRoute(value.base) else {
            diagnose(.linkValueUnknown(type: String(describing: type(of: value.base))))
            return
        }
        let from = screen ?? drawn.top.id
        navigator.propose(.push(route, from: from), source: .client(from))
    }

    /// The route a link's value holds, with the screen that made it when known.
    private func linkedRoute(_ value: Any) -> (Route, EntryID?)? {
        if let route = value as? Route { return (route, nil) }
        guard let link = value as? NavigationLinkValue, let route = link.route(as: Route.self) else { return nil }
        return (route, link.screen)
    }
}
