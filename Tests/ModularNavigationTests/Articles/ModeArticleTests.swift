import ModularNavigation
import Testing

// Code quoted by the Adding navigation to a module article: the modes a builder receives.

/// Where a screen shown in a mode appears, as a builder reads the mode it is given.
private func placement(of mode: NavigationMode) -> String {
    switch mode {
    case .root: "the new root of the caller's stack"
    case .push: "pushed on the caller's stack"
    case .presented(.fullScreenCover): "a full-screen cover"
    case .presented(let style): "presented: \(style)"
    case .aboveTabs: "over the tab bar"
    case .window: "in a window, else a sheet"
    case .selected: "selected in the split view, else pushed"
    }
}

@Suite("the Adding navigation to a module article: modes")
struct ModeArticleTests {
    @Test("every mode a client takes, and the spellings of presented styles")
    func modes() {
        #expect(placement(of: .root) == "the new root of the caller's stack")
        #expect(placement(of: .push) == "pushed on the caller's stack")
        #expect(placement(of: .fullScreenCover) == "a full-screen cover")
        #expect(placement(of: .sheet()) == placement(of: .presented(.sheet())))
        #expect(placement(of: .popover()) == placement(of: .presented(.popover())))
        #expect(placement(of: .aboveTabs) == "over the tab bar")
        #expect(placement(of: .window(SheetOptions(detents: [.large]))) == "in a window, else a sheet")
        #expect(placement(of: .selected) == "selected in the split view, else pushed")
    }
}
