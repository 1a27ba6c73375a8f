import Foundation
import ModularNavigation
import Testing

/// Saved states shared by the persistence tests.
enum Fixtures {
    /// The schema version the tests' app is at.
    static let schema = 1

    /// What an app without tabs shows on a fresh launch.
    static let stackFallback = StackState(root: .home)

    /// What the three-tab app shows on a fresh launch.
    static let tabFallback = TabState.threeTabs()

    /// An app without tabs, two screens deep, with a sheet over it.
    static var stack: StackState {
        var state = StackState(root: .home)
        perform(&state, .push(.list), .push(.detail(1)), .present(.settings, .sheet()), .push(.picker))
        return state
    }

    /// Three tabs with history in two of them, and a sheet with options and a cover over
    /// the selected one.
    static var tabs: TabState {
        var state = TabState.threeTabs()
        perform(
            &state,
            .push(.list), .push(.detail(1)),
            .selectTab(.search), .push(.detail(2)),
            .selectTab(.home),
            .present(.settings, .sheet(SheetOptions(detents: [.medium, .large], dragIndicator: .visible))),
            .push(.picker),
            .present(.detail(3), .fullScreenCover)
        )
        return state
    }

    /// Applies actions, failing the test on a refusal.
    static func perform<Tab>(
        _ state: inout NavigationState<TestRoute, Tab>,
        _ actions: NavigationAction<TestRoute, Tab>...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for action in actions {
            do {
                try state.perform(action)
            } catch {
                Issue.record("\(action) was refused: \(error)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The archive of a state as a string, for readable edits, in the layout of formats 1
    /// and 2 (an object per screen): the damaged-archive corpora edit it, since archives
    /// saved before stacks became two lists must keep restoring with every tolerance.
    static func json<Tab: Codable>(_ state: NavigationState<TestRoute, Tab>, schema: Int = schema) -> String {
        do {
            return String(decoding: try ReferenceArchive.data(state, schemaVersion: schema), as: UTF8.self)
        } catch {
            Issue.record("archiving failed: \(error)")
            return ""
        }
    }
}

extension String {
    /// Replaces one exact piece of an archive; records a test issue when it is absent,
    /// so a fixture edit that no longer applies cannot pass unnoticed.
    func edited(_ target: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
        if !contains(target) {
            Issue.record("\(target) is not in the archive", sourceLocation: sourceLocation)
        }
        return replacingOccurrences(of: target, with: replacement)
    }
}

/// Pieces of hand-written archives.
enum JSON {
    static let home = #"{"home":{}}"#
    static let list = #"{"list":{}}"#
    static let gone = #"{"gone":{}}"#
    static let sheet =
        #"{"sheet":{"_0":{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}"#

    static func detail(_ id: Int) -> String { #"{"detail":{"_0":\#(id)}}"# }

    static func entry(_ id: Int, _ route: String) -> String { #"{"id":\#(id),"route":\#(route)}"# }

    static func stack(_ root: String, _ path: [String] = []) -> String {
        #"{"path":[\#(path.joined(separator: ","))],"root":\#(root)}"#
    }

    static func presentation(_ stack: String, style: String = sheet) -> String {
        #"{"stack":\#(stack),"style":\#(style)}"#
    }

    /// A state of an app without tabs.
    static func state(nextID: Int, stack: String, presentations: [String] = []) -> String {
        #"{"nextID":\#(nextID),"presentations":[\#(presentations.joined(separator: ","))],"stack":\#(stack)}"#
    }

    static func envelope(_ state: String, format: Int = 1, schema: Int = Fixtures.schema) -> String {
        #"{"formatVersion":\#(format),"schemaVersion":\#(schema),"state":\#(state)}"#
    }
}

/// Joins lines into an expected tree description.
func tree(_ lines: String...) -> String {
    lines.joined(separator: "\n")
}

extension TestRoute {
    static func random(using generator: inout SeededRandom) -> TestRoute {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: .home
        case 1: .list
        case 2: .detail(Int.random(in: -5...500, using: &generator))
        case 3: .settings
        default: .picker
        }
    }
}

extension PresentationStyle {
    static func random(using generator: inout SeededRandom) -> PresentationStyle {
        let detents: [SheetDetent] = [.medium, .large, .fraction(0.25), .height(320), .fraction(1.0 / 3)]
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return .fullScreenCover
        case 1: return .sheet()
        case 2:
            let anchors: [PopoverOptions.Anchor] = [
                .bounds, .point(x: 1, y: 0), .rect(x: 8, y: 4.5, width: 44, height: 30),
            ]
            return .popover(
                PopoverOptions(
                    attachmentAnchor: anchors.randomElement(using: &generator) ?? .bounds,
                    arrowEdge: [.top, .leading, .bottom, .trailing].randomElement(using: &generator) ?? .top))
        default:
            let offered = detents.filter { _ in Bool.random(using: &generator) }
            return .sheet(
                SheetOptions(
                    detents: offered,
                    selectedDetent: offered.randomElement(using: &generator),
                    dragIndicator: [.automatic, .visible, .hidden].randomElement(using: &generator) ?? .automatic,
                    interactiveDismissDisabled: Bool.random(using: &generator),
                    backgroundInteraction: [.automatic, .enabled, .enabledUpThrough(.medium)].randomElement(
                        using: &generator) ?? .automatic,
                    cornerRadius: Bool.random(using: &generator) ? 24 : nil))
        }
    }
}

extension NavigationState where Route == TestRoute, Tab == TestTab {
    /// A state reached by random actions from the three-tab app, stacks above the tabs
    /// included; refusals are skipped.
    static func random(steps: Int, using generator: inout SeededRandom) -> Self {
        var state = TabState.threeTabs()
        for _ in 0..<steps {
            let action: NavigationAction<TestRoute, TestTab> =
                switch Int.random(in: 0..<12, using: &generator) {
                case 0...3: .push(.random(using: &generator))
                case 4: .pop()
                case 5, 6: .present(.random(using: &generator), .random(using: &generator))
                case 7: .dismissPresentation
                case 8: .popToRoot
                case 9: .showAboveTabs(.random(using: &generator))
                case 10: .dismissAboveTabs
                default: .selectTab(TestTab.allCases.randomElement(using: &generator) ?? .home)
                }
            _ = try? state.perform(action)
        }
        return state
    }
}
