import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

@testable import LibraryFeature

@MainActor
@Suite("The Library's checkout, module by module")
struct CheckoutModelTests {
    @Test("a book asks for the checkout above the tabs; the checkout pushes its last step or closes")
    func checkoutThroughARecorder() async {
        let book = LibraryCatalog.Book(id: 2, title: "Morning Pages")
        let bookRecorder = RecordingNavigationClient<LibraryDestination>()
        BookModel(book: book, navigationClient: bookRecorder.client).borrow()
        expectPresented(.public(.checkout(bookID: 2)), .aboveTabs, by: bookRecorder)

        let recorder = RecordingNavigationClient<LibraryDestination>()
        let checkout = CheckoutModel(book: book, navigationClient: recorder.client)
        #expect(DemoScreen(.library(.checkout(checkout))).actions.map(\.title) == ["Confirm", "Cancel"])
        checkout.confirm()
        expectPushed(.internal(.borrowed(id: 2)), by: recorder)
        checkout.cancel()
        expectClosed(by: recorder)

        let missing = CheckoutModel(book: nil, navigationClient: recorder.client)
        #expect(!missing.canConfirm)
        #expect(DemoScreen(.library(.checkout(missing))).actions.map(\.title) == ["Cancel"])
        #expect(missing.status == "This book is not on the shelf")
    }
}
