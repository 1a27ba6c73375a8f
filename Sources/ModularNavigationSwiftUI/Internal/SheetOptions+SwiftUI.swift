#if canImport(SwiftUI)
    import ModularNavigation
    import SwiftUI

    extension View {
        /// Applies a sheet's options: detents, drag indicator and interactive dismissal.
        ///
        /// - Parameters:
        ///   - options: The sheet's options.
        ///   - refusesSwipe: Whether a guard would refuse the dismissal, so the swipe is
        ///     turned off whatever the options say.
        func sheetOptions(_ options: SheetOptions, refusesSwipe: Bool = false) -> some View {
            presentationDetents(options.swiftUIDetents)
                .presentationDragIndicator(options.dragIndicator.visibility)
                .interactiveDismissDisabled(options.interactiveDismissDisabled || refusesSwipe)
        }
    }

    extension SheetOptions {
        /// The detents as SwiftUI's; no detents means the system default, large.
        var swiftUIDetents: Set<PresentationDetent> {
            guard !detents.isEmpty else { return [.large] }
            return Set(detents.map(\.swiftUIDetent))
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

    extension SheetDragIndicator {
        var visibility: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
#endif
