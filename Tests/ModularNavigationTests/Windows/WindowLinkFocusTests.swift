import Foundation
import ModularNavigation
import Testing

/// A link routed to a window behind the frontmost one brings that window forward only
/// when it shows something there: as with one window, a link refused or cancelled
/// changes nothing the user sees.
@MainActor
@Suite("Windows: a routed link brings its window forward only when it shows something")
struct WindowLinkFocusTests {
    /// What the back window's guard answers to the link.
    enum Answer: String, CaseIterable, Sendable {
        case allow, cancel, redirect
    }

    @Test("brought forward for an opened or redirected link, not for a cancelled one", arguments: Answer.allCases)
    func focus(answer: Answer) throws {
        let windows = try WindowFixtures.windows()
        let back = try windows.makeWindow(NavigationState(root: .home, path: [.product(1)]))
        let front = try windows.makeWindow(NavigationState(root: .home))
        for id in windows.windowIDs { windows.navigator(for: id)?.attachUI() }
        try windows.activateWindow(front)
        windows.navigator(for: back)?.addGuard { proposal in
            guard proposal.addedRoutes.contains(.product(2)) else { return .allow }
            switch answer {
            case .allow: return .allow
            case .cancel: return .cancel
            case .redirect: return .redirect(to: .push(.account))
            }
        }
        windows.linkRule = { _, _ in back }
        var shown: [NavigationWindowID] = []
        windows.showWindow = { shown.append($0) }

        let result = windows.open(Shop.url("shop://product/2"))

        #expect(result.window == back)
        switch answer {
        case .allow:
            #expect(result.outcome == .opened)
            #expect(shown == [back])
        case .cancel:
            #expect(result.outcome == .cancelled)
            #expect(shown.isEmpty)
            #expect(windows.navigator(for: back)?.state.entries.map(\.route) == [.home, .product(1)])
        case .redirect:
            #expect(result.outcome == .redirected)
            #expect(shown == [back])
        }
    }
}
