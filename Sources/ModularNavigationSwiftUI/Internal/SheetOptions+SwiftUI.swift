#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    extension View {
        /// Applies a sheet's options: detents and the selected one, drag indicator,
        /// interactive dismissal, background interaction and corner radius.
        ///
        /// - Parameters:
        ///   - options: The sheet's options.
        ///   - selection: The selected detent, bound to the driver; `nil` when the sheet
        ///     has no detents of its own (the system's large).
        ///   - refusesSwipe: Whether the user may not swipe the sheet away, by its options
        ///     or because a guard would refuse (the core's `userMayDismissLayer`).
        @ViewBuilder
        func sheetOptions(
            _ options: SheetOptions,
            selection: Binding<PresentationDetent>? = nil,
            refusesSwipe: Bool
        ) -> some View {
            let drawn = Group {
                // The core's platform rule: a macOS sheet takes its content's size.
                if !PresentationPlatform.current.drawsSheetDetents {
                    self
                } else if let selection {
                    presentationDetents(options.swiftUIDetents, selection: selection)
                } else {
                    presentationDetents(options.swiftUIDetents)
                }
            }
            drawn
                .presentationDragIndicator(options.dragIndicator.visibility)
                .interactiveDismissDisabled(refusesSwipe)
                .presentationBackgroundInteraction(options.backgroundInteraction.swiftUIInteraction)
                .sheetCornerRadius(options.drawableCornerRadius)
        }

        /// The corner radius when the options set one; the system's otherwise.
        @ViewBuilder
        private func sheetCornerRadius(_ radius: Double?) -> some View {
            if let radius {
                presentationCornerRadius(CGFloat(radius))
            } else {
                self
            }
        }
    }

    extension SheetOptions {
        /// The detents as SwiftUI's (the core's `drawnDetents`: none means large).
        var swiftUIDetents: Set<PresentationDetent> {
            Set(drawnDetents.map(\.swiftUIDetent))
        }
    }

    extension SheetDetent {
        var swiftUIDetent: PresentationDetent {
            switch drawable {
            case .medium: .medium
            case .large: .large
            case .fraction(let fraction): .fraction(CGFloat(fraction))
            case .height(let height): .height(CGFloat(height))
            }
        }
    }

    extension SheetOptions.BackgroundInteraction {
        var swiftUIInteraction: PresentationBackgroundInteraction {
            switch self {
            case .automatic: .automatic
            case .disabled: .disabled
            case .enabled: .enabled
            case .enabledUpThrough(let detent): .enabled(upThrough: detent.swiftUIDetent)
            }
        }
    }

    extension SheetOptions.DragIndicator {
        var visibility: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
#endif
