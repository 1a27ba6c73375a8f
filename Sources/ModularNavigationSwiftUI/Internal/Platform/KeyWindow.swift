#if canImport(SwiftUI)
    import SwiftUI

    extension View {
        /// Calls `action` when this view's window becomes the key window, where SwiftUI
        /// says so (macOS, with `controlActiveState`); elsewhere the scene phase is the
        /// only signal of which window the user works in.
        func onWindowBecameKey(_ action: @escaping @MainActor () -> Void) -> some View {
            #if os(macOS)
                modifier(KeyWindowProbe(action: action))
            #else
                self
            #endif
        }
    }

    #if os(macOS)
        @MainActor
        private struct KeyWindowProbe: ViewModifier {
            @Environment(\.controlActiveState) private var state
            let action: @MainActor () -> Void

            func body(content: Content) -> some View {
                content.onChange(of: state, initial: true) { _, state in
                    if state == .key { action() }
                }
            }
        }
    #endif
#endif
