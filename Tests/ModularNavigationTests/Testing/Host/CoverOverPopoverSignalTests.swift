import ModularNavigation
import ModularNavigationTesting
import Testing

/// A cover over a popover or an inspector leaves it its dismissal signal.
///
/// Their only end signal is their content's `onDisappear`, which SwiftUI also runs when a
/// cover is presented over it. That early signal is kept, not
/// used up, so the layer's real dismissal, under the cover or after it, still ends its
/// step without waiting for the fallback timer (issue 44, class 8).
@MainActor
@Suite("A cover over a popover or an inspector does not use up its dismissal signal")
struct CoverOverPopoverSignalTests {
    nonisolated private static let kinds: [PresentationStyle] = [.popover(PopoverOptions()), .inspector()]

    private static func timedOut(_ host: HeadlessHost<TestRoute, Never>) -> [String] {
        host.diagnostics.filter { $0.contains("fallback") }
    }

    /// A layer of `style` with a cover over it, drawn.
    private static func covered(_ style: PresentationStyle) -> (
        Navigator<TestRoute, Never>, HeadlessHost<TestRoute, Never>
    ) {
        let navigator = Navigator(StackState(root: .home))
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.list, style: style)
        expectSettled(host)
        navigator.present(.settings, style: .fullScreenCover)
        expectSettled(host)
        return (navigator, host)
    }

    @Test("dismissed together with the cover over it, the layer's step ends with the cover's signal", arguments: kinds)
    func dismissedWithTheCover(style: PresentationStyle) {
        let (navigator, host) = Self.covered(style)
        navigator.perform(.dismissAllPresentations)
        expectSettled(host)
        navigator.present(.picker)
        expectSettled(host)

        #expect(Self.timedOut(host).isEmpty, "\(host.diagnostics)")
        #expect(host.drawn.presentations.map(\.stack.root.route) == [.picker])
    }

    @Test("the cover leaving alone shows the layer again, whose own dismissal then ends its step", arguments: kinds)
    func coverLeavesFirst(style: PresentationStyle) {
        let (navigator, host) = Self.covered(style)
        navigator.dismissPresentation()
        expectSettled(host)
        #expect(host.drawn.presentations.count == 1)

        navigator.dismissPresentation()
        expectSettled(host)
        navigator.present(.picker)
        expectSettled(host)

        #expect(Self.timedOut(host).isEmpty, "\(host.diagnostics)")
        #expect(host.drawn.presentations.map(\.stack.root.route) == [.picker])
    }
}
