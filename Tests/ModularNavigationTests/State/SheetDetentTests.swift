import ModularNavigation
import Testing

@Suite("Sheet detents from data")
struct SheetDetentTests {
    @Test("a detent that cannot be laid out draws as large; fractions above 1 draw full height")
    func drawableDetents() {
        for size in [Double.nan, .infinity, -.infinity, 0, -1, -.leastNonzeroMagnitude] {
            #expect(SheetDetent.fraction(size).drawable == .large)
            #expect(SheetDetent.height(size).drawable == .large)
        }
        #expect(SheetDetent.fraction(0.3).drawable == .fraction(0.3))
        #expect(SheetDetent.fraction(7).drawable == .fraction(1))
        #expect(SheetDetent.height(240).drawable == .height(240))
        #expect(SheetDetent.medium.drawable == .medium)
    }
}
