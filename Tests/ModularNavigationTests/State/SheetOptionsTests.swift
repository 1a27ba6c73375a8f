import Foundation
import ModularNavigation
import Testing

@Suite("Sheet options: the selected detent and the iOS 17 options")
struct SheetOptionsTests {
    @Test("a sheet offers its detents, or large when it has none")
    func offers() {
        let options = SheetOptions(detents: [.medium, .fraction(0.25)])
        #expect(options.offers(.medium))
        #expect(options.offers(.fraction(0.25)))
        #expect(!options.offers(.large))
        #expect(SheetOptions().offers(.large))
        #expect(!SheetOptions().offers(.medium))
    }

    @Test("the resting detent is the selection when offered, else the first detent (documented normalisation)")
    func restingDetent() {
        #expect(SheetOptions(detents: [.medium, .large]).restingDetent == .medium)
        #expect(SheetOptions(detents: [.medium, .large], selectedDetent: .large).restingDetent == .large)
        // From data: a selection the sheet does not offer draws as the first detent.
        #expect(SheetOptions(detents: [.medium, .large], selectedDetent: .height(10)).restingDetent == .medium)
        #expect(SheetOptions(selectedDetent: .medium).restingDetent == nil)
    }

    @Test("a corner radius from data that cannot be drawn is the system's")
    func cornerRadius() {
        #expect(SheetOptions(cornerRadius: 24).drawableCornerRadius == 24)
        #expect(SheetOptions(cornerRadius: -1).drawableCornerRadius == nil)
        #expect(SheetOptions(cornerRadius: .nan).drawableCornerRadius == nil)
        #expect(SheetOptions(cornerRadius: .infinity).drawableCornerRadius == nil)
    }

    @Test("options written before the new fields existed still decode, with their defaults")
    func oldOptionsDecode() throws {
        let old = #"{"detents":[{"medium":{}}],"dragIndicator":"visible","interactiveDismissDisabled":true}"#
        let options = try JSONDecoder().decode(SheetOptions.self, from: Data(old.utf8))
        #expect(options == SheetOptions(detents: [.medium], dragIndicator: .visible, interactiveDismissDisabled: true))
        #expect(options.selectedDetent == nil)
        #expect(options.backgroundInteraction == .automatic)
        #expect(options.cornerRadius == nil)
    }

    @Test("options that use no new field encode to the same bytes as before")
    func defaultsEncodeAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(SheetOptions(detents: [.large]))
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"detents":[{"large":{}}],"dragIndicator":"automatic","interactiveDismissDisabled":false}"#)
    }

    @Test("every new field survives encoding")
    func newFieldsRoundTrip() throws {
        let options = SheetOptions(
            detents: [.medium, .large], selectedDetent: .large, backgroundInteraction: .enabledUpThrough(.medium),
            cornerRadius: 28.5)
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(SheetOptions.self, from: data) == options)
    }

    @Test("the tree printout marks the selected detent and names the other options")
    func description() {
        #expect(
            SheetOptions(detents: [.medium, .large], selectedDetent: .large).description == "[medium, large (selected)]"
        )
        #expect(
            SheetOptions(detents: [.medium], backgroundInteraction: .enabled, cornerRadius: 20).description
                == "[medium, background enabled, corner radius 20]")
        #expect(SheetOptions(detents: [.medium], selectedDetent: .large).description == "[medium, selected large]")
    }
}
