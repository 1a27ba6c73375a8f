/// A presentation style without its options: the SwiftUI modifier that draws it.
///
/// Each stack view carries one modifier of each kind, and a layer replaces another in
/// place only under the same kind. Derived from ``PresentationStyle`` alone.
@usableFromInline
package enum PresentationKind: Hashable, Sendable, CaseIterable {
    /// `sheet(item:)`.
    case sheet
    /// `fullScreenCover(item:)`.
    case fullScreenCover
    /// `popover(item:)`.
    case popover
    /// `inspector(isPresented:)`.
    case inspector

    /// A gesture of the user's that dismisses a layer.
    package enum DismissGesture: Hashable, Sendable {
        /// Swiping the layer down.
        case swipeDown
        /// Tapping outside the layer.
        case tapOutside
    }

    /// Whether the end of this kind's dismissal is its content's `onDisappear` (a popover
    /// and an inspector have no `onDismiss`), which also runs when a cover hides the
    /// content while the layer stays.
    package var endsWithContentDisappearing: Bool {
        switch self {
        case .popover, .inspector: true
        case .sheet, .fullScreenCover: false
        }
    }
}

extension PresentationStyle {
    /// The SwiftUI modifier that draws this style; options apart.
    @inlinable
    package var kind: PresentationKind {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .inspector: .inspector
        }
    }

    /// Whether a layer in this style has a dismissal gesture of its own the user may use:
    /// one of its ``dismissGestures``, unless its options turn them off.
    package var offersDismissGesture: Bool {
        guard !dismissGestures.isEmpty else { return false }
        switch self {
        case .sheet(let options): return !options.interactiveDismissDisabled
        case .inspector(let options): return !options.interactiveDismissDisabled
        case .fullScreenCover, .popover: return true
        }
    }

    /// The user's own gestures that dismiss a layer of this style where it is drawn,
    /// whatever its options say: the one list SwiftUI's `interactiveDismissDisabled` and
    /// the headless host's gestures both read (through ``offersDismissGesture``).
    ///
    /// A sheet's swipe down, which also dismisses an inspector and a popover (SwiftUI
    /// draws both as sheets in compact width), and a tap outside a popover. A full-screen
    /// cover has none, except where the platform draws it as a sheet (macOS). The state
    /// does not know the width, so it offers what either does.
    package var dismissGestures: Set<PresentationKind.DismissGesture> {
        switch self {
        case .sheet, .inspector: [.swipeDown]
        case .popover: [.tapOutside, .swipeDown]
        case .fullScreenCover:
            PresentationPlatform.current.drawnKind(of: .fullScreenCover) == .sheet ? [.swipeDown] : []
        }
    }

    /// Whether the stack this layer is presented from stays in front of the user: it
    /// does beside an inspector's column, and is covered by every other kind.
    @usableFromInline
    package var leavesPresenterInFront: Bool {
        switch self {
        case .sheet, .fullScreenCover, .popover: false
        case .inspector: true
        }
    }
}
