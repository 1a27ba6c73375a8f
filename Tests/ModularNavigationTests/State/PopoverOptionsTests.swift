import Foundation
import ModularNavigation
import Testing

@Suite("Popover options")
struct PopoverOptionsTests {
    @Test("an anchor that cannot be placed draws as the bounds; the state keeps what it was given")
    func drawableAnchor() {
        #expect(PopoverOptions.Anchor.point(x: 1, y: 0).drawable == .point(x: 1, y: 0))
        #expect(PopoverOptions.Anchor.point(x: .nan, y: 0).drawable == .bounds)
        #expect(
            PopoverOptions.Anchor.rect(x: 0, y: 0, width: 44, height: 44).drawable
                == .rect(x: 0, y: 0, width: 44, height: 44))
        #expect(PopoverOptions.Anchor.rect(x: 0, y: 0, width: -1, height: 44).drawable == .bounds)
        #expect(PopoverOptions.Anchor.rect(x: .infinity, y: 0, width: 1, height: 1).drawable == .bounds)
        let options = PopoverOptions(attachmentAnchor: .point(x: .nan, y: 1))
        #expect(options.attachmentAnchor == .point(x: .nan, y: 1) || options.attachmentAnchor != .bounds)
    }

    @Test("the style describes itself for the tree printout")
    func description() {
        #expect(PresentationStyle.popover().description == "popover")
        #expect(
            PresentationStyle.popover(PopoverOptions(attachmentAnchor: .point(x: 1, y: 0), arrowEdge: .bottom))
                .description == "popover [at (1, 0), arrow bottom]")
        #expect(
            PopoverOptions(attachmentAnchor: .rect(x: 8, y: 4.5, width: 44, height: 30)).description
                == "[at (8, 4.5, 44×30)]")
    }

    @Test("a popover is its own kind: it replaces a popover in place, never a sheet or a cover")
    func kind() {
        let popover = PresentationStyle.popover(PopoverOptions(arrowEdge: .leading))
        #expect(popover.kind == PresentationStyle.popover().kind)
        #expect(popover.kind != PresentationStyle.sheet().kind)
        #expect(popover.kind != PresentationStyle.fullScreenCover.kind)
        #expect(popover.popoverOptions?.arrowEdge == .leading)
        #expect(popover.sheetOptions == nil)
    }

    @Test("options encode and decode as values")
    func codable() throws {
        let options = PopoverOptions(attachmentAnchor: .rect(x: 1, y: 2, width: 3, height: 4), arrowEdge: .trailing)
        let data = try JSONEncoder().encode(PresentationStyle.popover(options))
        #expect(try JSONDecoder().decode(PresentationStyle.self, from: data) == .popover(options))
    }
}
