import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

extension UIKitStandIn {
    /// Ends none, one, or all of the running transitions, as the random source picks:
    /// transitions end at any moment.
    func finishSome(using random: inout SeededRandom) {
        switch random.next(upTo: 3) {
        case 0: break
        case 1: finishOne()
        default: finish()
        }
    }
}

extension UIKitStandIn where Route == TestRoute, Tab == Never {
    /// A stand-in drawing a navigator rooted at `.home` with these screens pushed and
    /// these layers presented, every transition finished.
    static func drawing(
        pushing routes: [TestRoute] = [], presenting layers: [(TestRoute, PresentationStyle)] = []
    ) -> UIKitStandIn {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        for route in routes {
            navigator.push(route)
            uikit.finish()
        }
        for (route, style) in layers {
            navigator.present(route, style: style)
            uikit.finish()
        }
        return uikit
    }
}

/// Expects that UIKit was asked nothing it would refuse, and shows the navigator's state.
@MainActor
func expectClean<Route, Tab>(_ uikit: UIKitStandIn<Route, Tab>, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(uikit.failures.isEmpty, sourceLocation: sourceLocation)
    #expect(uikit.showsNavigatorState, sourceLocation: sourceLocation)
}

/// Expects that a seeded mix left UIKit asked nothing it would refuse, showing the
/// navigator, and says what UIKit and the driver hold when it does not.
@MainActor
func expectMixEnded<Route, Tab>(
    _ uikit: UIKitStandIn<Route, Tab>, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
) {
    uikit.finish()
    let driver = uikit.drawing.driver
    #expect(uikit.failures.isEmpty, "seed \(seed): \(uikit.failures)", sourceLocation: sourceLocation)
    #expect(
        uikit.showsNavigatorState,
        """
        seed \(seed): \(uikit.navigator.current.treeDescription)
        UIKit: \(uikit.controllers) compact \(uikit.compacts) presented \(uikit.presented.map(\.root))
        settled \(driver.isSettled) awaits \(driver.inspectedQueue?.running?.step.awaits as Any) \
        splits \(uikit.drawing.splits) calls \(uikit.calls.suffix(8))
        """,
        sourceLocation: sourceLocation)
}
