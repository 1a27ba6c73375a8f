#if canImport(SwiftUI)
    public import SwiftUI

    /// When iOS 26's tab bar shrinks out of the way of the content.
    public enum NavigationTabBarMinimizing: Hashable, Sendable {
        /// As the system decides.
        case automatic
        /// Never: the tab bar keeps its size.
        case never
        /// When the user scrolls the content down.
        case onScrollDown
        /// When the user scrolls the content up.
        case onScrollUp
    }

    /// iOS 26's additions to a tab bar, which a ``NavigationTabView`` draws where they exist.
    struct NavigationTabBars {
        var accessory: AnyView?
        var minimizing: NavigationTabBarMinimizing?
    }

    extension NavigationTabView {
        /// Shows a view above the tab bar, such as a player's controls, on iOS 26.
        ///
        /// SwiftUI's `tabViewBottomAccessory`: it sits above the tab bar, or inline with it
        /// while the bar is minimized. Earlier systems and macOS draw no accessory.
        ///
        /// ```swift
        /// NavigationTabView(navigator: navigator, tabModels: models) { route, mode, client in
        ///     AppDestinationView(route: route, mode: mode, client: client)
        /// }
        /// .tabBarAccessory { NowPlayingBar() }
        /// ```
        ///
        /// - Parameter accessory: The accessory's content.
        public func tabBarAccessory(@ViewBuilder _ accessory: () -> some View) -> Self {
            var view = self
            view.bars.accessory = AnyView(accessory())
            return view
        }

        /// Says when the tab bar minimizes, on iOS 26; earlier systems and macOS keep it
        /// as it is.
        ///
        /// - Parameter minimizing: When the tab bar shrinks, such as `.onScrollDown`.
        public func tabBarMinimizing(_ minimizing: NavigationTabBarMinimizing) -> Self {
            var view = self
            view.bars.minimizing = minimizing
            return view
        }
    }

    extension View {
        /// Applies what iOS 26's tab bar adds, where the SDK and the system have it.
        @ViewBuilder
        func navigationTabBars(_ bars: NavigationTabBars) -> some View {
            // FoundationModels marks the iOS 26 SDK, where these exist; the accessory is iOS only.
            #if canImport(FoundationModels) && os(iOS)
                if #available(iOS 26, *) {
                    accessory(bars.accessory).tabBarMinimizeBehavior(bars.minimizing?.swiftUI ?? .automatic)
                } else {
                    self
                }
            #else
                self
            #endif
        }

        #if canImport(FoundationModels) && os(iOS)
            @available(iOS 26, *)
            @ViewBuilder
            private func accessory(_ accessory: AnyView?) -> some View {
                if let accessory {
                    tabViewBottomAccessory { accessory }
                } else {
                    self
                }
            }
        #endif
    }

    #if canImport(FoundationModels) && os(iOS)
        @available(iOS 26, *)
        extension NavigationTabBarMinimizing {
            /// SwiftUI's behaviour for this value.
            var swiftUI: TabBarMinimizeBehavior {
                switch self {
                case .automatic: .automatic
                case .never: .never
                case .onScrollDown: .onScrollDown
                case .onScrollUp: .onScrollUp
                }
            }
        }
    #endif
#endif
