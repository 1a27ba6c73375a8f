public import ModularNavigation

extension EntryID {
    /// An identity from a number, for tests that name screens: `EntryID(3)` is `#3`.
    ///
    /// Apps never make identities; the navigator hands them out. They are numbered in
    /// order: a fresh state numbers its roots from `#0` (tab by tab, in tab order), and
    /// every screen shown after that takes the next number, never reused. So in a state
    /// made with five tabs, the first screen pushed is `#5`. A negative number gives `#0`.
    ///
    /// ```swift
    /// let navigator = Navigator(root: Route.home)   // #0 home
    /// navigator.push(.detail(7))                    // #1 detail
    /// #expect(navigator.topStack.top.id == EntryID(1))
    /// ```
    public init(_ number: Int) {
        self.init(rawValue: UInt64(clamping: number))
    }
}
