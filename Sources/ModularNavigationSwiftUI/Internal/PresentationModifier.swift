#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// Draws what is presented over a stack: `.sheet` with its options, the cover,
    /// `.popover` at its anchor, or `.inspector` beside it.
    ///
    /// Swiping a layer away (or tapping outside a popover) goes to the driver as a write
    /// of `nil`; the documented `onDismiss` hook, not the content's `onDisappear` (whose
    /// timing Apple leaves to the view type), ends a dismiss step. A popover or an
    /// inspector in compact width is shown by SwiftUI as a sheet; the state still says
    /// popover or inspector.
    @MainActor
    struct PresentationModifier<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: ViewModifier {
        let driver: TransitionDriver<Route, Tab>
        /// The stack the layers hang over; `nil` for the root view, which draws the layer
        /// presented over the app.
        let location: StackLocation<Tab>?
        let builder: DestinationBuilder<Route, Screen>

        func body(content: Content) -> some View {
            content
                .layerPresentation(.sheet, item: binding(.sheet), onDismiss: dismissed(.sheet), content: presented)
                .layerPresentation(
                    .fullScreenCover, item: binding(.fullScreenCover), onDismiss: dismissed(.fullScreenCover),
                    content: presented
                )
                .layerPresentation(
                    .popover, item: binding(.popover), onDismiss: dismissed(.popover), content: presented
                )
                .layerPresentation(
                    .inspector, item: binding(.inspector), onDismiss: dismissed(.inspector), content: presented)
        }

        /// Ends the dismissal of a layer of a kind, as SwiftUI reports it.
        private func dismissed(_ kind: PresentationKind) -> () -> Void {
            let driver = driver
            let location = location
            return { driver.layerDidDismiss(over: location, kind: kind) }
        }

        /// The layer when it has the wanted kind; the driver decides what a write means.
        private func binding(_ kind: PresentationKind) -> Binding<PresentedLayer?> {
            let shown = driver.layer(over: location, kind: kind)
            let driver = driver
            return Binding(
                get: { shown },
                set: { driver.layerWritten($0, shown: shown) }
            )
        }

        @ViewBuilder
        private func presented(_ layer: PresentedLayer) -> some View {
            let stack = StackView(driver: driver, location: .presented(layer.level), layer: layer, builder: builder)
                .zoomTransition(from: driver.zoomSource(of: layer))
            let refusesSwipe = !driver.allowsSwipingAway(layer.root)
            switch layer.style {
            case .sheet(let options):
                stack.sheetOptions(
                    options, selection: detentSelection(of: layer, options: options), refusesSwipe: refusesSwipe)
            case .fullScreenCover, .popover:
                stack.interactiveDismissDisabled(refusesSwipe)
            case .inspector(let options):
                stack.inspectorWidth(options).interactiveDismissDisabled(refusesSwipe)
            }
        }

        /// The sheet's detent as `presentationDetents(_:selection:)` reads it; a drag
        /// writes the detent back to the driver as the sheet's own value.
        private func detentSelection(of layer: PresentedLayer, options: SheetOptions) -> Binding<PresentationDetent>? {
            guard let resting = options.restingDetent else { return nil }
            let driver = driver
            return Binding(
                get: { resting.swiftUIDetent },
                set: { written in
                    // The written value says only where the sheet is drawn; the core's rule
                    // says which detent that means, none when it already rests there.
                    guard let drawn = options.detents.first(where: { $0.swiftUIDetent == written }),
                        let detent = options.detent(drawnAs: drawn)
                    else { return }
                    driver.detentWritten(detent, in: layer)
                }
            )
        }
    }
#endif
