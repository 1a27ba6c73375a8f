import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// Numbers from anywhere (counts, indices, levels, identities, detents) are refused or
/// drawn safely, never trapped on, in every layout.
@MainActor
@Suite("Hostile numbers, in every layout")
struct HostileNumberLayoutTests {
    @Test(
        "extreme counts, indices, levels and identities are refused and change nothing", arguments: EveryLayout.allCases
    )
    func extremes(layout: EveryLayout) {
        let navigator = layout.navigator()
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)
        let gone = EntryID(rawValue: .max)
        var actions: [NavigationAction<TestRoute, TestTab>] = [
            .chooseDialogButton(at: .max), .chooseDialogButton(at: .min),
            .insertTab(.profile, root: .home, at: .max), .insertTab(.profile, root: .home, at: .min),
            .popTo(gone), .dismiss(gone), .close(gone), .push(.list, from: gone), .selectDetent(.large, in: gone),
        ]
        actions += [Int.max, Int.min, 0, -1].map { .pop(count: $0) }
        actions += [Int.max, Int.min, 0, -1, 5].map { .replaceStack(at: .presented($0), path: [.list]) }

        for action in actions { #expect(!navigator.perform(action), "\(action)") }

        #expect(navigator.state == before)
        #expect(events.events.count == actions.count)
        for event in events.events {
            switch event {
            case .refused, .staleCall: break
            default: Issue.record("\(layout): \(event)")
            }
            #expect(!event.description.isEmpty)
        }
    }

    @Test(
        "non-finite sheet numbers are refused; odd finite ones are drawn, dragged and saved",
        arguments: EveryLayout.allCases)
    func detents(layout: EveryLayout) throws {
        let navigator = layout.navigator()
        let before = navigator.state
        let nonFinite: [SheetDetent] = [
            .fraction(.nan), .fraction(.infinity), .fraction(-.infinity), .height(.nan), .height(.infinity),
        ]
        for detent in nonFinite {
            navigator.present(.settings, style: .sheet(SheetOptions(detents: [detent])))
            navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium], selectedDetent: detent)))
            navigator.present(.settings, style: .sheet(SheetOptions(backgroundInteraction: .enabledUpThrough(detent))))
        }
        navigator.present(.settings, style: .sheet(SheetOptions(cornerRadius: .nan)))
        #expect(navigator.state == before)

        let odd: [SheetDetent] = [.fraction(0), .fraction(-1), .fraction(5), .height(0), .height(-3), .height(1e300)]
        navigator.present(.settings, style: .sheet(SheetOptions(detents: odd, selectedDetent: .fraction(7))))
        let host = HeadlessHost(navigator: navigator)
        host.refusalsFailTests = false
        host.settle()
        for detent in odd + nonFinite { host.dragSheet(to: detent) }
        host.settle()
        for detent in odd + nonFinite { navigator.perform(.selectDetent(detent)) }
        host.settle()

        #expect(host.isSettled)
        #expect(host.showsNavigatorState)
        let restored = TabState.restore(
            from: try navigator.archived(schemaVersion: 1), schemaVersion: 1, fallback: layout.navigator().state)
        #expect(restored.state == navigator.state)
        #expect(restored.issues.isEmpty)
    }
}
