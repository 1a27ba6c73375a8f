import Foundation
import ModularNavigation

/// The harness's random actions: what each step proposes, drawn from the seeded generator,
/// through every door a state comes in by.
extension InvariantHarness {
    func randomAction(in state: NavigationState<TestRoute, TestTab>) -> NavigationAction<TestRoute, TestTab> {
        switch random.next() % 33 {
        case 0, 1, 2: .push(route(), from: screen(in: state))
        case 3, 4: .pop(count: Int(random.next() % 4))
        case 5: .popTo(anyScreen(in: state))
        case 6: .popToRoot
        case 7, 8: .present(route(), style(), from: screen(in: state))
        case 9: .setRoot(route(), from: screen(in: state))
        case 10: .replaceStack(at: location(in: state), root: random.next() % 3 == 0 ? route() : nil, path: routes())
        case 11: .dismissPresentation
        case 12: .dismissAllPresentations
        case 13, 14: .dismiss(anyScreen(in: state))
        case 15: .close(anyScreen(in: state))
        case 16, 17: .selectTab([TestTab.home, .search, .profile][Int(random.next() % 3)])
        case 18: .presentDialog(dialog(), from: screen(in: state))
        case 19: .chooseDialogButton(at: Int(random.next() % 4) - 1, in: dialogID(in: state))
        case 20: .dismissDialog(dialogID(in: state))
        case 21:
            .selectDetent([SheetDetent.medium, .large, .height(200)][Int(random.next() % 3)], in: screen(in: state))
        case 22: .selectSidebar(random.next() % 4 == 0 ? nil : route(), in: splitTab())
        case 23: .selectContent(random.next() % 4 == 0 ? nil : route(), in: splitTab())
        case 24, 25: .showAboveTabs(route(), from: screen(in: state))
        case 26: .dismissAboveTabs
        case 27: .present(route(), style(), placement: .overApp, from: screen(in: state))
        case 28: .minimize(random.next() % 2 == 0 ? nil : anyScreen(in: state))
        case 29: .expand
        default: .replaceState(target(from: state))
        }
    }

    func dialog() -> NavigationDialog<AnyHashableSendable> {
        let buttons = (0..<Int(random.next() % 3)).map { DialogButton("\($0)", action: AnyHashableSendable($0)) }
        return NavigationDialog(
            style: random.next() % 2 == 0 ? .alert : .confirmationDialog, title: "?", buttons: buttons)
    }

    /// The open dialog's opening, an opening that never was or is gone, or none.
    func dialogID(in state: NavigationState<TestRoute, TestTab>) -> EntryID? {
        switch random.next() % 4 {
        case 0: nil
        case 1: EntryID(rawValue: random.next() % (highest + 2))
        default: state.dialog?.id
        }
    }

    /// The tab whose split view a selection names: none (the app's, or the selected
    /// tab's), a tab that holds one, a tab with one stack, or a tab the app does not have.
    func splitTab() -> TestTab? {
        [nil, TestTab.home, .search, .profile][Int(random.next() % 4)]
    }

    /// Whether a location is the sidebar column of the split view the user sees.
    static func isShownSidebar(
        _ location: StackLocation<TestTab>, in state: NavigationState<TestRoute, TestTab>
    ) -> Bool {
        guard let shown = state.shownSplit else { return false }
        return location == .sidebarColumn(in: shown.tab)
    }

    func route() -> TestRoute {
        [TestRoute.home, .list, .detail(1), .detail(2), .settings, .picker][Int(random.next() % 6)]
    }

    func routes() -> [TestRoute] {
        (0..<Int(random.next() % 4)).map { _ in route() }
    }

    func style() -> PresentationStyle {
        switch random.next() % 5 {
        case 4: .inspector(InspectorOptions(idealWidth: 320, interactiveDismissDisabled: random.next() % 2 == 0))
        case 0: .fullScreenCover
        case 1:
            .popover(PopoverOptions(attachmentAnchor: .rect(x: 10, y: 10, width: 44, height: 44), arrowEdge: .bottom))
        case 2: .sheet(SheetOptions(detents: [.medium, .large], selectedDetent: .large))
        default:
            // Sheets of a kind, so that one sheet of an id is tried on every path.
            .sheet(
                SheetOptions(
                    detents: [.medium], id: [nil, "editor", "viewer"][Int(random.next() % 3)],
                    replacesExisting: random.next() % 2 == 0))
        }
    }

    /// A screen of the state, a screen that is gone, or none (act on the top stack).
    func screen(in state: NavigationState<TestRoute, TestTab>) -> EntryID? {
        random.next() % 3 == 0 ? nil : anyScreen(in: state)
    }

    func anyScreen(in state: NavigationState<TestRoute, TestTab>) -> EntryID {
        if random.next() % 4 == 0, let gone = screens.randomElement(using: &random) { return gone }
        return state.entries.randomElement(using: &random)?.id ?? state.baseStack.root.id
    }

    func location(in state: NavigationState<TestRoute, TestTab>) -> StackLocation<TestTab>? {
        let candidates =
            state.locations + [
                .presented(state.presentations.count + 1), .tab(.profile), .main, .sidebar, .detail, .aboveTabs,
                .tabDetail(.home), .tabDetail(.search),
            ]
        return random.next() % 3 == 0 ? nil : candidates.randomElement(using: &random)
    }

    /// A target for `replaceState`: usually a change of a copy of the live state, so
    /// identities carry over; sometimes a state built elsewhere.
    func target(from state: NavigationState<TestRoute, TestTab>) -> NavigationState<TestRoute, TestTab> {
        guard random.next() % 4 != 0 else {
            switch random.next() % 5 {
            case 4:
                var tabs =
                    (try? NavigationState(tabs: [.home, .search], selectedTab: .search, splitTabs: [.home]) { _ in
                        route()
                    }) ?? state
                _ = try? tabs.perform(.selectSidebar(route(), in: .home))
                _ = try? tabs.perform(.push(route()))
                return tabs
            case 0: return NavigationState(sidebar: route(), selection: route(), detailPath: routes())
            case 1: return (try? NavigationState(sidebar: route(), selection: route(), contentSelection: nil)) ?? state
            case 2:
                var tabs = (try? NavigationState(tabs: [.home, .search], selectedTab: .home) { _ in route() }) ?? state
                _ = try? tabs.perform(.showAboveTabs(route()))
                _ = try? tabs.perform(.push(route()))
                return tabs
            default:
                return (try? NavigationState(tabs: [.search, .home], selectedTab: .search) { _ in route() }) ?? state
            }
        }
        var copy = state
        for _ in 0..<Int(random.next() % 4) {
            _ = try? copy.perform(randomAction(in: copy))
        }
        return copy
    }

    /// Brings an older state in from outside, as an app does at launch or from its own
    /// storage: restored from its archive, adopted after a round trip through its
    /// `Codable` form, or adopted as it is.
    func arriveFromOutside(
        _ snapshot: NavigationState<TestRoute, TestTab>
    ) -> (NavigationAction<TestRoute, TestTab>, Bool) {
        let before = navigator.state
        switch random.next() % 3 {
        case 0:
            restored += 1
            let report = navigator.restore(
                from: try? snapshot.archived(schemaVersion: 1), schemaVersion: 1, fallback: before)
            return (.adopt(report.state), navigator.state != before)
        case 1:
            adopted += 1
            let decoded = (try? JSONEncoder().encode(snapshot)).flatMap {
                try? JSONDecoder().decode(NavigationState<TestRoute, TestTab>.self, from: $0)
            }
            let action = NavigationAction<TestRoute, TestTab>.adopt(decoded ?? snapshot)
            return (action, navigator.perform(action))
        default:
            adopted += 1
            let action = NavigationAction<TestRoute, TestTab>.adopt(snapshot)
            return (action, navigator.perform(action))
        }
    }

    func performThroughClient(_ action: NavigationAction<TestRoute, TestTab>) -> Bool {
        guard let screen = action.screen else { return navigator.perform(action) }
        let before = navigator.state
        let client = navigator.client(for: screen)
        switch action {
        // A module asks for no placement: a layer over the app is the app's to present.
        case .present(_, _, .overApp, _): return navigator.perform(action)
        case .push(let route, _): client.push(route)
        case .present(let route, .fullScreenCover, _, _): client.navigate(to: route, mode: .fullScreenCover)
        case .present(let route, .sheet(let options), _, _): client.presentSheet(route, options: options)
        case .present(let route, .popover(let options), _, _): client.navigate(to: route, mode: .popover(options))
        case .present(let route, .inspector(let options), _, _): client.navigate(to: route, mode: .inspector(options))
        case .selectDetent(let detent, _): client.selectDetent(detent)
        case .setRoot(let route, _): client.navigate(to: route, mode: .root)
        case .showAboveTabs(let route, _): client.showAboveTabs(route)
        case .dismiss: client.dismiss()
        case .close: client.close()
        default: return navigator.perform(action)
        }
        return navigator.state != before
    }
}
