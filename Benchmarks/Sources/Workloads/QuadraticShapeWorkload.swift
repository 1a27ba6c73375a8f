import Baselines
import ModularNavigation
import ModularNavigationInspection

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Work that once grew with the square of its size (issue 44), each in one call whose
/// total time `--scaling` reads at two sizes: per item it must cost the same.
@MainActor
public enum QuadraticShapeWorkload {
    private static let dialog = NavigationDialog<AnyHashableSendable>(
        style: .alert, title: "?", buttons: [DialogButton("OK", action: AnyHashableSendable(0))])

    /// Queues `count` dialogs on a state and answers each.
    public static func dialogsOnState(_ count: Int) {
        var state = BenchApp.state(tabCount: 5, depth: 10)
        mustSucceed { () throws(NavigationError) in
            for _ in 0..<count { try state.perform(.presentDialog(dialog)) }
            for _ in 0..<count { try state.perform(.chooseDialogButton(at: 0)) }
        }
        guard state.dialog == nil else { fatalError("a dialog was left unanswered") }
    }

    /// Queues `count` dialogs through a navigator and answers each.
    public static func dialogsThroughNavigator(_ count: Int) {
        let navigator = Navigator(BenchApp.state(tabCount: 5, depth: 10))
        for _ in 0..<count { navigator.perform(.presentDialog(dialog)) }
        for _ in 0..<count { navigator.perform(.chooseDialogButton(at: 0)) }
        guard navigator.state.dialog == nil else { fatalError("a dialog was left unanswered") }
    }

    /// The tree diff of two equal trees of `lines` lines.
    public static func equalTreeDiff(lines: Int) {
        let tree = (0..<lines).map { "  #\($0) detail(\($0))" }.joined(separator: "\n")
        guard TreeDiff(from: tree, to: tree).isEmpty else { fatalError("equal trees differ") }
    }

    /// Restores an archive of `count` tabs, saved in reverse order, against the app's.
    public static func restoreTabs(_ count: Int) {
        let tabs = Array(0..<count)
        guard let app = try? NavigationState<BenchRoute, Int>(tabs: tabs, selectedTab: 0, root: { _ in .home }),
            var saved = Optional(app)
        else { fatalError("the benchmark tabs are valid") }
        mustSucceed { () throws(NavigationError) in try saved.perform(.reorderTabs(tabs.reversed())) }
        guard let data = try? saved.archived(schemaVersion: 1) else { fatalError("the state archives") }
        let report = NavigationState.restore(from: data, schemaVersion: 1, fallback: app)
        guard report.state.tabs?.order == saved.tabs?.order else { fatalError("the saved order was lost") }
    }

    /// Replaces a state of `count` tabs with a copy that pushed on the last tab: the new
    /// state is re-identified against the old one stack by stack.
    public static func replaceOneTab(_ count: Int) {
        let tabs = Array(0..<count)
        guard var state = try? NavigationState<BenchRoute, Int>(tabs: tabs, selectedTab: 0, root: { _ in .home })
        else { fatalError("the benchmark tabs are valid") }
        var target = state
        mustSucceed { () throws(NavigationError) in
            try target.perform(.selectTab(count - 1))
            try target.perform(.push(.detail(1)))
            try state.perform(.replaceState(target))
        }
        guard state.tabs?[count - 1]?.path.count == 1 else { fatalError("the push was lost") }
    }
}
