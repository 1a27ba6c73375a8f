import Foundation
import ModularNavigation
import Testing

/// Damaged and hostile format-2 archives of split views, each with its exact outcome.
///
/// Most cases edit the archive of ``SplitFixtures/twoColumns``:
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
enum SplitCorpus {
    typealias Case = RestoreCase<Never>

    static let saved = SplitFixtures.twoColumnsArchive
    static let savedTree = SplitFixtures.twoColumns.treeDescription
    static let gone = JSON.gone

    static let selection = #""selection":{"detail":{"_0":1}}"#
    static let detailRoot = #""root":{"id":1,"route":{"detail":{"_0":1}}}"#
    static let detailField =
        #""detail":{"path":[{"id":2,"route":{"settings":{}}}],"root":{"id":1,"route":{"detail":{"_0":1}}}},"#
    static let sidebarRoot = #""root":{"id":0,"route":{"list":{}}}"#
    static let sidebarOnly = tree("sidebar", "  #0 list")

    static var all: [Case] { twoColumnCases + threeColumnCases + hostileCases }

    static func fellBack(
        _ name: String, _ json: String, _ issues: [RestoreIssue<Never>],
        fallback: SplitState = SplitFixtures.fallback,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Case {
        .fellBack(name, json, fallback: fallback, issues, sourceLocation: sourceLocation)
    }

    static func restored(
        _ name: String, _ json: String, tree: String, _ issues: [RestoreIssue<Never>],
        fallback: SplitState = SplitFixtures.fallback,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Case {
        .restored(name, json, fallback: fallback, tree: tree, issues, sourceLocation: sourceLocation)
    }

    static var twoColumnCases: [Case] {
        [
            restored("the archive as written", saved, tree: savedTree, []),
            restored(
                "a detail screen's route is gone",
                saved.edited(#"{"id":2,"route":{"settings":{}}}"#, #"{"id":2,"route":\#(gone)}"#),
                tree: tree("sidebar (selected: detail(1))", "  #0 list", "detail", "  #1 detail(1)"),
                [.routeUndecodable(location: .detail, index: 1), .presentationsDropped(count: 1)]),
            restored(
                "the selection and the detail root are gone",
                saved.edited(selection, #""selection":\#(gone)"#).edited(
                    detailRoot, #""root":{"id":1,"route":\#(gone)}"#),
                tree: sidebarOnly, [.selectionUndecodable, .presentationsDropped(count: 1)]),
            restored(
                "the selection is gone and the detail root still reads",
                saved.edited(selection, #""selection":\#(gone)"#),
                tree: sidebarOnly, [.selectionUndecodable, .presentationsDropped(count: 1)]),
            restored(
                "the selection is of the wrong type", saved.edited(selection, #""selection":7"#),
                tree: sidebarOnly, [.selectionUndecodable, .presentationsDropped(count: 1)]),
            restored(
                "the detail root is gone and the selection still reads",
                saved.edited(detailRoot, #""root":{"id":1,"route":\#(gone)}"#),
                tree: sidebarOnly,
                [.routeUndecodable(location: .detail, index: 0), .presentationsDropped(count: 1)]),
            restored(
                "the detail stack is not an object", saved.edited(detailField, #""detail":5,"#),
                tree: sidebarOnly,
                [.corruptStack(location: .detail, index: 0), .presentationsDropped(count: 1)]),
            restored(
                "a sidebar screen above the root is gone",
                saved.edited(
                    #""sidebar":{"path":[]"#, #""sidebar":{"path":[{"id":5,"route":\#(gone)}]"#
                ).edited(#""nextID":5"#, #""nextID":6"#),
                tree: savedTree, [.routeUndecodable(location: .sidebar, index: 1)]),
            fellBack(
                "the sidebar's root is gone", saved.edited(sidebarRoot, #""root":{"id":0,"route":\#(gone)}"#),
                [.routeUndecodable(location: .sidebar, index: 0)]),
            fellBack(
                "the sidebar is not an object",
                saved.edited(#""sidebar":{"path":[],\#(sidebarRoot)}"#, #""sidebar":[]"#),
                [.corruptStack(location: .sidebar, index: 0)]),
            fellBack(
                "a selection without its detail stack", saved.edited(detailField, ""), [.corruptData]),
            fellBack("a detail stack without a selection", saved.edited(selection + ",", ""), [.corruptData]),
            fellBack(
                "a null selection with a detail stack", saved.edited(selection, #""selection":null"#),
                [.corruptData]),
            fellBack(
                "a detail root showing another route than the selection",
                saved.edited(detailRoot, #""root":{"id":1,"route":{"detail":{"_0":2}}}"#), [.corruptData]),
            fellBack(
                "a content selection in a two-column layout",
                saved.edited(#"{"_0":{"#, #"{"_0":{"contentSelection":{"list":{}},"#), [.corruptData]),
            fellBack(
                "the column count is missing", saved.edited(#""hasContentColumn":false,"#, ""), [.corruptData]),
            fellBack(
                "the column count is not a Boolean",
                saved.edited(#""hasContentColumn":false"#, #""hasContentColumn":0"#), [.corruptData]),
            restored(
                "a screen's identity is beyond every integer",
                saved.edited(detailRoot, #""root":{"id":18446744073709551615,"route":{"detail":{"_0":1}}}"#),
                tree: savedTree.replacingOccurrences(of: "#1 detail(1)", with: "#5 detail(1)"),
                [.invalidIdentity(location: .detail, index: 0)]),
            restored(
                "the detail root repeats the sidebar's identity",
                saved.edited(detailRoot, #""root":{"id":0,"route":{"detail":{"_0":1}}}"#),
                tree: savedTree.replacingOccurrences(of: "#1 detail(1)", with: "#5 detail(1)"),
                [.duplicateIdentity(EntryID(rawValue: 0))]),
            restored(
                "the next identity is the largest integer",
                saved.edited(#""nextID":5"#, #""nextID":18446744073709551615"#), tree: savedTree,
                [.invalidNextID(found: 18_446_744_073_709_551_615)]),
            restored(
                "the next identity overflows", saved.edited(#""nextID":5"#, #""nextID":1e40"#), tree: savedTree,
                [.invalidNextID(found: nil)]),
            restored(
                "the presentations are not a list",
                saved.edited(#""presentations":[{"stack""#, #""presentations":{"x":[{"stack""#).edited(
                    "}}}}]}}", "}}}}]}}}"),
                tree: tree(
                    "sidebar (selected: detail(1))", "  #0 list", "detail", "  #1 detail(1)", "  #2 settings"),
                [.corruptPresentation(level: 1)]),
        ]
    }

    static var threeColumnCases: [Case] {
        let saved = Fixtures.json(SplitFixtures.threeColumns)
        let app = SplitFixtures.threeColumnFallback
        let content = #""contentSelection":{"detail":{"_0":1}}"#
        return [
            restored(
                "three columns as written", saved, tree: SplitFixtures.threeColumns.treeDescription, [], fallback: app),
            restored(
                "the content selection and the detail root are gone",
                saved.edited(content, #""contentSelection":\#(gone)"#).edited(
                    #""root":{"id":1,"route":{"detail":{"_0":1}}}"#, #""root":{"id":1,"route":\#(gone)}"#),
                tree: tree("sidebar (selected: list)", "  #0 home"),
                [.contentSelectionUndecodable, .presentationsDropped(count: 1)], fallback: app),
            restored(
                "the sidebar selection is gone",
                saved.edited(#""selection":{"list":{}}"#, #""selection":\#(gone)"#),
                tree: tree("sidebar", "  #0 home"), [.selectionUndecodable, .presentationsDropped(count: 1)],
                fallback: app),
            fellBack(
                "a content selection without a sidebar selection",
                saved.edited(#""selection":{"list":{}},"#, ""), [.corruptData], fallback: app),
            fellBack(
                "a detail root showing another route than the content selection",
                saved.edited(content, #""contentSelection":{"list":{}}"#), [.corruptData], fallback: app),
            fellBack(
                "two columns saved, the app has three", SplitCorpus.saved, [.baseMismatch], fallback: app),
        ]
    }

    static var hostileCases: [Case] {
        [
            fellBack("the base is missing", saved.edited(#""base":{"split":"#, #""bass":{"split":"#), [.corruptData]),
            fellBack(
                "the split view is not an object",
                saved.edited(#"{"_0":{"#, #"{"_0":[{"#).edited(#"}}}}}}},"nextID""#, #"}}}}}]}},"nextID""#),
                [.corruptData]),
            fellBack(
                "the base holds a stack",
                SplitJSON.envelope(
                    SplitJSON.state(nextID: 1, split: "{}").replacingOccurrences(
                        of: #"{"split":{"_0":{}}}"#, with: #"{"stack":{"_0":\#(JSON.stack(JSON.entry(0, JSON.home)))}}"#
                    )),
                [.corruptData]),
            fellBack(
                "a format-1 state under format 2",
                JSON.envelope(JSON.state(nextID: 1, stack: JSON.stack(JSON.entry(0, JSON.home))), format: 2),
                [.corruptData]),
            fellBack(
                "a split view under format 1",
                saved.edited(#""formatVersion":2"#, #""formatVersion":1"#), [.corruptData]),
            fellBack(
                "the schema version is huge",
                saved.edited(#""schemaVersion":1"#, #""schemaVersion":99999999999999999999"#), [.corruptData]),
            restored(
                "hand-written with a selection and no detail path",
                SplitJSON.envelope(
                    SplitJSON.state(
                        nextID: 2,
                        split: SplitJSON.split(
                            sidebar: JSON.stack(JSON.entry(0, JSON.home)), selection: JSON.list,
                            detail: JSON.stack(JSON.entry(1, JSON.list))))),
                tree: tree("sidebar (selected: list)", "  #0 home", "detail", "  #1 list"), []),
        ]
    }
}
