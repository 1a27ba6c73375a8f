#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
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
        /// List(shelves, selection: navigator.sidebarSelectionBinding()) { shelf in
        ///     Text(shelf.name).tag(AppRoute.library(.shelf(shelf.id)))
        /// }
        /// ```
        ///
        /// - Parameter tab: The tab whose split view the list belongs to; `nil` for the
        ///   app's split view, or else the selected tab's.
        public func sidebarSelectionBinding(in tab: Tab? = nil) -> Binding<Route?> {
            Binding(get: { self.splitSelection(in: tab) }, set: { self.listWrote(sidebar: $0, in: tab) })
        }

        /// A binding for the content column's `List(selection:)` in a three-column
        /// split view; see ``sidebarSelectionBinding(in:)``.
        ///
        /// - Parameter tab: The tab whose split view the list belongs to, as for the
        ///   sidebar's binding.
        public func contentSelectionBinding(in tab: Tab? = nil) -> Binding<Route?> {
            Binding(get: { self.contentSelection(in: tab) }, set: { self.listWrote(content: $0, in: tab) })
        }
    }
#endif
