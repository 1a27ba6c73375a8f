#if canImport(SwiftUI)
    public import SwiftUI

    extension View {
        /// Shows a view in the detail column of the split views below while nothing is
        /// selected.
        ///
        /// A split view's detail column is empty until the user picks an item (and again
        /// after a cleared selection closes it); the placeholder says what to do there.
        /// It is view state only: links, guards and restoration never see it.
        ///
        /// ```swift
        /// NavigationSplitRootView(navigator: navigator) { route, mode, client in
        ///     AppDestinationView(route: route, mode: mode, client: client)
        /// }
        /// .navigationSplitPlaceholder {
        ///     ContentUnavailableView("No Selection", systemImage: "sidebar.left")
        /// }
        /// ```
        ///
        /// - Parameter placeholder: The view the empty detail column shows.
        public func navigationSplitPlaceholder<Placeholder: View>(
            @ViewBuilder _ placeholder: @escaping @MainActor () -> Placeholder
        ) -> some View {
            environment(\.splitDetailPlaceholder, SplitDetailPlaceholder { AnyView(placeholder()) })
        }
    }

    /// The view an app gives the empty detail column, erased so the environment can hold it.
    struct SplitDetailPlaceholder {
        let make: @MainActor () -> AnyView
    }

    extension EnvironmentValues {
        /// The app's placeholder for an empty detail column; `nil` leaves it empty.
        var splitDetailPlaceholder: SplitDetailPlaceholder? {
            get { self[AdapterEnvironmentKey<SplitDetailPlaceholder>.self] }
            set { self[AdapterEnvironmentKey<SplitDetailPlaceholder>.self] = newValue }
        }
    }
#endif
