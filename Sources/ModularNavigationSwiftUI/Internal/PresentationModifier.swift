#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI

    /// Draws what is presented over a stack: `.sheet` with its options, or the cover.
    ///
    /// Swiping a layer away goes to the driver as a write of `nil`; the documented
    /// `onDismiss` hook, not the content's `onDisappear` (whose timing Apple leaves to
    /// the view type), ends a dismiss step.
    @MainActor
    struct PresentationModifier<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: ViewModifier {
        let driver: TransitionDriver<Route, Tab>
        let location: StackLocation<Tab>
        let builder: DestinationBuilder<Route, Screen>

        func body(content: Content) -> some View {
            let driver = driver
            let location = location
            content
                .sheet(
                    item: binding(isCover: false),
                    onDismiss: { driver.layerDidDismiss(over: location, isCover: false) },
                    content: presented
                )
                .coverPresentation(
                    item: binding(isCover: true),
                    onDismiss: { driver.layerDidDismiss(over: location, isCover: true) },
                    content: presented
                )
        }

        /// The layer when it has the wanted kind; the driver decides what a write means.
        private func binding(isCover: Bool) -> Binding<PresentedLayer?> {
            let shown = driver.layer(over: location, isCover: isCover)
            let driver = driver
            return Binding(
                get: { shown },
                set: { driver.layerWritten($0, shown: shown) }
            )
        }

        @ViewBuilder
        private func presented(_ layer: PresentedLayer) -> some View {
            switch layer.style {
            case .sheet(let options):
                StackView(
                    driver: driver, location: .presented(layer.level), rootMode: .sheet(options), builder: builder
                )
                .sheetOptions(options, refusesSwipe: !driver.allowsSwipingAway(layer.root))
            case .fullScreenCover:
                StackView(
                    driver: driver, location: .presented(layer.level), rootMode: .fullScreenCover, builder: builder
                )
                .interactiveDismissDisabled(!driver.allowsSwipingAway(layer.root))
            }
        }
    }
#endif
