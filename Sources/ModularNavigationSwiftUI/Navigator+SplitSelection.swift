#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    extension Navigator {
        /// A binding for a split view sidebar's `List(selection:)`, whose rows are
        /// tagged with the routes they open.
        ///
        /// Reading it observes the selection alone, so a push in the detail does not
        /// redraw the list. Writing goes through the view drawing the navigator, as
        /// SwiftUI's own bindings do, to the navigator's rules as the user's change;
        /// `nil` from a collapsed split view's back button is going back from the
        /// detail root.
        ///
        /// ```swift
        /// List(shelves, selection: navigator.sidebarSelectionBinding) { shelf in
        ///     Text(shelf.name).tag(AppRoute.library(.shelf(shelf.id)))
        /// }
        /// ```
        public var sidebarSelectionBinding: Binding<Route?> {
            Binding(get: { self.splitSelection }, set: { self.listWrote(sidebar: $0) })
        }

        /// A binding for the content column's `List(selection:)` in a three-column
        /// split view; see ``sidebarSelectionBinding``.
        public var contentSelectionBinding: Binding<Route?> {
            Binding(get: { self.contentSelection }, set: { self.listWrote(content: $0) })
        }

        /// A binding for the sidebar's `List(selection:)` of the split view a tab holds;
        /// reads and writes as ``sidebarSelectionBinding`` does, for that tab's split
        /// view.
        ///
        /// ```swift
        /// List(shelves, selection: navigator.sidebarSelectionBinding(in: .library)) { shelf in
        ///     Text(shelf.name).tag(AppRoute.library(.shelf(shelf.id)))
        /// }
        /// ```
        ///
        /// - Parameter tab: The tab whose split view the list belongs to.
        public func sidebarSelectionBinding(in tab: Tab) -> Binding<Route?> {
            Binding(get: { self.splitSelection(in: tab) }, set: { self.listWrote(sidebar: $0, in: tab) })
        }

        /// A binding for the content column's `List(selection:)` of the three-column
        /// split view a tab holds; see ``sidebarSelectionBinding(in:)``.
        ///
        /// - Parameter tab: The tab whose split view the list belongs to.
        public func contentSelectionBinding(in tab: Tab) -> Binding<Route?> {
            Binding(get: { self.contentSelection(in: tab) }, set: { self.listWrote(content: $0, in: tab) })
        }

    }
#endif
