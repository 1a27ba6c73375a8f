import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: popovers and a sheet's selected detent")
struct PersistenceSheetStateTests {
    @Test("a popover and a dragged sheet restore whole, the same through either reading")
    func roundTrip() throws {
        var saved = TabState.threeTabs()
        let sheet = SheetOptions(
            detents: [.medium, .large], selectedDetent: .medium, backgroundInteraction: .enabledUpThrough(.medium),
            cornerRadius: 24)
        let popover = PopoverOptions(attachmentAnchor: .rect(x: 12, y: 0, width: 44, height: 44), arrowEdge: .bottom)
        Fixtures.perform(&saved, .present(.settings, .sheet(sheet)), .push(.list), .present(.picker, .popover(popover)))
        try saved.perform(.selectDetent(.large, in: saved.presentations[0].stack.root.id))
        let result = PersistenceWhitespaceTests.expectSameReadings(
            try saved.archived(schemaVersion: Fixtures.schema), fallback: Fixtures.tabFallback)
        #expect(result.outcome == .restored)
        #expect(result.state == saved)
        #expect(result.state.presentations[0].style.sheetOptions?.selectedDetent == .large)
        #expect(result.state.presentations[1].style == .popover(popover))
    }

    @Test("an archive written before popovers and detent selection restores as it did")
    func oldArchive() throws {
        let old = JSON.envelope(
            JSON.state(
                nextID: 2, stack: JSON.stack(JSON.entry(0, JSON.home)),
                presentations: [JSON.presentation(JSON.stack(JSON.entry(1, JSON.list)))]))
        let result = PersistenceWhitespaceTests.expectSameReadings(Data(old.utf8), fallback: Fixtures.stackFallback)
        #expect(result.outcome == .restored)
        #expect(result.state.presentations.map(\.style) == [.sheet()])
        // A state that uses neither writes the same bytes as before, in the old layout.
        #expect(try ReferenceArchive.data(result.state, schemaVersion: Fixtures.schema) == Data(old.utf8))
    }

    @Test("a saved selection the sheet does not offer restores as saved and rests at the first detent")
    func unofferedSelection() throws {
        let style =
            #"{"sheet":{"_0":{"detents":[{"medium":{}}],"dragIndicator":"automatic","interactiveDismissDisabled":false,"selectedDetent":{"height":{"_0":-3}}}}}"#
        let archive = JSON.envelope(
            JSON.state(
                nextID: 2, stack: JSON.stack(JSON.entry(0, JSON.home)),
                presentations: [JSON.presentation(JSON.stack(JSON.entry(1, JSON.list)), style: style)]))
        let result = PersistenceWhitespaceTests.expectSameReadings(Data(archive.utf8), fallback: Fixtures.stackFallback)
        #expect(result.outcome == .restored)
        let options = try #require(result.state.presentations.first?.style.sheetOptions)
        #expect(options.selectedDetent == .height(-3))
        #expect(options.restingDetent == .medium)
    }

    @Test("a popover whose options do not decode drops that layer with an issue, like any unreadable style")
    func unreadablePopover() {
        let archive = JSON.envelope(
            JSON.state(
                nextID: 2, stack: JSON.stack(JSON.entry(0, JSON.home)),
                presentations: [
                    JSON.presentation(
                        JSON.stack(JSON.entry(1, JSON.list)), style: #"{"popover":{"_0":{"arrowEdge":7}}}"#)
                ]))
        let result = PersistenceWhitespaceTests.expectSameReadings(Data(archive.utf8), fallback: Fixtures.stackFallback)
        #expect(result.state.presentations.isEmpty)
        #expect(result.issues.contains(.corruptPresentation(level: 1)))
    }
}
