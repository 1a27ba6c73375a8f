package import ModularNavigation

extension RouteMap {
    /// How a screen was shown: the kind of presentation comes from `PresentationStyle`,
    /// so a new kind needs no case here.
    package enum Mode: Hashable, Comparable, Sendable {
        /// The root of a stack: the app's, or a tab's.
        case root
        /// Pushed on a stack.
        case push
        /// Presented, in this kind of layer.
        case presented(PresentationKind)
        /// Shown by selecting its tab.
        case tab
        /// Above the tabs, hiding the tab bar.
        case aboveTabs
        /// In a split view's column, by a selection.
        case splitColumn

        /// The mode of a presentation style.
        package init(_ style: PresentationStyle) {
            self = .presented(style.kind)
        }

        /// Whether the screen starts a flow that must offer a way back: a presentation
        /// or a stack above the tabs.
        package var startsFlow: Bool {
            switch self {
            case .presented, .aboveTabs: true
            case .root, .push, .tab, .splitColumn: false
            }
        }

        /// The name the exports print, such as `push`, `sheet` or `aboveTabs`.
        package var name: String {
            switch self {
            case .root: "root"
            case .push: "push"
            case .presented(let kind): String(describing: kind)
            case .tab: "tab"
            case .aboveTabs: "aboveTabs"
            case .splitColumn: "splitColumn"
            }
        }

        package static func < (lhs: Mode, rhs: Mode) -> Bool { lhs.order < rhs.order }

        /// Roots and pushes first, then the presentations in the styles' order.
        private var order: Int {
            switch self {
            case .root: 0
            case .push: 1
            case .presented(let kind): 2 + (PresentationKind.allCases.firstIndex(of: kind) ?? 0)
            case .tab: 2 + PresentationKind.allCases.count
            case .aboveTabs: 3 + PresentationKind.allCases.count
            case .splitColumn: 4 + PresentationKind.allCases.count
            }
        }
    }

    /// How a screen was left.
    package enum WayBack: String, Hashable, Comparable, Sendable, CaseIterable {
        /// Popped by code: a back button of the app's own, `pop`, a client's `dismiss()`.
        case pop
        /// Popped by the user through SwiftUI's own controls (the back swipe or button).
        case backSwipe
        /// Dismissed: by code (`dismiss()`, `close()`, a new tab selection), or by the
        /// user through a control that is no swipe (a tap outside a popover, the back
        /// button of the stack above the tabs).
        case dismiss
        /// Swiped down by the user.
        case swipeDown
        /// Dismissed because its flow finished with a value.
        case finish

        package static func < (lhs: WayBack, rhs: WayBack) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// A screen kind shown from another.
    package struct Transition: Hashable, Comparable, Sendable {
        /// The kind the user was on; `nil` when nothing was on screen before.
        package var from: ScreenKind?
        /// The kind shown.
        package var to: ScreenKind
        /// How it was shown.
        package var mode: Mode

        /// Creates a transition.
        package init(from: ScreenKind?, to: ScreenKind, mode: Mode) {
            self.from = from
            self.to = to
            self.mode = mode
        }

        package static func < (lhs: Transition, rhs: Transition) -> Bool {
            (lhs.from?.name ?? "", lhs.to.name, lhs.mode) < (rhs.from?.name ?? "", rhs.to.name, rhs.mode)
        }
    }

    /// A pattern of the link table and the screen it opens.
    package struct Link: Hashable, Comparable, Sendable {
        /// The normalized pattern, with its mount prefix.
        package var pattern: String
        /// The kind of the screen on top after the link applies, or `nil` when the route
        /// refused the sample values.
        package var kind: ScreenKind?
        /// How that screen shows.
        package var mode: Mode?
        /// A path that opens the link, its parameters filled with sample values; `nil`
        /// when none built a value.
        package var samplePath: String?
        /// The sample route the link built, to learn module names from; not compared.
        var sampleRoute: (any Sendable)?

        package static func == (lhs: Link, rhs: Link) -> Bool {
            (lhs.pattern, lhs.kind, lhs.mode) == (rhs.pattern, rhs.kind, rhs.mode)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(pattern)
        }

        package static func < (lhs: Link, rhs: Link) -> Bool { lhs.pattern < rhs.pattern }
    }

    /// A module's request for another module's screen, and the kind that answers it.
    package struct Request: Hashable, Comparable, Sendable {
        /// The asking module (the first segment of its screens' kinds).
        package var asker: String
        /// The request's case path, as ``ScreenKind`` names it.
        package var request: String
        /// The kind of the screen that answers it, or `nil` when nothing does.
        package var answer: ScreenKind?

        /// Creates a request.
        package init(asker: String, request: String, answer: ScreenKind?) {
            self.asker = asker
            self.request = request
            self.answer = answer
        }

        package static func < (lhs: Request, rhs: Request) -> Bool {
            (lhs.asker, lhs.request, lhs.answer?.name ?? "") < (rhs.asker, rhs.request, rhs.answer?.name ?? "")
        }
    }
}
