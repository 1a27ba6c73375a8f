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
        /// The root of the layer each modifier last showed: `onDismiss` runs after the
        /// item is already `nil`, and must still name the layer that left.
        @State private var roots = ShownRoots()

        func body(content: Content) -> some View {
            let driver = driver
            let roots = roots
            content
                .sheet(
                    item: binding(isCover: false),
                    onDismiss: { roots.dismissed(isCover: false, driver) },
                    content: presented
                )
                .coverPresentation(
                    item: binding(isCover: true),
                    onDismiss: { roots.dismissed(isCover: true, driver) },
                    content: presented
                )
        }

        /// The layer when it has the wanted kind; the driver decides what a write means.
        private func binding(isCover: Bool) -> Binding<PresentedLayer?> {
            let shown = driver.layer(over: location, isCover: isCover)
            if let shown { roots.remember(shown) }
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

    /// The roots of the layers a presentation modifier showed, one per SwiftUI modifier;
    /// a class, so remembering during `body` is not a state change.
    @MainActor
    final class ShownRoots {
        private var sheet: EntryID?
        private var cover: EntryID?

        func remember(_ layer: PresentedLayer) {
            if layer.isCover { cover = layer.root } else { sheet = layer.root }
        }

        /// Tells the driver that the layer this modifier showed has left.
        func dismissed<Route, Tab>(isCover: Bool, _ driver: TransitionDriver<Route, Tab>) {
            guard let root = isCover ? cover : sheet else { return }
            driver.receive(.dismissed(root))
        }
    }
#endif
