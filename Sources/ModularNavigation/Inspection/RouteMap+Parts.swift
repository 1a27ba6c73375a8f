extension RouteMap {
    /// How a screen was shown.
    public enum Mode: String, Hashable, Comparable, Sendable, CaseIterable, Codable {
        /// The root of a stack: the app's, or a tab's.
        case root
        /// Pushed on a stack.
        case push
        /// In a sheet.
        case sheet
        /// In a full-screen cover.
        case fullScreenCover
        /// In a popover.
        case popover
        /// In an inspector.
        case inspector
        /// Shown by selecting its tab.
        case tab
        /// Above the tabs, hiding the tab bar.
        case aboveTabs
        /// In a split view's column, by a selection.
        case splitColumn

        /// The mode of a presentation style.
        public init(_ style: PresentationStyle) {
            switch style {
            case .sheet: self = .sheet
            case .fullScreenCover: self = .fullScreenCover
            case .popover: self = .popover
            case .inspector: self = .inspector
            }
        }

        /// Whether the screen starts a flow that must offer a way back: a presentation
        /// or a stack above the tabs.
        public var startsFlow: Bool {
            switch self {
            case .sheet, .fullScreenCover, .popover, .inspector, .aboveTabs: true
            case .root, .push, .tab, .splitColumn: false
            }
        }

        public static func < (lhs: Mode, rhs: Mode) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// How a screen was left.
    public enum WayBack: String, Hashable, Comparable, Sendable, CaseIterable, Codable {
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

        public static func < (lhs: WayBack, rhs: WayBack) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// A screen kind shown from another.
    public struct Transition: Hashable, Comparable, Sendable {
        /// The kind the user was on; `nil` when nothing was on screen before.
        public var from: ScreenKind?
        /// The kind shown.
        public var to: ScreenKind
        /// How it was shown.
        public var mode: Mode

        /// Creates a transition.
        public init(from: ScreenKind?, to: ScreenKind, mode: Mode) {
            self.from = from
            self.to = to
            self.mode = mode
        }

        public static func < (lhs: Transition, rhs: Transition) -> Bool {
            (lhs.from?.name ?? "", lhs.to.name, lhs.mode) < (rhs.from?.name ?? "", rhs.to.name, rhs.mode)
        }
    }

    /// A pattern of the link table and the screen it opens.
    public struct Link: Hashable, Comparable, Sendable {
        /// The normalized pattern, with its mount prefix.
        public var pattern: String
        /// The kind of the screen on top after the link applies, or `nil` when the route
        /// refused the sample values.
        public var kind: ScreenKind?
        /// How that screen shows.
        public var mode: Mode?
        /// A path that opens the link, its parameters filled with sample values; `nil`
        /// when none built a value.
        public var samplePath: String?
        /// The sample route the link built, to learn module names from; not compared.
        var sampleRoute: (any Sendable)?

        public static func == (lhs: Link, rhs: Link) -> Bool {
            (lhs.pattern, lhs.kind, lhs.mode) == (rhs.pattern, rhs.kind, rhs.mode)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pattern)
        }

        public static func < (lhs: Link, rhs: Link) -> Bool { lhs.pattern < rhs.pattern }
    }

    /// A module's request for another module's screen, and the kind that answers it.
    public struct Request: Hashable, Comparable, Sendable {
        /// The asking module (the first segment of its screens' kinds).
        public var asker: String
        /// The request's case path, as ``ScreenKind`` names it.
        public var request: String
        /// The kind of the screen that answers it, or `nil` when nothing does.
        public var answer: ScreenKind?

        /// Creates a request.
        public init(asker: String, request: String, answer: ScreenKind?) {
            self.asker = asker
            self.request = request
            self.answer = answer
        }

        public static func < (lhs: Request, rhs: Request) -> Bool {
            (lhs.asker, lhs.request, lhs.answer?.name ?? "") < (rhs.asker, rhs.request, rhs.answer?.name ?? "")
        }
    }
}
