import ConsumerApp
import ModularNavigation
import ModularNavigationTesting
import OrdersFeature
import Testing

@MainActor
@Suite("orders flows")
struct OrdersFlowTests {
    @Test("opening an order pushes its detail within the Orders module")
    func pushWithinModule() {
        let app = ConsumerApp()
        let host = launch(app)
        let list = host.navigator.topScreenObject(scope: AppRoute.orders, answering: AppRoute.fromOrders) {
            OrderListModel(store: app.orders, navigationClient: $0)
        }

        host.tap { list.open(list.orders[0]) }

        expectSettled(
            host,
            """
            main
              #0 orders/list
              #1 orders/detail(id: 3)
            """)
    }

    @Test("Orders asks for the addresses and the app shows Profile's screen on the same stack")
    func crossModulePush() {
        let app = ConsumerApp()
        let host = launch(app) { _ in app.navigator.push(.orders(.detail(id: 3))) }
        let detail = host.navigator.topScreenObject(scope: AppRoute.orders, answering: AppRoute.fromOrders) {
            OrderDetailModel(id: 3, store: app.orders, navigationClient: $0)
        }

        host.tap(detail.showDeliveryAddresses)

        expectSettled(
            host,
            """
            main
              #0 orders/list
              #1 orders/detail(id: 3)
              #2 profile/addresses
            """)
    }

    @Test("a request through a client that does not answer it is reported, and nothing is pushed")
    func unansweredRequest() {
        let app = ConsumerApp()
        let host = launch(app) { _ in app.navigator.push(.orders(.detail(id: 3))) }
        let events = NavigationEventRecorder(app.navigator)
        // The bare case embeds Orders' screens but answers none of its requests.
        let unanswered = app.navigator.client(for: EntryID(1)).scope(AppRoute.orders)
        let detail = OrderDetailModel(id: 3, store: app.orders, navigationClient: unanswered)

        host.tap(detail.showDeliveryAddresses)

        expectSettled(
            host,
            """
            main
              #0 orders/list
              #1 orders/detail(id: 3)
            """)
        #expect(events.events == [.requestUnanswered("deliveryAddresses", screen: EntryID(1))])
    }

    @Test("a back swipe pops the detail, as SwiftUI reports it")
    func backSwipe() {
        let app = ConsumerApp()
        let host = launch(app) { _ in app.navigator.push(.orders(.detail(id: 2))) }

        host.swipeBack()

        expectSettled(
            host,
            """
            main
              #0 orders/list
            """)
    }
}
