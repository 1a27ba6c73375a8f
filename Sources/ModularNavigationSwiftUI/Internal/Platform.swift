#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif
    #if canImport(os)
        import os
    #endif

    // Every platform difference of the adapter lives in this file.

    extension View {
        /// A full-screen cover where the platform has one.
        ///
        /// macOS has no full-screen cover, so there a ``PresentationStyle/fullScreenCover``
        /// is drawn as a sheet.
        @ViewBuilder
        func coverPresentation<Item: Identifiable, Cover: View>(
            item: Binding<Item?>,
            onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Cover
        ) -> some View {
            #if os(macOS)
                sheet(item: item, onDismiss: onDismiss, content: content)
            #else
                fullScreenCover(item: item, onDismiss: onDismiss, content: content)
            #endif
        }
    }

    extension View {
        /// Calls `action` when this view has finished appearing.
        ///
        /// With UIKit, that is `viewDidAppear`, after a push or presentation animation
        /// ends, so the next planned step does not start while UIKit is still
        /// animating. Elsewhere it is `onAppear`.
        func onFinishedAppearing(_ action: @escaping @MainActor () -> Void) -> some View {
            #if canImport(UIKit) && !os(watchOS)
                background(AppearanceProbe(didAppear: action))
            #else
                onAppear(perform: action)
            #endif
        }
    }

    #if canImport(UIKit) && !os(watchOS)
        /// An invisible view controller that reports its `viewDidAppear`; UIKit forwards
        /// appearance to it from the screen that hosts it.
        @MainActor
        private struct AppearanceProbe: UIViewControllerRepresentable {
            let didAppear: @MainActor () -> Void

            func makeUIViewController(context: Context) -> ProbeController {
                let controller = ProbeController()
                controller.didAppear = didAppear
                return controller
            }

            func updateUIViewController(_ controller: ProbeController, context: Context) {
                controller.didAppear = didAppear
            }

            final class ProbeController: UIViewController {
                var didAppear: (@MainActor () -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.isUserInteractionEnabled = false
                    view.backgroundColor = .clear
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    didAppear?()
                }
            }
        }
    #endif

    /// Where the adapter reports what its driver survives but should not happen.
    enum AdapterLog {
        /// Logs a diagnostic in debug builds; release builds stay quiet.
        @MainActor
        static func report(_ diagnostic: TransitionDiagnostic) {
            #if DEBUG && canImport(os)
                Logger(subsystem: "ModularNavigation", category: "adapter")
                    .warning("\(diagnostic.description, privacy: .public)")
            #endif
        }
    }
#endif
