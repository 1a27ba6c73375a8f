public import Baselines
public import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Opening a deep link that presents a sheet, against how many screens the app holds:
/// 5 tabs, each `screens / 5` deep.
///
/// The baseline is a competent `AppRouter` app's `onOpenURL`: split the path once, check
/// its one literal, read the id, `presentSheet`.
@MainActor
public final class OpenLinkWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>
    public let router: AppRouter
    public let url: URL

    public init(screens: Int) {
        let depth = max(0, screens / 5)
        navigator = Navigator(BenchApp.state(tabCount: 5, depth: depth))
        router = BenchApp.router(tabCount: 5, depth: depth)
        guard let url = URL(string: "https://example.com/sheet/7") else { fatalError("the URL is valid") }
        self.url = url
        do {
            navigator.deepLinks = try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) {
                DeepLinkRoute("/sheet/:id") {
                    DeepLinkTarget.present(.editor(try $0.int("id")))
                }
            }
        } catch {
            fatalError("the benchmark route is valid: \(error)")
        }
        navigator.attachUI()
    }

    /// Opens the link; whether it opened.
    @discardableResult public func openOurs() -> Bool {
        navigator.open(url) == .opened
    }

    public func dismissOurs() { navigator.dismissPresentation() }

    /// The hand-written handler.
    public func openBaseline() {
        let segments = url.pathSegments
        guard segments.count == 2, segments[0] == "sheet", let id = Int(segments[1]) else { return }
        router.presentSheet(.editor(id))
    }

    public func dismissBaseline() { router.dismiss() }
}
