import ModularNavigation
import ModularNavigationTesting
import Testing

// A compile-time check: if a public value type stops being Sendable, this file stops
// compiling. The test only exists so the suite lists the check.

private func requireSendable<T: Sendable>(_: T.Type) {}

@Suite("Sendable")
struct SendableTests {
    @Test("public value types stay Sendable")
    func publicValuesAreSendable() {
        requireSendable(EntryID.self)
        requireSendable(NavigationEntry<TestRoute>.self)
        requireSendable(NavigationStackState<TestRoute>.self)
        requireSendable(NavigationPresentation<TestRoute>.self)
        requireSendable(NavigationTabs<TestRoute, TestTab>.self)
        requireSendable(NavigationState<TestRoute, TestTab>.self)
        requireSendable(StackLocation<TestTab>.self)
        requireSendable(PresentationStyle.self)
        requireSendable(SheetOptions.self)
        requireSendable(SheetDetent.self)
        requireSendable(SheetOptions.DragIndicator.self)
        requireSendable(SheetOptions.BackgroundInteraction.self)
        requireSendable(PopoverOptions.self)
        requireSendable(PopoverOptions.Anchor.self)
        requireSendable(PopoverOptions.ArrowEdge.self)
        requireSendable(PresentedLayer.self)
        requireSendable(NavigationAction<TestRoute, TestTab>.self)
        requireSendable(NavigationEvent<TestRoute, TestTab>.self)
        requireSendable(NavigationError.self)
        requireSendable(NavigationPolicy.self)
        requireSendable(NavigationMode.self)
        requireSendable(NavigationResult<Int>.self)
        requireSendable(ResultExpectation.self)
        requireSendable(NavigationResult<any Sendable>.self)
        requireSendable(NavigationClient<TestRoute>.self)
        requireSendable(AnyHashableSendable.self)
        requireSendable(NavigationDialog<Int>.self)
        requireSendable(DialogButton<Int>.self)
        requireSendable(DialogButtonRole.self)
        requireSendable(PresentedDialog.Style.self)
        requireSendable(EntryID.self)
        requireSendable(PresentedDialog.self)
        requireSendable(RecordingNavigationClient<TestRoute>.Call.self)
        requireSendable(Navigator<TestRoute, TestTab>.self)
        requireSendable(NavigationRegistration.self)
    }
}
