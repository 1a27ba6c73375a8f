#if canImport(UIKit) && !os(watchOS)
    import ModularNavigation
    import UIKit

    extension UISheetPresentationController {
        /// Draws a sheet's options: detents and the selected one, grabber, background
        /// interaction and corner radius.
        func apply(_ options: SheetOptions) {
            detents = options.drawnDetents.map(\.uiKitDetent)
            selectedDetentIdentifier = options.restingDetent?.uiKitIdentifier
            prefersGrabberVisible = options.dragIndicator == .visible
            preferredCornerRadius = options.drawableCornerRadius.map { CGFloat($0) }
            largestUndimmedDetentIdentifier =
                switch options.backgroundInteraction {
                case .automatic, .disabled: nil
                case .enabled: options.drawnDetents.last?.uiKitIdentifier
                case .enabledUpThrough(let detent): detent.uiKitIdentifier
                }
        }
    }

    extension SheetOptions {
        /// The detent of the sheet that UIKit draws with this identifier, as the options
        /// hold it; `nil` for an identifier that is not one of its detents.
        func detent(drawnWith identifier: UISheetPresentationController.Detent.Identifier) -> SheetDetent? {
            drawnDetents.first { $0.uiKitIdentifier == identifier }
        }
    }

    extension SheetDetent {
        /// UIKit's identifier of the detent as it can be drawn; detents that draw alike
        /// share one.
        var uiKitIdentifier: UISheetPresentationController.Detent.Identifier {
            switch drawable {
            case .medium: .medium
            case .large: .large
            case .fraction(let fraction): .init("fraction \(fraction)")
            case .height(let height): .init("height \(height)")
            }
        }

        @MainActor
        var uiKitDetent: UISheetPresentationController.Detent {
            switch drawable {
            case .medium: .medium()
            case .large: .large()
            case .fraction(let fraction):
                .custom(identifier: uiKitIdentifier) { context in
                    MainActor.assumeIsolated { context.maximumDetentValue * CGFloat(fraction) }
                }
            case .height(let height): .custom(identifier: uiKitIdentifier) { _ in CGFloat(height) }
            }
        }
    }
#endif
