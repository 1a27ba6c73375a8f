import Foundation
import ModularNavigation
import Testing

/// Damaged and old archives of an app without tabs, each with its exact outcome.
///
/// Most cases edit the archive of ``Fixtures/stack``:
///
/// ```text
/// main
///   #0 home
///   #1 list
///   #2 detail(1)
///   sheet
///     #3 settings
///     #4 picker
/// ```
enum StackCorpus {
    typealias Case = RestoreCase<Never>

    static let app = Fixtures.stackFallback
    static let saved = Fixtures.json(Fixtures.stack)
    static let savedTree = Fixtures.stack.treeDescription

    static let rootEntry = JSON.entry(0, JSON.home)
    static let listEntry = JSON.entry(1, JSON.list)
    static let detailEntry = JSON.entry(2, JSON.detail(1))
    static let sheetRoot = JSON.entry(3, #"{"settings":{}}"#)
    static let pickerEntry = JSON.entry(4, #"{"picker":{}}"#)
    static let mainPath = #""path":[\#(listEntry),\#(detailEntry)]"#
    static let sheetStyle = #""style":\#(JSON.sheet)"#
    static let presentations =
        #""presentations":[{"stack":{"path":[\#(pickerEntry)],"root":\#(sheetRoot)},\#(sheetStyle)}]"#

    /// The base stack only, as a tree.
    static let baseOnly = tree("main", "  #0 home", "  #1 list", "  #2 detail(1)")

    static func fellBack(
        _ name: String, _ json: String, _ issues: [RestoreIssue<Never>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Case {
        .fellBack(name, json, fallback: app, issues, sourceLocation: sourceLocation)
    }

    static func restored(
        _ name: String, _ json: String, tree: String, _ issues: [RestoreIssue<Never>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Case {
        .restored(name, json, fallback: app, tree: tree, issues, sourceLocation: sourceLocation)
    }

    static var envelopeCases: [Case] {
        [
            fellBack("empty data", "", [.corruptData]),
            fellBack("not JSON", "navigation state", [.corruptData]),
            fellBack("a JSON array", "[]", [.corruptData]),
            fellBack("JSON null", "null", [.corruptData]),
            fellBack("a JSON number", "42", [.corruptData]),
            fellBack("an empty object", "{}", [.corruptData]),
            fellBack("truncated to half", String(saved.prefix(saved.count / 2)), [.corruptData]),
            fellBack("last byte missing", String(saved.dropLast()), [.corruptData]),
            fellBack("binary garbage", "\u{1}\u{2}\u{FFFD}\u{0}", [.corruptData]),
            fellBack(
                "format version is a string", saved.edited(#""formatVersion":1"#, #""formatVersion":"1""#),
                [.corruptData]),
            fellBack("format version missing", saved.edited(#""formatVersion":1,"#, ""), [.corruptData]),
            fellBack(
                "format version from the future", saved.edited(#""formatVersion":1"#, #""formatVersion":7"#),
                [.unsupportedFormatVersion(found: 7)]),
            fellBack(
                "format version far in the future", saved.edited(#""formatVersion":1"#, #""formatVersion":99"#),
                [.unsupportedFormatVersion(found: 99)]),
            fellBack(
                "format version zero", saved.edited(#""formatVersion":1"#, #""formatVersion":0"#),
                [.unsupportedFormatVersion(found: 0)]),
            fellBack(
                "format version negative", saved.edited(#""formatVersion":1"#, #""formatVersion":-3"#),
                [.unsupportedFormatVersion(found: -3)]),
            fellBack("schema version missing", saved.edited(#""schemaVersion":1,"#, ""), [.corruptData]),
            fellBack(
                "schema version is a float", saved.edited(#""schemaVersion":1"#, #""schemaVersion":1.5"#),
                [.corruptData]),
            fellBack(
                "older schema without a migration", saved.edited(#""schemaVersion":1"#, #""schemaVersion":0"#),
                [.schemaVersionMismatch(found: 0, expected: 1)]),
            fellBack(
                "newer schema (app downgraded)", saved.edited(#""schemaVersion":1"#, #""schemaVersion":7"#),
                [.schemaVersionMismatch(found: 7, expected: 1)]),
            fellBack(
                "nesting deeper than the JSON reader allows",
                saved.edited(
                    detailEntry,
                    JSON.entry(2, String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))),
                [.corruptData]),
            fellBack("state missing", #"{"formatVersion":1,"schemaVersion":1}"#, [.corruptData]),
            fellBack("state is an array", JSON.envelope("[]"), [.corruptData]),
            fellBack("state is empty", JSON.envelope("{}"), [.corruptData]),
            fellBack(
                "state has both a stack and tabs",
                JSON.envelope(#"{"nextID":1,"presentations":[],"stack":{},"tabs":{}}"#), [.corruptData]),
            fellBack("saved with tabs, app has one stack", Fixtures.json(Fixtures.tabs), [.baseMismatch]),
        ]
    }

    static var stackCases: [Case] {
        [
            fellBack(
                "root route no longer decodes", saved.edited(rootEntry, JSON.entry(0, JSON.gone)),
                [
                    .routeUndecodable(location: .main, index: 0)
                ]),
            fellBack(
                "root route is null", saved.edited(rootEntry, #"{"id":0,"route":null}"#),
                [
                    .routeUndecodable(location: .main, index: 0)
                ]),
            fellBack(
                "root entry without a route", saved.edited(rootEntry, #"{"id":0}"#),
                [
                    .corruptStack(location: .main, index: 0)
                ]),
            fellBack(
                "stack is a string",
                JSON.envelope(#"{"nextID":1,"presentations":[],"stack":"home"}"#),
                [.corruptStack(location: .main, index: 0)]),
            fellBack(
                "stack is null", JSON.envelope(#"{"nextID":1,"presentations":[],"stack":null}"#),
                [.corruptStack(location: .main, index: 0)]),
            fellBack(
                "stack without a root", JSON.envelope(#"{"nextID":1,"presentations":[],"stack":{"path":[]}}"#),
                [.corruptStack(location: .main, index: 0)]),
            restored(
                "top pushed route no longer decodes", saved.edited(detailEntry, JSON.entry(2, JSON.gone)),
                tree: tree("main", "  #0 home", "  #1 list"),
                [.routeUndecodable(location: .main, index: 2), .presentationsDropped(count: 1)]),
            restored(
                "first pushed route no longer decodes", saved.edited(listEntry, JSON.entry(1, JSON.gone)),
                tree: tree("main", "  #0 home"),
                [.routeUndecodable(location: .main, index: 1), .presentationsDropped(count: 1)]),
            restored(
                "route payload of the wrong type",
                saved.edited(detailEntry, JSON.entry(2, #"{"detail":{"_0":"one"}}"#)),
                tree: tree("main", "  #0 home", "  #1 list"),
                [.routeUndecodable(location: .main, index: 2), .presentationsDropped(count: 1)]),
            restored(
                "route is deeply nested garbage",
                saved.edited(
                    detailEntry,
                    JSON.entry(2, String(repeating: "[", count: 100) + String(repeating: "]", count: 100))),
                tree: tree("main", "  #0 home", "  #1 list"),
                [.routeUndecodable(location: .main, index: 2), .presentationsDropped(count: 1)]),
            restored(
                "pushed entry without a route", saved.edited(listEntry, #"{"id":1}"#),
                tree: tree("main", "  #0 home"),
                [.corruptStack(location: .main, index: 1), .presentationsDropped(count: 1)]),
            restored(
                "pushed entry is a number", saved.edited(listEntry, "42"),
                tree: tree("main", "  #0 home"),
                [.corruptStack(location: .main, index: 1), .presentationsDropped(count: 1)]),
            restored(
                "path is an object", saved.edited(mainPath, #""path":{}"#),
                tree: tree("main", "  #0 home"),
                [.corruptStack(location: .main, index: 1), .presentationsDropped(count: 1)]),
            restored(
                "path missing", saved.edited(mainPath + ",", ""),
                tree: tree("main", "  #0 home"),
                [.corruptStack(location: .main, index: 1), .presentationsDropped(count: 1)]),
            restored(
                "sheet root no longer decodes", saved.edited(sheetRoot, JSON.entry(3, JSON.gone)),
                tree: baseOnly,
                [.routeUndecodable(location: .presented(1), index: 0), .presentationsDropped(count: 1)]),
            restored(
                "route pushed in the sheet no longer decodes", saved.edited(pickerEntry, JSON.entry(4, JSON.gone)),
                tree: tree(baseOnly, "  sheet", "    #3 settings"),
                [.routeUndecodable(location: .presented(1), index: 1)]),
            restored(
                "presentation style unknown", saved.edited(sheetStyle, #""style":{"popover":{}}"#),
                tree: baseOnly,
                [.corruptPresentation(level: 1), .presentationsDropped(count: 1)]),
            restored(
                "presentation style missing", saved.edited("," + sheetStyle, ""),
                tree: baseOnly,
                [.corruptPresentation(level: 1), .presentationsDropped(count: 1)]),
            restored(
                "sheet detents of the wrong type", saved.edited(#""detents":[]"#, #""detents":"medium""#),
                tree: baseOnly,
                [.corruptPresentation(level: 1), .presentationsDropped(count: 1)]),
            restored(
                "presentation is a number", saved.edited(presentations, #""presentations":[7]"#),
                tree: baseOnly,
                [.corruptPresentation(level: 1), .presentationsDropped(count: 1)]),
            restored(
                "presentations is an object", saved.edited(presentations, #""presentations":{}"#),
                tree: baseOnly,
                [.corruptPresentation(level: 1)]),
            restored(
                "presentations missing", saved.edited(presentations + ",", ""),
                tree: baseOnly,
                [.corruptPresentation(level: 1)]),
            restored(
                "presentation without a stack", saved.edited(presentations, #""presentations":[{\#(sheetStyle)}]"#),
                tree: baseOnly,
                [.corruptStack(location: .presented(1), index: 0), .presentationsDropped(count: 1)]),
        ]
    }

    static var identityCases: [Case] {
        [
            restored(
                "two screens share an identity", saved.edited(sheetRoot, JSON.entry(1, #"{"settings":{}}"#)),
                tree: tree(baseOnly, "  sheet", "    #5 settings", "    #4 picker"),
                [.duplicateIdentity(EntryID(rawValue: 1))]),
            restored(
                "every identity is zero",
                JSON.envelope(
                    JSON.state(
                        nextID: 1, stack: JSON.stack(JSON.entry(0, JSON.home), [JSON.entry(0, JSON.list)]),
                        presentations: [JSON.presentation(JSON.stack(JSON.entry(0, JSON.detail(9))))])),
                tree: tree("main", "  #0 home", "  #1 list", "  sheet", "    #2 detail(9)"),
                [.duplicateIdentity(EntryID(rawValue: 0)), .duplicateIdentity(EntryID(rawValue: 0))]),
            restored(
                "next identity too low", saved.edited(#""nextID":5"#, #""nextID":2"#),
                tree: savedTree, [.invalidNextID(found: 2)]),
            restored(
                "next identity equal to a used one", saved.edited(#""nextID":5"#, #""nextID":4"#),
                tree: savedTree, [.invalidNextID(found: 4)]),
            restored(
                "next identity missing", saved.edited(#""nextID":5,"#, ""),
                tree: savedTree, [.invalidNextID(found: nil)]),
            restored(
                "next identity negative", saved.edited(#""nextID":5"#, #""nextID":-1"#),
                tree: savedTree, [.invalidNextID(found: nil)]),
            restored(
                "next identity is a string", saved.edited(#""nextID":5"#, #""nextID":"5""#),
                tree: savedTree, [.invalidNextID(found: nil)]),
            restored(
                "next identity at the largest integer",
                saved.edited(#""nextID":5"#, #""nextID":18446744073709551615"#),
                tree: savedTree, [.invalidNextID(found: .max)]),
            restored(
                "identity missing", saved.edited(listEntry, #"{"route":{"list":{}}}"#),
                tree: savedTree.replacingOccurrences(of: "#1 list", with: "#5 list"),
                [.invalidIdentity(location: .main, index: 1)]),
            restored(
                "identity is a string", saved.edited(listEntry, JSON.entry(1, JSON.list).edited("1", #""1""#)),
                tree: savedTree.replacingOccurrences(of: "#1 list", with: "#5 list"),
                [.invalidIdentity(location: .main, index: 1)]),
            restored(
                "identity negative", saved.edited(listEntry, JSON.entry(-1, JSON.list)),
                tree: savedTree.replacingOccurrences(of: "#1 list", with: "#5 list"),
                [.invalidIdentity(location: .main, index: 1)]),
            restored(
                "identity out of range", saved.edited(listEntry, JSON.entry(1 << 62, JSON.list)),
                tree: savedTree.replacingOccurrences(of: "#1 list", with: "#5 list"),
                [.invalidIdentity(location: .main, index: 1)]),
            restored(
                "the kept identities leave none free below the limit for a screen that needs one",
                JSON.envelope(
                    JSON.state(
                        nextID: 1 << 62,
                        stack: JSON.stack(JSON.entry((1 << 62) - 1, JSON.home), [JSON.entry(-1, JSON.list)]))),
                tree: tree("main", "  #0 home", "  #1 list"),
                [.invalidIdentity(location: .main, index: 1), .invalidNextID(found: 1 << 62)]),
            restored(
                "identity above the next one", saved.edited(listEntry, JSON.entry(1000, JSON.list)),
                tree: savedTree.replacingOccurrences(of: "#1 list", with: "#1000 list"),
                [.invalidNextID(found: 5)]),
        ]
    }

    static var handWrittenCases: [Case] {
        let bigPath = (1...10_000).map { JSON.entry($0, JSON.detail($0)) }
        let bigTree = ["main", "  #0 home"] + (1...10_000).map { "  #\($0) detail(\($0))" }
        var brokenPath = bigPath
        brokenPath[4_999] = JSON.entry(5_000, JSON.gone)
        let sheets = (1...200).map { JSON.presentation(JSON.stack(JSON.entry($0, JSON.detail($0)))) }
        // The printout indents eight levels deep, then names each deeper level.
        let sheetTree = (1...200).flatMap { level in
            let indent = String(repeating: "  ", count: min(level, 9))
            guard level > 8 else { return [indent + "sheet", indent + "  #\(level) detail(\(level))"] }
            return [indent + "sheet (level \(level))", indent + "#\(level) detail(\(level))"]
        }
        return [
            restored(
                "minimal state from another writer",
                JSON.envelope(JSON.state(nextID: 1, stack: JSON.stack(JSON.entry(0, JSON.list)))),
                tree: tree("main", "  #0 list"), []),
            restored(
                "whitespace and reordered keys",
                """
                { "state" : { "stack" : { "root" : { "route" : { "list" : { } }, "id" : 0 }, "path" : [ ] },
                  "presentations" : [ ], "nextID" : 1 },
                  "schemaVersion" : 1, "formatVersion" : 1 }
                """,
                tree: tree("main", "  #0 list"), []),
            restored(
                "unknown extra fields are ignored",
                JSON.envelope(
                    #"{"nextID":3,"presentations":[],"extra":[1,2],"stack":{"path":[{"id":2,"route":{"list":{}},"note":"x"}],"root":{"id":1,"route":{"home":{}}},"more":{}}}"#
                ).edited(#""formatVersion":1,"#, #""formatVersion":1,"writer":"other","#),
                tree: tree("main", "  #1 home", "  #2 list"), []),
            restored(
                "root only, path and presentations missing",
                JSON.envelope(#"{"nextID":1,"stack":{"root":{"id":0,"route":{"home":{}}}}}"#),
                tree: tree("main", "  #0 home"),
                [.corruptStack(location: .main, index: 1), .corruptPresentation(level: 1)]),
            restored(
                "ten thousand pushed screens",
                JSON.envelope(JSON.state(nextID: 10_001, stack: JSON.stack(JSON.entry(0, JSON.home), bigPath))),
                tree: bigTree.joined(separator: "\n"), []),
            restored(
                "ten thousand pushed screens, one broken in the middle",
                JSON.envelope(JSON.state(nextID: 10_001, stack: JSON.stack(JSON.entry(0, JSON.home), brokenPath))),
                tree: bigTree.prefix(5_001).joined(separator: "\n"),
                [.routeUndecodable(location: .main, index: 5_000)]),
            restored(
                "two hundred nested sheets",
                JSON.envelope(
                    JSON.state(nextID: 201, stack: JSON.stack(JSON.entry(0, JSON.home)), presentations: sheets)),
                tree: (["main", "  #0 home"] + sheetTree).joined(separator: "\n"), []),
        ]
    }

    static var all: [Case] { envelopeCases + stackCases + identityCases + handWrittenCases }
}
