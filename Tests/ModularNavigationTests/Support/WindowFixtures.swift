import Foundation
import ModularNavigation

typealias ShopWindows = NavigationWindows<ShopRoute, Never>

enum WindowFixtures {
    /// The identity numbered `number`, the same in every run.
    static func id(_ number: Int) -> NavigationWindowID {
        let text = String(format: "00000000-0000-0000-0000-%012d", number)
        return NavigationWindowID(uuid: UUID(uuidString: text) ?? UUID())
    }

    /// An owner of shop windows with the shop's link table, numbering new windows from 1;
    /// `prepare` sets up each window's navigator (its guards).
    @MainActor
    static func windows(
        multiple: Bool = true,
        prepare: @escaping @MainActor (NavigationWindowID, Navigator<ShopRoute, Never>) -> Void = { _, _ in }
    ) throws -> ShopWindows {
        var next = 0
        let windows = ShopWindows(
            supportsMultipleWindows: multiple,
            newWindowState: { NavigationState(root: .home, path: [$0]) },
            newWindowID: {
                next += 1
                return id(next)
            },
            prepare: prepare
        )
        windows.deepLinks = try Shop.table()
        return windows
    }

    /// Records every event of an owner.
    @MainActor
    final class Recorder {
        private(set) var events: [NavigationWindows<ShopRoute, Never>.Event] = []

        init(_ windows: ShopWindows) {
            windows.addEventObserver { [weak self] in self?.events.append($0) }
        }

        /// The events of one window's navigator, in order.
        func navigation(in window: NavigationWindowID) -> [NavigationEvent<ShopRoute, Never>] {
            events.compactMap {
                guard case .navigation(window, let event) = $0 else { return nil }
                return event
            }
        }

        /// The owner's own events, without the windows' navigation.
        var windowEvents: [NavigationWindows<ShopRoute, Never>.Event] {
            events.filter {
                if case .navigation = $0 { return false }
                return true
            }
        }
    }
}
