#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI

    /// A presentation layer as SwiftUI's `item`.
    ///
    /// Its identity is the level, so a layer whose content is replaced in place (the
    /// planner keeps a layer whose kind stays) is not dismissed and presented again.
    struct PresentedLayer: Identifiable, Hashable {
        let level: Int
        let root: EntryID
        let style: PresentationStyle

        var id: Int { level }
    }

    /// Draws what is presented over a stack: `.sheet` with its options, or the cover.
    ///
    /// Swiping a layer away comes back as ``UserGesture/layerDismissed(_:)``; the layer's
    /// disappearance ends a dismiss step.
    @MainActor
    struct PresentationModifier<Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View>: ViewModifier {
        let driver: TransitionDriver<Route, Tab>
        let location: StackLocation<Tab>
        let builder: DestinationBuilder<Route, Screen>

        func body(content: Content) -> some View {
            let summary = driver.slot(at: location).presentation
            let layer = summary.map { PresentedLayer(level: $0.level, root: $0.id, style: $0.style) }
            content
                .sheet(item: binding(layer, isCover: false)) { layer in
                    presented(layer)
                }
                .coverPresentation(item: binding(layer, isCover: true)) { layer in
                    presented(layer)
                }
        }

        /// The layer when it has the wanted kind; a write of `nil` is the user
        /// dismissing it.
        private func binding(_ layer: PresentedLayer?, isCover: Bool) -> Binding<PresentedLayer?> {
            let shown = layer.flatMap { ($0.style == .fullScreenCover) == isCover ? $0 : nil }
            let driver = driver
            return Binding(
                get: { shown },
                set: { newValue in
                    guard newValue == nil, let shown else { return }
                    driver.userDidChange(.layerDismissed(shown.root))
                }
            )
        }

        @ViewBuilder
        private func presented(_ layer: PresentedLayer) -> some View {
            switch layer.style {
            case .sheet(let options):
                StackView(
                    driver: driver, location: .presented(layer.level), rootMode: .sheet(options), builder: builder
                )
                .sheetOptions(options)
                .onDisappear { driver.receive(.dismissed(layer.root)) }
            case .fullScreenCover:
                StackView(
                    driver: driver, location: .presented(layer.level), rootMode: .fullScreenCover, builder: builder
                )
                .onDisappear { driver.receive(.dismissed(layer.root)) }
            }
        }
    }
#endif
