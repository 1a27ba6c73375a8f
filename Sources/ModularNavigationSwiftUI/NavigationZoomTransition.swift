#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    extension View {
        /// Marks this view as the one a screen zooms out of: the screen that `source` names,
        /// when it is pushed or presented as a sheet or a full-screen cover.
        ///
        /// On iOS 18 and later the view is SwiftUI's `matchedTransitionSource(id:in:)` in the
        /// navigator's namespace, and the opened screen is drawn with
        /// `navigationTransition(.zoom(sourceID:in:))`, with nothing to write in the opened
        /// screen's module. Earlier systems, macOS, and a view outside a navigator's views
        /// (a lone preview) draw the view as it is and the screen with the system's push or
        /// presentation.
        ///
        /// ```swift
        /// PhotoCell(photo)
        ///     .navigationTransitionSource(client.transitionSource(for: .photo(id: photo.id)))
        ///     .onTapGesture { client.push(.photo(id: photo.id)) }
        /// ```
        ///
        /// - Parameter source: What ``NavigationClient/transitionSource(for:)`` gives for
        ///   the destination this view opens.
        public func navigationTransitionSource(_ source: AnyHashableSendable) -> some View {
            modifier(TransitionSourceMarker(source: source))
        }

        /// Draws a screen zooming out of its source where the core says it does.
        func zoomTransition(from source: AnyHashableSendable?) -> some View {
            modifier(ZoomedScreen(source: source))
        }
    }

    /// Tells the driver while a marked source is on screen, and marks it for SwiftUI.
    private struct TransitionSourceMarker: ViewModifier {
        let source: AnyHashableSendable
        @Environment(\.navigationNamespace) private var namespace
        @Environment(\.transitionSources) private var sources

        func body(content: Content) -> some View {
            marked(content)
                .onAppear { sources?.appeared(source) }
                .onDisappear { sources?.disappeared(source) }
        }

        @ViewBuilder
        private func marked(_ content: Content) -> some View {
            #if canImport(SwiftUICore) && os(iOS)
                if #available(iOS 18, *), let namespace {
                    content.matchedTransitionSource(id: source, in: namespace)
                } else {
                    content
                }
            #else
                content
            #endif
        }
    }

    /// The opened screen's half of a zoom transition.
    private struct ZoomedScreen: ViewModifier {
        let source: AnyHashableSendable?
        @Environment(\.navigationNamespace) private var namespace

        @ViewBuilder
        func body(content: Content) -> some View {
            #if canImport(SwiftUICore) && os(iOS)
                if #available(iOS 18, *), let namespace, let source {
                    content.navigationTransition(.zoom(sourceID: source, in: namespace))
                } else {
                    content
                }
            #else
                content
            #endif
        }
    }

    /// How a marked source reaches the driver of the navigator it is drawn in.
    struct TransitionSourceRegistry {
        let appeared: @MainActor (AnyHashableSendable) -> Void
        let disappeared: @MainActor (AnyHashableSendable) -> Void

        @MainActor
        init<Route, Tab>(_ driver: TransitionDriver<Route, Tab>) {
            appeared = { [weak driver] in driver?.transitionSourceAppeared($0) }
            disappeared = { [weak driver] in driver?.transitionSourceDisappeared($0) }
        }
    }

    extension EnvironmentValues {
        /// The driver's register of drawn zoom sources; `nil` outside a navigator's views.
        var transitionSources: TransitionSourceRegistry? {
            get { self[AdapterEnvironmentKey<TransitionSourceRegistry>.self] }
            set { self[AdapterEnvironmentKey<TransitionSourceRegistry>.self] = newValue }
        }
    }
#endif
