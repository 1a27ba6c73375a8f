extension DeepLinkTarget {
    /// A presented stack the link should show.
    @usableFromInline
    package struct Presentation: Hashable, Sendable {
        /// How the stack is presented.
        @usableFromInline package var style: PresentationStyle
        /// The route of the presented stack's root.
        @usableFromInline package var root: Route
        /// The routes pushed on the presented root, bottom first.
        @usableFromInline package var path: [Route]
    }

    /// The routes of a base stack the link should show.
    @usableFromInline
    package struct Stack: Hashable, Sendable {
        /// A new root route, or `nil` to keep the stack's root.
        @usableFromInline package var root: Route?
        /// The routes pushed on the root, bottom first.
        @usableFromInline package var path: [Route]
    }

    /// The selections of a split view a link should show, column by column.
    @usableFromInline
    package struct Split: Hashable, Sendable {
        /// The sidebar item to select; `nil` selects nothing, so the sidebar shows alone.
        @usableFromInline package var selection: Route?
        /// The content column's item in a three-column layout; `nil` selects none.
        @usableFromInline package var contentSelection: Route?
        /// The routes pushed on the detail stack, bottom first.
        @usableFromInline package var detailPath: [Route]
    }

    /// What a relative target adds over whatever the user is looking at.
    @usableFromInline
    package enum OnTop: Hashable, Sendable {
        /// Routes pushed on the visible stack, bottom first: the topmost presentation's, or
        /// the base stack's when nothing is presented.
        case push([Route])
        /// A stack presented over the visible stack, keeping what is presented already.
        case present(Presentation)
    }

    package init(tab: Tab? = nil, stack: Stack? = nil, presentations: [Presentation] = []) {
        self.tab = tab
        self.split = nil
        self.stack = stack
        self.presentations = presentations
        self.aboveTabs = nil
        self.onTop = nil
    }
}
