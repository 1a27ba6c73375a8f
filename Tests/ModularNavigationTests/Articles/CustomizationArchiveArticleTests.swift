import Foundation
import Testing

@testable import ModularNavigation

/// The user's tab bar customization saved inside the navigation archive (issue 46): the
/// tabs the user hid stay hidden on restore, a customization that does not match is
/// repaired and reported, and archives without one restore as before.
@MainActor
@Suite("The tab bar customization inside the archive")
struct TabCustomizationArchiveTests {
    private let sections = [NavigationTabSection(id: "you", title: "You", tabs: [TestTab.search, .profile])]
    private let hidingSearch = NavigationTabCustomization<TestTab>(
        hidden: [.search], sectionOrders: ["you": [.profile, .search]])

    /// A navigator whose user hid the search tab and pushed a screen in the profile tab.
    private func customized() -> Navigator<TestRoute, TestTab> {
        let navigator = Navigator(TabState.threeTabs())
        navigator.customizeTabs(hidingSearch, offered: TestTab.allCases, sections: sections) { _ in .home }
        navigator.selectTab(.profile)
        navigator.push(.detail(2))
        return navigator
    }

    @Test("the navigator's archive holds the customization; a restore keeps the hidden tab hidden")
    func roundTrip() throws {
        let navigator = customized()
        #expect(navigator.savedTabCustomization == hidingSearch)
        let archive = try navigator.archived(schemaVersion: 1)

        let relaunched = Navigator(TabState.threeTabs())
        let report = relaunched.restore(from: archive, schemaVersion: 1, fallback: TabState.threeTabs())
        #expect(report.outcome == .restored, "\(report.issues)")
        #expect(relaunched.tabOrder == [.home, .profile])
        #expect(relaunched.state.stack(at: .tab(.profile))?.path.map(\.route) == [.detail(2)])
        #expect(report.tabCustomization == hidingSearch)
        #expect(relaunched.savedTabCustomization == hidingSearch)
        // Saved again, the archive is the same.
        #expect(try relaunched.archived(schemaVersion: 1) == archive)
    }

    @Test("an archive without a customization restores as before: the fallback's tab comes back, reported")
    func olderArchives() throws {
        let navigator = customized()
        let archive = try navigator.state.archived(schemaVersion: 1)
        #expect(!String(decoding: archive, as: UTF8.self).contains("tabCustomization"))
        let report = TabState.restore(from: archive, schemaVersion: 1, fallback: TabState.threeTabs())
        #expect(report.issues == [.tabAdded(.search)])
        #expect(report.state.tabs?.order == [.home, .search, .profile])
        #expect(report.tabCustomization == nil)
    }

    @Test("a customization that hides a saved tab or names tabs the app lacks is repaired and reported")
    func mismatchRepaired() throws {
        let state = customized().state
        var text = String(decoding: try state.archived(schemaVersion: 1, tabCustomization: hidingSearch), as: UTF8.self)
        // Hides the profile tab the archive holds, and a tab that does not decode.
        text = text.replacingOccurrences(of: #""hidden":["search"]"#, with: #""hidden":["profile","gone","search"]"#)
        let report = TabState.restore(from: Data(text.utf8), schemaVersion: 1, fallback: TabState.threeTabs())
        #expect(report.outcome == .repaired)
        #expect(report.issues == [.tabCustomizationRepaired])
        #expect(report.state.tabs?.order == [.home, .profile])
        #expect(report.tabCustomization == hidingSearch)
    }

    @Test("an unreadable customization is reported and the tabs restore as without one")
    func hostileCustomization() throws {
        let state = customized().state
        var text = String(decoding: try state.archived(schemaVersion: 1, tabCustomization: hidingSearch), as: UTF8.self)
        text = text.replacingOccurrences(of: #""tabCustomization":{"#, with: #""tabCustomization":7,"x":{"#)
        let report = TabState.restore(from: Data(text.utf8), schemaVersion: 1, fallback: TabState.threeTabs())
        #expect(report.issues == [.tabAdded(.search), .tabCustomizationUnreadable])
        #expect(report.state.tabs?.order == [.home, .search, .profile])
        #expect(report.tabCustomization == nil)

        // A customization saved by an app with one stack, restored into tabs, means nothing.
        let stack = StackState(root: .home)
        let stray = try stack.archived(schemaVersion: 1, tabCustomization: NavigationTabCustomization(hidden: []))
        let stackReport = StackState.restore(from: stray, schemaVersion: 1, fallback: stack)
        #expect(stackReport.issues == [.tabCustomizationRepaired])
    }
}
