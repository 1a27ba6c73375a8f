#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif

    extension View {
        /// Calls `action` when this view has finished appearing.
        ///
        /// With UIKit, that is `viewDidAppear`, after a push or presentation animation
        /// ends, so the next planned step does not start while UIKit is still
        /// animating. Elsewhere it is `onAppear`.
        func onFinishedAppearing(_ action: @escaping @MainActor () -> Void) -> some View {
            #if canImport(UIKit) && !os(watchOS)
                background(AppearanceProbe { _ in action() })
            #else
                onAppear(perform: action)
            #endif
        }
    }

    #if canImport(UIKit) && !os(watchOS)
        /// An invisible view controller that reports its `viewDidAppear`, with itself;
        /// UIKit forwards appearance to it from the screen that hosts it, and from there
        /// it can reach the controllers around it.
        @MainActor
        struct AppearanceProbe: UIViewControllerRepresentable {
            let didAppear: @MainActor (UIViewController) -> Void

            func makeUIViewController(context: Context) -> ProbeController {
                let controller = ProbeController()
                controller.didAppear = didAppear
                return controller
            }

            func updateUIViewController(_ controller: ProbeController, context: Context) {
                controller.didAppear = didAppear
            }

            final class ProbeController: UIViewController {
                var didAppear: (@MainActor (UIViewController) -> Void)?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.isUserInteractionEnabled = false
                    view.backgroundColor = .clear
                }

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    didAppear?(self)
                }
            }
        }
    #endif
#endif
