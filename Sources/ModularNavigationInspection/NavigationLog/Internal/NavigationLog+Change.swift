package import ModularNavigation

extension NavigationLog {
    /// One change: the steps of one navigation, and, at a checkpoint, the tree it left.
    ///
    /// `package`, as ``changes`` is: a log is recorded, stored and replayed whole, and
    /// the package's writer, reader and replay are what read its changes.
    package struct Change: Hashable, Sendable {
        /// The steps, in the order the events reported them.
        package var steps: [NavigationLog<Route, Tab>.Step]
        /// The state's tree after the change, without its dialog (dialogs are not
        /// logged); `nil` between checkpoints, where a replay checks the steps alone.
        package var tree: String?

        /// Creates a change.
        ///
        /// - Parameters:
        ///   - steps: The steps, in order.
        ///   - tree: The tree the change left, for a checkpoint.
        package init(steps: [NavigationLog<Route, Tab>.Step], tree: String? = nil) {
            self.steps = steps
            self.tree = tree
        }
    }
}

extension NavigationState {
    /// The tree a log compares: the state's tree without the transient dialog.
    package var loggedTree: String { withoutDialog.treeDescription }
}
