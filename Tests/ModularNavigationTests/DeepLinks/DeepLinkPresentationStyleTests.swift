import ModularNavigation
import Testing

@Suite("Deep links: popovers and sheet detents in targets")
struct DeepLinkPresentationStyleTests {
    @Test("a target keeps a sheet the user dragged, and moves it to the detent the target names")
    func keepsDraggedSheet() throws {
        let options = SheetOptions(detents: [.medium, .large])
        var state = StackState(root: .home)
        try state.navigate(to: DeepLinkTarget.present(.settings, style: .sheet(options)))
        let root = state.presentations[0].stack.root.id
        try state.perform(.selectDetent(.large))

        // The same target again leaves the dragged sheet as it is.
        try state.navigate(to: DeepLinkTarget.present(.settings, style: .sheet(options)))
        #expect(state.presentations[0].stack.root.id == root)
        #expect(state.presentations[0].style.sheetOptions?.selectedDetent == .large)

        var medium = options
        medium.selectedDetent = .medium
        try state.navigate(to: DeepLinkTarget.present(.settings, style: .sheet(medium)))
        #expect(state.presentations[0].stack.root.id == root)
        #expect(state.presentations[0].style.sheetOptions?.selectedDetent == .medium)
    }

    @Test("a target whose sheet names a detent it does not offer is refused and changes nothing")
    func refusesUnofferedDetent() {
        var state = StackState(root: .home)
        let bad = SheetOptions(detents: [.medium], selectedDetent: .large)
        #expect(throws: NavigationError.detentNotOffered(.large)) {
            try state.navigate(to: DeepLinkTarget.present(.settings, style: .sheet(bad)))
        }
        #expect(state.presentations.isEmpty)
    }
}
