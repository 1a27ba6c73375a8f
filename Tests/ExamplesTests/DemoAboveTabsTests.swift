import ExampleApp
import Foundation
import ModularNavigation
import NavigationDemoKit
import Testing

@MainActor
@Suite("terminal demo: a checkout above the tabs")
struct DemoAboveTabsTests {
    @Test("borrow N shows the checkout above the tabs; tabs are out of reach; back shows them again")
    func borrow() async {
        let session = DemoSession()
        _ = await session.handle("tab library")
        let checkout = await session.handle("borrow 2") ?? ""
        #expect(checkout.contains("above tabs (tab bar hidden)\n"), "\(checkout)")
        #expect(checkout.contains("Borrow Morning Pages  <- top"), "\(checkout)")
        #expect(
            await session.handle("tab home")
                == "The tab bar is hidden under the stack above the tabs; go back from it first.")
        let borrowed = await session.handle("1") ?? ""
        #expect(borrowed.contains("Borrowed  <- top"), "\(borrowed)")
        _ = await session.handle("back")
        let tabs = await session.handle("back") ?? ""
        #expect(!tabs.contains("above tabs"), "\(tabs)")
        #expect(tabs.hasPrefix("tab home\n"), "\(tabs)")
        #expect(session.app.navigator.selectedTab == .library)
        #expect(DemoCommand.parse("borrow") == .failure(.missingArgument("borrow", "BOOK")))
    }
}
