#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// The delegate of one presented layer's presentation controller: whether the user
    /// may swipe it away, that the user did, and where the user dragged a sheet.
    ///
    /// UIKit calls `presentationControllerDidDismiss` only for the user's own dismissal,
    /// never for a `dismiss` from code, so it is the user's gesture and nothing else.
    @MainActor
    final class PresentationDelegate: NSObject, UISheetPresentationControllerDelegate,
        UIPopoverPresentationControllerDelegate
    {
        let shouldDismiss: @MainActor () -> Bool
        let willDismiss: @MainActor (UIPresentationController) -> Void
        let didDismiss: @MainActor () -> Void
        let detentChanged: @MainActor (UISheetPresentationController.Detent.Identifier?) -> Void

        init(
            shouldDismiss: @escaping @MainActor () -> Bool,
            willDismiss: @escaping @MainActor (UIPresentationController) -> Void = { _ in },
            didDismiss: @escaping @MainActor () -> Void,
            detentChanged: @escaping @MainActor (UISheetPresentationController.Detent.Identifier?) -> Void = { _ in }
        ) {
            self.shouldDismiss = shouldDismiss
            self.willDismiss = willDismiss
            self.didDismiss = didDismiss
            self.detentChanged = detentChanged
        }

        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            shouldDismiss()
        }

        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            willDismiss(presentationController)
        }

        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            didDismiss()
        }

        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) {
            detentChanged(sheetPresentationController.selectedDetentIdentifier)
        }
    }
#endif
