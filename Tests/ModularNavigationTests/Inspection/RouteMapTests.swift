import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

@Suite("route map")
@MainActor
struct RouteMapTests {
    private let catalogList = ScreenKind("catalog.list")
    private let catalogItem = ScreenKind("catalog.item")
    private let payment = ScreenKind("cart.payment")

    @Test("each link pattern names the screen it opens and how, from a sample link")
    func linksNameTheirScreens() throws {
        let map = try MarketLinks.map()
        #expect(map.links.map(\.pattern) == ["/catalog", "/catalog/:id(int)", "/pay/:amount(int)"])
        #expect(map.links.map(\.kind) == [catalogList, catalogItem, payment])
        #expect(map.links.map(\.mode) == [.tab, .push, .presented(.fullScreenCover)])
    }

    @Test("a scope's asking module is the app route's case that wraps its destinations")
    func scopeNamesTheAskingModule() throws {
        let map = try MarketLinks.map(screens: [.cart(.summary)])
        #expect(
            map.requests == [RouteMap.Request(asker: "cart", request: "pickItem", answer: ScreenKind("catalog.picker"))]
        )
    }

    @Test("a scope no known route wraps is named by its destination type, and requests stay sorted as scopes are added")
    func scopeWithoutAKnownRoute() {
        var map = RouteMap(roots: [MarketRoute.help])
        map.addScope(MarketRoute.cart, answering: { _ in MarketRoute.help }, requests: [.pickItem(forCart: 0)])
        map.addScope(MarketRoute.cart, answering: MarketRoute.fromCart, requests: [.pickItem(forCart: 0)])
        #expect(
            map.requests == [
                RouteMap.Request(asker: "BasketDestination", request: "pickItem", answer: ScreenKind("catalog.picker")),
                RouteMap.Request(asker: "BasketDestination", request: "pickItem", answer: ScreenKind("help")),
            ]
        )
    }

    @Test("pushes, presentations and tab taps are transitions from the screen the user was on")
    func transitionsFromEvents() throws {
        let navigator = try marketNavigator()
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(navigator)
        navigator.push(.catalog(.item(id: 3)))
        navigator.present(.cart(.payment(5)), style: .fullScreenCover)
        navigator.dismissPresentation()
        navigator.pop()
        navigator.selectTab(.cart)
        #expect(
            coverage.map.sortedTransitions == [
                RouteMap.Transition(from: catalogItem, to: payment, mode: .presented(.fullScreenCover)),
                RouteMap.Transition(from: catalogList, to: ScreenKind("cart.summary"), mode: .tab),
                RouteMap.Transition(from: catalogList, to: catalogItem, mode: .push),
            ])
        #expect(coverage.map.waysBack(of: payment) == [.dismiss])
        #expect(coverage.map.waysBack(of: catalogItem) == [.pop])
    }

    @Test("a flow left by finishing with a value counts as finished, not dismissed")
    func finishIsAWayBack() throws {
        let navigator = try marketNavigator()
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(navigator)
        navigator.present(.catalog(.picker))
        _ = navigator.client(for: navigator.current.topStack.root.id).finish(with: 7)
        #expect(navigator.current.presentations.isEmpty)
        #expect(coverage.map.waysBack(of: ScreenKind("catalog.picker")) == [.finish])
    }

    @Test("the user's swipes on a host count as a back swipe and a swipe down")
    func swipesOnAHost() throws {
        let navigator = try marketNavigator()
        let host = HeadlessHost(navigator: navigator)
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(host)
        host.tap { navigator.push(.catalog(.item(id: 1))) }
        host.settle()
        #expect(host.swipeBack())
        host.settle()
        host.tap { navigator.present(.catalog(.picker)) }
        host.settle()
        #expect(host.swipeDownSheet())
        host.settle()
        #expect(coverage.map.waysBack(of: catalogItem) == [.backSwipe])
        #expect(coverage.map.waysBack(of: ScreenKind("catalog.picker")) == [.swipeDown])
    }

    @Test("an opened link is exercised; the others are findings")
    func openedLinks() throws {
        let navigator = try marketNavigator()
        navigator.deepLinks = try MarketLinks.table()
        navigator.attachUI()
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(navigator)
        _ = navigator.open(try #require(URL(string: "market:///catalog/4")))
        #expect(coverage.map.openedLinks == ["/catalog/:id(int)": 1])
        #expect(coverage.map.findings.contains(.linkNeverOpened("/pay/:amount(int)")))
        #expect(!coverage.map.findings.contains(.linkNeverOpened("/catalog/:id(int)")))
    }

    @Test("a screen nothing leads to and a flow never left are structural findings")
    func structuralFindings() throws {
        var map = try MarketLinks.map(screens: [.help])
        #expect(map.findings.filter(\.isStructural) == [.noWayIn(ScreenKind("help")), .noWayBack(payment)])
        let navigator = try marketNavigator()
        let before = navigator.current
        navigator.present(.cart(.payment(1)), style: .fullScreenCover)
        let presented = navigator.current
        navigator.dismissPresentation()
        map.record(
            .dismissed(presented.presentations[0].stack.root, style: .fullScreenCover, at: .presented(1)),
            before: presented, after: navigator.current)
        #expect(map.findings.filter(\.isStructural) == [.noWayIn(ScreenKind("help"))])
        #expect(before != presented)
    }

    @Test("a request no scope answers is a finding naming the asking module")
    func unansweredRequest() throws {
        let navigator = try marketNavigator()
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(navigator)
        navigator.selectTab(.cart)
        let cart: NavigationClient<BasketDestination> = navigator.client(for: navigator.current.topStack.top.id)
            .scope(MarketRoute.cart)
        cart.request(.pickItem(forCart: 1), mode: .sheet())
        #expect(coverage.map.findings.contains(.requestUnanswered(asker: "cart", request: "pickItem(forCart: 1)")))
    }

    @Test("the Mermaid and DOT exports list the map sorted, the same every time")
    func exportsAreSorted() throws {
        let map = try MarketLinks.map(screens: [.cart(.summary)])
        #expect(
            map.mermaid == """
                flowchart LR
                    k_cart_2Epayment["cart.payment (back: none)"]
                    k_cart_2Esummary(["cart.summary"])
                    k_catalog_2Eitem["catalog.item"]
                    k_catalog_2Elist(["catalog.list"])
                    k_catalog_2Epicker["catalog.picker"]
                    l__2Fcatalog>"/catalog"]
                    l__2Fcatalog -.->|"tab"| k_catalog_2Elist
                    l__2Fcatalog_2F_3Aid_28int_29>"/catalog/:id(int)"]
                    l__2Fcatalog_2F_3Aid_28int_29 -.->|"push"| k_catalog_2Eitem
                    l__2Fpay_2F_3Aamount_28int_29>"/pay/:amount(int)"]
                    l__2Fpay_2F_3Aamount_28int_29 -.->|"fullScreenCover"| k_cart_2Epayment
                    m_cart{{"cart"}}
                    m_cart -.->|"pickItem"| k_catalog_2Epicker
                """)
        #expect(map.dot.hasPrefix("digraph navigation {\n    rankdir=LR;"))
        #expect(map.dot.contains("\"module cart\" -> \"screen catalog.picker\" [label=\"pickItem\" style=dashed];"))
        #expect(try MarketLinks.map(screens: [.cart(.summary)]).mermaid == map.mermaid)
    }

    @Test("names that differ only in punctuation or script get distinct identifiers")
    func identifiersAreInjective() {
        let pairs = [("a.b", "a_b"), ("設定", "帳號"), ("/user/settings", "/user-settings"), ("/a/:id", "/a/*id")]
        for (one, other) in pairs {
            #expect(RouteMap.identifier(one) != RouteMap.identifier(other), "\(one) and \(other) merge")
        }
        #expect(RouteMap.identifier("list") == "list")
    }

    @Test("hostile labels leave no raw quote, line break or bar inside a Mermaid label")
    func labelsAreEscaped() {
        let hostile = "a\"b\nc|d#e<f>"
        let escaped = RouteMap.mermaidText(hostile)
        for raw in ["\"", "\n", "|", "<", ">"] { #expect(!escaped.contains(raw)) }
        #expect(escaped == "a#quot;b c#124;d#35;e#lt;f#gt;")
    }
}
