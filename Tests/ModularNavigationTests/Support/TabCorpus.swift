import Foundation
import ModularNavigation
import Testing

/// Damaged and old archives of the three-tab app, each with its exact outcome.
///
/// Most cases edit the archive of ``Fixtures/tabs``:
///
/// ```text
/// tab home (selected)
///   #0 home
///   #3 list
///   #4 detail(1)
///   sheet [medium, large, drag indicator visible]
///     #6 settings
///     #7 picker
///     fullScreenCover
///       #8 detail(3)
/// tab search
///   #1 home
///   #5 detail(2)
/// tab profile
///   #2 home
/// ```
enum TabCorpus {
    typealias Case = RestoreCase<TestTab>

    static let app = Fixtures.tabFallback
    static let saved = Fixtures.json(Fixtures.tabs)

    static let homeRoot = JSON.entry(0, JSON.home)
    static let searchRoot = JSON.entry(1, JSON.home)
    static let profileRoot = JSON.entry(2, JSON.home)
    static let homeDetail = JSON.entry(4, JSON.detail(1))
    static let searchDetail = JSON.entry(5, JSON.detail(2))
    static let pickerEntry = JSON.entry(7, #"{"picker":{}}"#)
    static let coverRoot = JSON.entry(8, JSON.detail(3))
    static let profileItem = #"{"stack":{"path":[],"root":\#(profileRoot)},"tab":"profile"}"#
    static let searchItem = #"{"stack":{"path":[\#(searchDetail)],"root":\#(searchRoot)},"tab":"search"}"#

    static let homeLines = ["tab home (selected)", "  #0 home", "  #3 list", "  #4 detail(1)"]
    static let sheetLines = ["  sheet [medium, large, drag indicator visible]", "    #6 settings", "    #7 picker"]
    static let coverLines = ["    fullScreenCover", "      #8 detail(3)"]
    static let searchLines = ["tab search", "  #1 home", "  #5 detail(2)"]
    static let profileLines = ["tab profile", "  #2 home"]

    static func lines(_ groups: [String]...) -> String {
        groups.flatMap { $0 }.joined(separator: "\n")
    }

    static func fellBack(
        _ name: String, _ json: String, _ issues: [RestoreIssue<TestTab>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Case {
        .fellBack(name, json, fallback: app, issues, sourceLocation: sourceLocation)
    }

    static func restored(
        _ name: String, _ json: String, tree: String, _ issues: [RestoreIssue<TestTab>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Case {
        .restored(name, json, fallback: app, tree: tree, issues, sourceLocation: sourceLocation)
    }

    static var damagedCases: [Case] {
        let baseOnly = lines(homeLines, searchLines, profileLines)
        return [
            fellBack("saved with one stack, app has tabs", Fixtures.json(Fixtures.stack), [.baseMismatch]),
            fellBack("tab list empty", saved.edited(#""items":["#, #""items":[],"old":["#), [.invalidTabs]),
            fellBack("tab list missing", saved.edited(#""items":["#, #""old":["#), [.invalidTabs]),
            fellBack(
                "tabs is a number",
                JSON.envelope(#"{"nextID":1,"presentations":[],"tabs":3}"#), [.invalidTabs]),
            fellBack(
                "tab list is an object",
                JSON.envelope(#"{"nextID":1,"presentations":[],"tabs":{"items":{},"selectedIndex":0}}"#),
                [.invalidTabs]),
            fellBack(
                "every tab root no longer decodes",
                saved.edited(homeRoot, JSON.entry(0, JSON.gone)).edited(searchRoot, JSON.entry(1, JSON.gone))
                    .edited(profileRoot, JSON.entry(2, JSON.gone)),
                [
                    .routeUndecodable(location: .tab(.home), index: 0),
                    .routeUndecodable(location: .tab(.search), index: 0),
                    .routeUndecodable(location: .tab(.profile), index: 0),
                ]),
            fellBack(
                "every saved tab unknown",
                saved.edited(#""tab":"home""#, #""tab":"feed""#).edited(#""tab":"search""#, #""tab":"explore""#)
                    .edited(#""tab":"profile""#, #""tab":"me""#),
                [
                    .tabUndecodable(index: 0), .tabUndecodable(index: 1), .tabUndecodable(index: 2),
                    .selectionReset(savedIndex: 0),
                ]),
            restored(
                "selected index out of range", saved.edited(#""selectedIndex":0"#, #""selectedIndex":5"#),
                tree: baseOnly, [.selectionReset(savedIndex: 5), .presentationsDropped(count: 2)]),
            restored(
                "selected index negative", saved.edited(#""selectedIndex":0"#, #""selectedIndex":-1"#),
                tree: baseOnly, [.selectionReset(savedIndex: -1), .presentationsDropped(count: 2)]),
            restored(
                "selected index missing", saved.edited(#","selectedIndex":0"#, ""),
                tree: baseOnly, [.selectionReset(savedIndex: nil), .presentationsDropped(count: 2)]),
            restored(
                "selected index is a string", saved.edited(#""selectedIndex":0"#, #""selectedIndex":"home""#),
                tree: baseOnly, [.selectionReset(savedIndex: nil), .presentationsDropped(count: 2)]),
            restored(
                "a background tab no longer exists", saved.edited(#""tab":"profile""#, #""tab":"settings""#),
                tree: lines(homeLines, sheetLines, coverLines, searchLines, ["tab profile", "  #9 home"]),
                [.tabUndecodable(index: 2), .tabAdded(.profile)]),
            restored(
                "the selected tab no longer decodes", saved.edited(#""tab":"home""#, #""tab":"feed""#),
                tree: lines(["tab home (selected)", "  #9 home"], searchLines, profileLines),
                [
                    .tabUndecodable(index: 0), .selectionReset(savedIndex: 0), .tabAdded(.home),
                    .presentationsDropped(count: 2),
                ]),
            restored(
                "a tab saved twice", saved.edited(#""tab":"profile""#, #""tab":"search""#),
                tree: lines(homeLines, sheetLines, coverLines, searchLines, ["tab profile", "  #9 home"]),
                [.duplicateTab(.search), .tabAdded(.profile)]),
            restored(
                "selection points at the dropped copy of a repeated tab",
                saved.edited(#""tab":"profile""#, #""tab":"search""#).edited(
                    #""selectedIndex":0"#, #""selectedIndex":2"#),
                tree: lines(
                    baseOnly.components(separatedBy: "\n").dropLast(2).map { $0 }, ["tab profile", "  #9 home"]),
                [
                    .duplicateTab(.search), .selectionReset(savedIndex: 2), .tabAdded(.profile),
                    .presentationsDropped(count: 2),
                ]),
            restored(
                "a tab item is a string", saved.edited(searchItem, #""search""#),
                tree: lines(homeLines, sheetLines, coverLines, ["tab search", "  #9 home"], profileLines),
                [.tabUndecodable(index: 1), .tabAdded(.search)]),
            restored(
                "a tab item without a stack", saved.edited(profileItem, #"{"tab":"profile"}"#),
                tree: lines(homeLines, sheetLines, coverLines, searchLines, ["tab profile", "  #9 home"]),
                [.corruptStack(location: .tab(.profile), index: 0)]),
            restored(
                "the selected tab's root no longer decodes", saved.edited(homeRoot, JSON.entry(0, JSON.gone)),
                tree: lines(["tab home (selected)", "  #9 home"], searchLines, profileLines),
                [.routeUndecodable(location: .tab(.home), index: 0), .presentationsDropped(count: 2)]),
            restored(
                "a background tab's root no longer decodes", saved.edited(searchRoot, JSON.entry(1, JSON.gone)),
                tree: lines(homeLines, sheetLines, coverLines, ["tab search", "  #9 home"], profileLines),
                [.routeUndecodable(location: .tab(.search), index: 0)]),
            restored(
                "a background tab's pushed route no longer decodes",
                saved.edited(searchDetail, JSON.entry(5, JSON.gone)),
                tree: lines(homeLines, sheetLines, coverLines, ["tab search", "  #1 home"], profileLines),
                [.routeUndecodable(location: .tab(.search), index: 1)]),
            restored(
                "the selected tab's pushed route no longer decodes",
                saved.edited(homeDetail, JSON.entry(4, JSON.gone)),
                tree: lines(homeLines.dropLast().map { $0 }, searchLines, profileLines),
                [.routeUndecodable(location: .tab(.home), index: 2), .presentationsDropped(count: 2)]),
            restored(
                "a route pushed in the sheet no longer decodes",
                saved.edited(pickerEntry, JSON.entry(7, JSON.gone)),
                tree: lines(homeLines, sheetLines.dropLast().map { $0 }, searchLines, profileLines),
                [.routeUndecodable(location: .presented(1), index: 1), .presentationsDropped(count: 1)]),
            restored(
                "the cover's root no longer decodes", saved.edited(coverRoot, JSON.entry(8, JSON.gone)),
                tree: lines(homeLines, sheetLines, searchLines, profileLines),
                [.routeUndecodable(location: .presented(2), index: 0), .presentationsDropped(count: 1)]),
            restored(
                "the cover's style is unknown",
                saved.edited(#"{"fullScreenCover":{}}"#, #"{"hologram":{}}"#),
                tree: lines(homeLines, sheetLines, searchLines, profileLines),
                [.corruptPresentation(level: 2), .presentationsDropped(count: 1)]),
            restored(
                "two tabs share a root identity", saved.edited(searchRoot, JSON.entry(0, JSON.home)),
                tree: lines(
                    homeLines, sheetLines, coverLines, ["tab search", "  #9 home", "  #5 detail(2)"], profileLines),
                [.duplicateIdentity(EntryID(rawValue: 0))]),
            restored(
                "next identity too low", saved.edited(#""nextID":9"#, #""nextID":3"#),
                tree: Fixtures.tabs.treeDescription, [.invalidNextID(found: 3)]),
        ]
    }

    /// Archives of an older app with other tabs, restored into the current one.
    static var evolutionCases: [Case] {
        var twoTabs = (try? TabState(tabs: [.home, .search], selectedTab: .search) { _ in .home }) ?? app
        Fixtures.perform(&twoTabs, .push(.list))

        let withoutSearch = (try? TabState(tabs: [.home, .profile], selectedTab: .home) { _ in .home }) ?? app
        let reordered = (try? TabState(tabs: [.profile, .home, .search], selectedTab: .profile) { _ in .home }) ?? app

        var onSearch = TabState.threeTabs(selected: .search)
        Fixtures.perform(&onSearch, .push(.detail(2)), .present(.settings, .sheet()))

        return [
            restored(
                "saved before the profile tab existed", Fixtures.json(twoTabs),
                tree: tree(
                    "tab home", "  #0 home", "tab search (selected)", "  #1 home", "  #2 list", "tab profile",
                    "  #3 home"),
                [.tabAdded(.profile)]),
            .restored(
                "a background tab was removed from the app", saved, fallback: withoutSearch,
                tree: lines(homeLines, sheetLines, coverLines, profileLines),
                [.tabRemoved(.search)]),
            .restored(
                "the selected tab was removed from the app", Fixtures.json(onSearch), fallback: withoutSearch,
                tree: tree("tab home (selected)", "  #0 home", "tab profile", "  #2 home"),
                [.tabRemoved(.search), .selectionReset(savedIndex: 1), .presentationsDropped(count: 1)]),
            .restored(
                "the app reordered its tabs: the user's saved order stays", saved, fallback: reordered,
                tree: lines(homeLines, sheetLines, coverLines, searchLines, profileLines), []),
        ]
    }

    static var all: [Case] { damagedCases + evolutionCases }
}
