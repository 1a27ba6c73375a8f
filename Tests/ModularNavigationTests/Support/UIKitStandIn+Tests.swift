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
