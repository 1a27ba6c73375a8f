import Foundation
import ModularNavigation
import Testing

/// Saved split views shared by the persistence tests.
enum SplitFixtures {
    /// What a two-column app shows on a fresh launch.
    static let fallback = SplitState(sidebar: .home)

    /// What a three-column app shows on a fresh launch.
    static let threeColumnFallback =
        (try? SplitState(sidebar: .home, selection: nil, contentSelection: nil)) ?? SplitState(sidebar: .home)

    /// Two columns, a detail two screens deep, and a sheet over it.
    ///
    /// The tree:
    ///
    /// ```text
    /// sidebar (selected: detail(1))
    ///   #0 list
    /// detail
    ///   #1 detail(1)
    ///   #2 settings
    ///   sheet
    ///     #3 picker
    ///     #4 list
    /// ```
    static var twoColumns: SplitState {
        var state = SplitState(sidebar: .list, selection: .detail(1), detailPath: [.settings])
        Fixtures.perform(&state, .present(.picker, .sheet()), .push(.list))
        return state
    }

    /// The archive of ``twoColumns`` as the library has written format 2 since split
    /// views arrived, byte for byte: it must keep restoring, and the writer must keep
    /// writing it.
    static let twoColumnsArchive =
        #"{"formatVersion":2,"schemaVersion":1,"state":{"base":{"split":{"_0":{"detail":{"path":[{"id":2,"route":{"settings":{}}}],"root":{"id":1,"route":{"detail":{"_0":1}}}},"hasContentColumn":false,"selection":{"detail":{"_0":1}},"sidebar":{"path":[],"root":{"id":0,"route":{"list":{}}}}}}},"nextID":5,"presentations":[{"stack":{"path":[{"id":4,"route":{"list":{}}}],"root":{"id":3,"route":{"picker":{}}}},"style":{"sheet":{"_0":{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}]}}"#

    /// Three columns, a detail two screens deep, and a sheet over it.
    ///
    /// The tree:
    ///
    /// ```text
    /// sidebar (selected: list)
    ///   #0 home
    /// content (selected: detail(1))
    /// detail
    ///   #1 detail(1)
    ///   #2 settings
    ///   sheet
    ///     #3 picker
    /// ```
    static var threeColumns: SplitState {
        guard var state = try? SplitState(sidebar: .home, selection: .list, contentSelection: .detail(1)) else {
            Issue.record("a valid three-column state was refused")
            return fallback
        }
        Fixtures.perform(&state, .push(.settings), .present(.picker, .sheet()))
        return state
    }

    /// A state reached by random actions from an empty split view of two or three
    /// columns; refusals are skipped.
    static func random(threeColumns: Bool, steps: Int, using generator: inout SeededRandom) -> SplitState {
        var state = threeColumns ? threeColumnFallback : fallback
        for _ in 0..<steps {
            let route = TestRoute.random(using: &generator)
            let action: NavigationAction<TestRoute, Never> =
                switch Int.random(in: 0..<10, using: &generator) {
                case 0...2: .push(route)
                case 3: .pop()
                case 4: .present(route, .random(using: &generator))
                case 5: .dismissPresentation
                case 6: .selectSidebar(Bool.random(using: &generator) ? route : nil)
                case 7: .selectContent(Bool.random(using: &generator) ? route : nil)
                case 8: .popToRoot
                default: threeColumns ? .selectContent(route) : .selectSidebar(route)
                }
            _ = try? state.perform(action)
        }
        return state
    }
}

/// Pieces of hand-written format-2 archives.
enum SplitJSON {
    /// A split view's fields, in the order the library writes them (sorted keys).
    static func split(
        sidebar: String,
        selection: String? = nil,
        contentSelection: String? = nil,
        hasContentColumn: Bool = false,
        detail: String? = nil
    ) -> String {
        var fields: [String] = []
        if let contentSelection { fields.append(#""contentSelection":\#(contentSelection)"#) }
        if let detail { fields.append(#""detail":\#(detail)"#) }
        fields.append(#""hasContentColumn":\#(hasContentColumn)"#)
        if let selection { fields.append(#""selection":\#(selection)"#) }
        fields.append(#""sidebar":\#(sidebar)"#)
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A format-2 state around a split view.
    static func state(nextID: Int, split: String, presentations: [String] = []) -> String {
        #"{"base":{"split":{"_0":\#(split)}},"nextID":\#(nextID),"presentations":[\#(presentations.joined(separator: ","))]}"#
    }

    /// A format-2 archive.
    static func envelope(_ state: String, schema: Int = Fixtures.schema) -> String {
        JSON.envelope(state, format: 2, schema: schema)
    }
}
