#if canImport(SwiftUI)
    import ModularNavigation
    import ModularNavigationDrawing
    import SwiftUI

    /// Draws the dialog over a stack with `.alert` or `.confirmationDialog`, from the
    /// driver's slot; only the visible stack's slot ever holds one.
    ///
    /// A tapped button goes to the driver as an answer naming the dialog's opening; the
    /// driver reports its dismissal when SwiftUI draws an update without it.
    @MainActor
    struct DialogModifier<Route: Hashable & Sendable, Tab: Hashable & Sendable>: ViewModifier {
        let driver: TransitionDriver<Route, Tab>
        let location: StackLocation<Tab>

        func body(content: Content) -> some View {
            let dialog = driver.dialog(over: location)
            let driver = driver
            content
                .alert(
                    dialog?.title ?? "",
                    isPresented: isPresented(dialog, as: .alert),
                    presenting: dialog,
                    actions: buttons,
                    message: message
                )
                .confirmationDialog(
                    dialog?.title ?? "",
                    isPresented: isPresented(dialog, as: .confirmationDialog),
                    titleVisibility: .visible,
                    presenting: dialog,
                    actions: buttons,
                    message: message
                )
                .onChange(of: dialog?.id) { old, new in
                    if let old, old != new { driver.dialogDidDismiss(old) }
                }
        }

        /// Whether SwiftUI shows the dialog in this style.
        ///
        /// SwiftUI writes `false` when the dialog goes away, and runs a tapped button's
        /// action around the same time, in an order it does not document. The write is
        /// answered on the next turn as "dismissed without a choice", so a button's
        /// answer always lands first and the late dismissal finds nothing to answer.
        private func isPresented(_ dialog: PresentedDialog?, as style: PresentedDialog.Style) -> Binding<Bool> {
            let driver = driver
            return Binding(
                get: { dialog?.style == style },
                set: { shown in
                    guard !shown, let dialog else { return }
                    Task { @MainActor in driver.dialogAnswered(dialog.id, button: nil) }
                }
            )
        }

        @ViewBuilder
        private func buttons(_ dialog: PresentedDialog) -> some View {
            let driver = driver
            ForEach(Array(dialog.drawnButtons.enumerated()), id: \.offset) { _, button in
                Button(button.label, role: button.role?.buttonRole) {
                    driver.dialogAnswered(dialog.id, button: button.answer)
                }
            }
        }

        @ViewBuilder
        private func message(_ dialog: PresentedDialog) -> some View {
            if let message = dialog.message { Text(message) }
        }
    }

    extension DialogButtonRole {
        /// SwiftUI's role for this button.
        fileprivate var buttonRole: ButtonRole {
            switch self {
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }
#endif
