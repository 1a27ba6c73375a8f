#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
    #endif
    #if canImport(os)
        import os
    #endif

    // Every platform difference of the adapter lives in this file.

    extension View {
        /// Presents the layers of one kind as the platform has that kind.
        ///
        /// The core's `PresentationPlatform` says which kind a platform draws a layer as
        /// (a cover is a sheet on macOS); elsewhere SwiftUI itself adapts a popover or an
        /// inspector to a sheet in compact width. The switch is exhaustive, so a new kind
        /// must say here how it is drawn.
        @ViewBuilder
        func layerPresentation<Layer: View>(
            _ kind: PresentationKind,
            item: Binding<PresentedLayer?>,
            onDismiss: @escaping () -> Void,
            @ViewBuilder content: @escaping (PresentedLayer) -> Layer
        ) -> some View {
            switch PresentationPlatform.current.drawnKind(of: kind) {
            case .sheet:
                sheet(item: item, onDismiss: onDismiss, content: content)
            case .fullScreenCover:
                #if os(macOS)
                    // Never reached: the platform rule draws a cover as a sheet on macOS.
                    sheet(item: item, onDismiss: onDismiss, content: content)
                #else
                    fullScreenCover(item: item, onDismiss: onDismiss, content: content)
                #endif
            case .popover:
                #if os(tvOS) || os(watchOS)
                    sheet(item: item, onDismiss: onDismiss, content: content)
                #else
                    let options = item.wrappedValue?.style.popoverOptions ?? PopoverOptions()
                    // `popover(item:)` has no `onDismiss`, so the content's `onDisappear` ends
                    // the dismissal: a popover's content leaves only with the popover (or with
                    // the sheet it adapted to), and the signal ends only a step that awaits
                    // that popover's dismissal.
                    popover(
                        item: item, attachmentAnchor: options.attachmentAnchor.swiftUIAnchor,
                        arrowEdge: options.arrowEdge.swiftUIEdge
                    ) { value in
                        content(value).onDisappear { onDismiss() }
                    }
                #endif
            case .inspector:
                #if os(tvOS) || os(watchOS)
                    sheet(item: item, onDismiss: onDismiss, content: content)
                #else
                    modifier(InspectorPresentation(item: item, onDismiss: onDismiss, content: content))
                #endif
            }
        }

        /// The inspector column's width where the platform has one; the system's when the
        /// options name none.
        @ViewBuilder
        func inspectorWidth(_ options: InspectorOptions) -> some View {
            #if os(tvOS) || os(watchOS)
                self
            #else
                if let widths = options.drawableWidths {
                    inspectorColumnWidth(
                        min: widths.min.map { CGFloat($0) }, ideal: CGFloat(widths.ideal),
                        max: widths.max.map { CGFloat($0) })
                } else {
                    self
                }
            #endif
        }
    }

    #if !os(tvOS) && !os(watchOS)
        /// `inspector(isPresented:)` holds a flag, not an item, and has no `onDismiss`.
        ///
        /// The flag reads whether there is an item and a write of `false` writes `nil`, so
        /// the driver hears the user's close as it hears a sheet's swipe. The last item is
        /// kept while the column slides away, so the leaving content still has its layer,
        /// and its `onDisappear` ends the dismissal, as a popover's does.
        private struct InspectorPresentation<Item: Identifiable, Inspector: View>: ViewModifier {
            let item: Binding<Item?>
            let onDismiss: (() -> Void)?
            let content: (Item) -> Inspector
            @State private var leaving: Item?

            func body(content base: Content) -> some View {
                let item = item
                base.inspector(
                    isPresented: Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
                ) {
                    if let shown = item.wrappedValue ?? leaving {
                        content(shown).onDisappear {
                            leaving = nil
                            onDismiss?()
                        }
                    }
                }
                .onChange(of: item.wrappedValue?.id, initial: true) {
                    if let shown = item.wrappedValue { leaving = shown }
                }
            }
        }
    #endif

    extension PopoverOptions.Anchor {
        /// The anchor as SwiftUI's; a value from data that cannot be drawn is the bounds.
        var swiftUIAnchor: PopoverAttachmentAnchor {
            switch drawable {
            case .bounds: .rect(.bounds)
            case .point(let x, let y): .point(UnitPoint(x: CGFloat(x), y: CGFloat(y)))
            case .rect(let x, let y, let width, let height):
                .rect(.rect(CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))))
            }
        }
    }

    extension PopoverOptions.ArrowEdge {
        var swiftUIEdge: Edge {
            switch self {
            case .top: .top
            case .leading: .leading
            case .bottom: .bottom
            case .trailing: .trailing
            }
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
        private struct AppearanceProbe: UIViewControllerRepresentable {
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

    extension View {
        /// Reports a tap on the tab that is already selected, by its index, through
        /// UIKit's tab bar delegate where there is one.
        ///
        /// The fallback for a `TabView` that does not call its selection setter on a
        /// re-tap (reported to on iOS 14–17, unconfirmed on iOS 18); elsewhere it does
        /// nothing, and the setter is the only path.
        func onTabReselected(_ action: @escaping @MainActor (Int) -> Void) -> some View {
            #if canImport(UIKit) && !os(watchOS)
                // Once it has appeared, the probe finds the enclosing `UITabBarController` and
                // puts a forwarding delegate in front of SwiftUI's own.
                background(AppearanceProbe { TabReselectionProxy.install(above: $0, onReselect: action) })
            #else
                self
            #endif
        }
    }

    #if canImport(UIKit) && !os(watchOS)
        /// Forwards every delegate call to SwiftUI's own delegate, and reports a tap on the
        /// selected tab before it.
        @MainActor
        private final class TabReselectionProxy: NSObject, UITabBarControllerDelegate {
            nonisolated(unsafe) static var key: UInt8 = 0
            nonisolated(unsafe) private weak var original: (any UITabBarControllerDelegate)?
            private var onReselect: @MainActor (Int) -> Void

            /// Puts a proxy in front of the delegate of the tab bar controller above a
            /// view controller, or gives the one already there the latest action.
            static func install(above controller: UIViewController, onReselect: @escaping @MainActor (Int) -> Void) {
                guard let tabs = controller.tabBarController else { return }
                if let proxy = tabs.delegate as? TabReselectionProxy {
                    proxy.onReselect = onReselect
                    return
                }
                let proxy = TabReselectionProxy(original: tabs.delegate, onReselect: onReselect)
                // The delegate is weak: the tab bar controller keeps its proxy alive.
                objc_setAssociatedObject(tabs, &key, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                tabs.delegate = proxy
            }

            init(original: (any UITabBarControllerDelegate)?, onReselect: @escaping @MainActor (Int) -> Void) {
                self.original = original
                self.onReselect = onReselect
                super.init()
            }

            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
                -> Bool
            {
                if viewController === tabBarController.selectedViewController,
                    let index = tabBarController.viewControllers?.firstIndex(of: viewController)
                {
                    onReselect(index)
                }
                return original?.tabBarController?(tabBarController, shouldSelect: viewController) ?? true
            }

            nonisolated override func responds(to selector: Selector!) -> Bool {
                super.responds(to: selector) || original?.responds(to: selector) == true
            }

            nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
                original?.responds(to: selector) == true ? original : super.forwardingTarget(for: selector)
            }
        }
    #endif

    /// Where the adapter reports what its driver survives but should not happen.
    enum AdapterLog {
        /// Logs a diagnostic in debug builds; release builds stay quiet.
        @MainActor
        static func report(_ diagnostic: TransitionDiagnostic) {
            report(diagnostic.description)
        }

        /// Logs a misuse in debug builds; release builds stay quiet.
        @MainActor
        static func report(_ message: String) {
            #if DEBUG && canImport(os)
                Logger(subsystem: "ModularNavigation", category: "adapter")
                    .warning("\(message, privacy: .public)")
            #endif
        }
    }

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
