#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    extension EnvironmentValues {
        /// The namespace of the navigator drawing this view, shared by all of its screens.
        ///
        /// Zoom transitions (iOS 18's `matchedTransitionSource(id:in:)` and
        /// `navigationTransition(.zoom(sourceID:in:))`) need one namespace seen by the
        /// screen that opens and the screen that is opened; each root view of the adapter
        /// makes one per navigator. `nil` outside a navigator's views.
        public var navigationNamespace: Namespace.ID? {
            get { self[NavigationNamespaceKey.self] }
            set { self[NavigationNamespaceKey.self] = newValue }
        }

        /// The zoom transition source of the screen this view belongs to.
        ///
        /// Equal to what ``NavigationClient/transitionSource(for:)`` gave the view that
        /// opened the screen; `nil` outside a navigator's screens.
        public var navigationTransitionSource: AnyHashableSendable? {
            get { self[NavigationTransitionSourceKey.self] }
            set { self[NavigationTransitionSourceKey.self] = newValue }
        }
    }

    /// Written by hand rather than with `@Entry`, which needs the iOS 18 SDK.
    private struct NavigationNamespaceKey: EnvironmentKey {
        static let defaultValue: Namespace.ID? = nil
    }

    /// Written by hand rather than with `@Entry`, which needs the iOS 18 SDK.
    private struct NavigationTransitionSourceKey: EnvironmentKey {
        static let defaultValue: AnyHashableSendable? = nil
    }

    /// Owns a navigator's namespace and hands it to every screen below, sheets included.
    struct NavigationNamespaceOwner: ViewModifier {
        @Namespace private var namespace

        func body(content: Content) -> some View {
            content.environment(\.navigationNamespace, namespace)
        }
    }
#endif
