import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// A NaN or infinite number cannot be saved (JSON has none) nor laid out, so every way
/// into a state refuses it with a typed error, and every state accepted saves.
@MainActor
@Suite("Numbers entering the state are finite")
struct FiniteNumberTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity, .signalingNaN]

    static func styles(_ value: Double) -> [PresentationStyle] {
        [
            .sheet(SheetOptions(detents: [.fraction(value)])),
            .sheet(SheetOptions(detents: [.height(value)])),
            .sheet(SheetOptions(detents: [.medium], selectedDetent: .fraction(value))),
            .sheet(SheetOptions(cornerRadius: value)),
            .sheet(
                SheetOptions(detents: [.medium, .large], backgroundInteraction: .enabledUpThrough(.fraction(value)))),
            .popover(PopoverOptions(attachmentAnchor: .point(x: value, y: 0))),
            .popover(PopoverOptions(attachmentAnchor: .rect(x: 0, y: 0, width: 10, height: value))),
        ]
    }

    @Test("presenting with a NaN or infinite detent, corner radius or anchor is refused with a typed error")
    func presentRefused() {
        for value in Self.nonFinite {
            for style in Self.styles(value) {
                var state = Fixtures.stack
                let before = state
                #expect(throws: NavigationError.nonFiniteNumber) {
                    try state.perform(.present(.picker, style))
                }
                #expect(state == before)
            }
        }
    }

    @Test("a navigator and a client refuse a non-finite style, report it, and stay savable")
    func navigatorRefuses() throws {
        let navigator = Navigator(Fixtures.stack)
        let events = NavigationEventRecorder(navigator)
        let style = PresentationStyle.sheet(SheetOptions(detents: [.fraction(.nan)]))
        #expect(!navigator.perform(.present(.picker, style)))
        navigator.client(for: navigator.topStack.top.id).presentSheet(
            .picker, options: SheetOptions(cornerRadius: .infinity))
        #expect(navigator.state == Fixtures.stack)
        #expect(events.events.contains { if case .refused = $0 { true } else { false } })
        #expect(throws: Never.self) { try navigator.archived(schemaVersion: 1) }
    }

    @Test("finite sizes that make no sense are kept, saved and drawn as the nearest drawable size")
    func finiteOddSizesKept() throws {
        var state = Fixtures.stackFallback
        let style = PresentationStyle.sheet(SheetOptions(detents: [.fraction(7), .height(-3)], cornerRadius: -1))
        try state.perform(.present(.picker, style))
        let restored = StackState.restore(
            from: try state.archived(schemaVersion: 1), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(restored.state == state)
        #expect(SheetDetent.fraction(7).drawable == .fraction(1))
        #expect(SheetDetent.height(-3).drawable == .large)
    }

    @Test("a whole state carrying a non-finite number is refused by decoding, so replaceState never sees one")
    func decodingRefuses() throws {
        var state = Fixtures.stackFallback
        try state.perform(.present(.picker, .sheet(SheetOptions(detents: [.fraction(0.5)]))))
        let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
            .replacingOccurrences(of: "0.5", with: #""nan""#)
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        #expect(throws: DecodingError.self) { try decoder.decode(StackState.self, from: Data(text.utf8)) }
    }

    @Test("an archive whose detent is out of Double's range restores without that presentation, and saves again")
    func archiveOutOfRange() throws {
        var state = Fixtures.stackFallback
        try state.perform(.present(.picker, .sheet(SheetOptions(detents: [.height(320)]))))
        let archive = Fixtures.json(state).edited(#""_0":320"#, #""_0":1e999"#)
        let result = StackState.restore(
            from: Data(archive.utf8), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(result.outcome == .repaired)
        #expect(result.issues == [.corruptPresentation(level: 1), .presentationsDropped(count: 1)])
        #expect(result.state.presentations.isEmpty)
        #expect(throws: Never.self) { try result.state.archived(schemaVersion: 1) }
    }

    @Test("the host's sheet drag to a NaN detent is refused: a sheet never offers one")
    func dragToNaNRefused() throws {
        let navigator = Navigator(Fixtures.stackFallback)
        navigator.present(.picker, style: .sheet(SheetOptions(detents: [.medium, .large])))
        #expect(!navigator.perform(.selectDetent(.fraction(.nan))))
        #expect(navigator.state.presentations.first?.style.sheetOptions?.selectedDetent == nil)
    }
}
