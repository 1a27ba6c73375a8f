#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI

    // The one place the adapter draws each presentation kind as its platform has it.

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
#endif
