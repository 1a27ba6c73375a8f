import ModularNavigation
import ModularNavigationTesting
import Testing

/// A cart module that asks for a payment method, a payment module that draws pickers,
/// and a shop module that embeds the cart and asks in its own terms; none knows another.
private enum CartDestination: Hashable, Sendable {
    case cart
    case summary
}

extension CartDestination: RequestingDestination {
    enum Request: Hashable, Sendable {
        case paymentMethod
        case giftWrap
    }
}

private enum PaymentDestination: Hashable, Sendable {
    case picker
}

private enum ShopDestination: Hashable, Sendable {
    case home
    case cart(CartDestination)
}

extension ShopDestination: RequestingDestination {
    enum Request: Hashable, Sendable {
        case payment
    }
}

private enum AppRoute: Hashable, Sendable {
    case cart(CartDestination)
    case payment(PaymentDestination)
    case shop(ShopDestination)

    static func fromCart(_ request: CartDestination.Request) -> AppRoute {
        switch request {
        case .paymentMethod, .giftWrap: .payment(.picker)
        }
    }

    static func fromShop(_ request: ShopDestination.Request) -> AppRoute {
        switch request {
        case .payment: .payment(.picker)
        }
    }
}

@MainActor
@Suite("Requests for other modules' screens")
struct RequestTests {
    @Test("an answered request shows the other module's screen from the requesting screen")
    func answeredRequest() {
        let navigator = Navigator(root: AppRoute.cart(.cart))
        let cart = navigator.rootClient.scope(AppRoute.cart, answering: AppRoute.fromCart)

        cart.request(.paymentMethod, mode: .push)
        #expect(navigator.state.baseStack.path.map(\.route) == [.payment(.picker)])

        cart.push(.summary)
        cart.request(.paymentMethod, mode: .sheet())
        // The root's client presents over the root's stack, whatever is pushed on it.
        #expect(navigator.state.presentations.first?.stack.root.route == .payment(.picker))
    }

    @Test("the answering module's flow finishes with a value the requester receives typed")
    func typedResult() async {
        let navigator = Navigator(root: AppRoute.cart(.cart))
        let cart = navigator.rootClient.scope(AppRoute.cart, answering: AppRoute.fromCart)

        let asking = await navigator.start {
            await cart.request(.paymentMethod, mode: .sheet(), expecting: String.self)
        }
        #expect(navigator.topStack.top.route == .payment(.picker))
        navigator.client(for: navigator.topStack.top.id).scope(AppRoute.payment).finish(with: "Visa 4242")

        #expect(await asking.value == .finished("Visa 4242"))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a request through a scope that does not answer it changes nothing and is reported")
    func unansweredRequest() async {
        let navigator = Navigator(root: AppRoute.cart(.cart))
        let events = NavigationEventRecorder(navigator)
        let cart = navigator.rootClient.scope(AppRoute.cart)
        let before = navigator.state

        cart.request(.paymentMethod, mode: .push)
        let result = await cart.request(.giftWrap, mode: .sheet(), expecting: Bool.self)

        #expect(navigator.state == before)
        #expect(result == .cancelled)
        #expect(
            events.events == [
                .requestUnanswered("paymentMethod", screen: EntryID(0)),
                .requestUnanswered("giftWrap", screen: EntryID(0)),
            ])
        #expect(
            events.events.first?.description
                == "request paymentMethod from #0 unanswered: no scope maps it to a screen")
    }

    @Test("a parent module forwards its child's requests as its own, and the app answers the parent's")
    func forwardedRequest() async {
        let navigator = Navigator(root: AppRoute.shop(.home))
        let shop = navigator.rootClient.scope(AppRoute.shop, answering: AppRoute.fromShop)
        let cart = shop.scope(ShopDestination.cart, forwarding: { _ in .payment })

        cart.push(.cart)
        let asking = await navigator.start {
            await cart.request(.paymentMethod, mode: .sheet(), expecting: String.self)
        }

        #expect(navigator.state.baseStack.path.map(\.route) == [.shop(.cart(.cart))])
        #expect(navigator.topStack.top.route == .payment(.picker))
        navigator.client(for: navigator.topStack.top.id).scope(AppRoute.payment).finish(with: "Cash")
        #expect(await asking.value == .finished("Cash"))
    }

    @Test("a child's request passes a scope that answers another type, up to the navigator's report")
    func requestPassesUp() {
        let navigator = Navigator(root: AppRoute.shop(.home))
        let events = NavigationEventRecorder(navigator)
        let shop = navigator.rootClient.scope(AppRoute.shop, answering: AppRoute.fromShop)
        // The shop embeds the cart but answers only its own requests.
        let cart = shop.scope(ShopDestination.cart)

        cart.request(.giftWrap, mode: .push)

        #expect(navigator.state.baseStack.path.isEmpty)
        #expect(events.events == [.requestUnanswered("giftWrap", screen: EntryID(0))])
    }

    @Test("a recording client keeps requests apart from destinations, typed, and answers them as scripted")
    func recordedRequests() async {
        let recorder = RecordingNavigationClient<CartDestination>()
        recorder.requestResult = { request, _ in
            request.value(as: CartDestination.Request.self) == .paymentMethod ? "Visa" : nil
        }

        recorder.client.push(.summary)
        recorder.client.request(.giftWrap, mode: .push)
        expectRequested(.giftWrap, .push, by: recorder)
        let result = await recorder.client.request(.paymentMethod, mode: .sheet(), expecting: String.self)

        #expect(result == .finished("Visa"))
        expectRequested(.paymentMethod, by: recorder)
        #expect(recorder.requests.map(\.request) == [.giftWrap, .paymentMethod])
        #expect(recorder.presented.map(\.destination) == [.summary])
        #expect(
            recorder.calls == [
                .navigate(.summary, .push),
                .request(AnyHashableSendable(CartDestination.Request.giftWrap), .push),
                .requestForResult(
                    AnyHashableSendable(CartDestination.Request.paymentMethod), .sheet(), expecting: "String"),
            ])
    }

    @Test("an answering client answers requests for a flow as it answers destinations")
    func answeringClient() async {
        let client = NavigationClient<CartDestination>.answering("Visa")
        #expect(await client.request(.paymentMethod, mode: .sheet(), expecting: String.self) == .finished("Visa"))
        #expect(await client.request(.paymentMethod, mode: .sheet(), expecting: Int.self) == .cancelled)
    }
}
