import AssetsFeature
import DrinkTrackerFeature
import HomeFeature
import LibraryFeature
public import ModularNavigation
import RoutineFeature

/// The app's link table: every module's table mounted under its tab's name.
///
/// Modules decide which of their destinations have links; the app decides where each
/// one shows (which tab, what is pushed, what is presented).
public enum AppDeepLinks {
    /// The schemes and hosts the app answers: `example.com`, and its regional servers
    /// (`eu.example.com`, …), approved by name rather than listed.
    public static let origins = DeepLinkOrigins(
        schemes: ["navdemo"], hosts: ["example.com"], approvingHost: { $0.hasSuffix(".example.com") })

    /// Builds the table; it throws only when two modules claim the same URL.
    public static func table() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<AppRoute, AppTab>> {
        try DeepLinkTable(origins: origins) {
            // Library first: a Library destination's share link points at the Library tab,
            // though Home shows the same screens under /home/library.
            try LibraryDestination.deepLinks().mounted(at: "/library") { destination in
                if destination.isCheckout {
                    // The checkout covers the tab bar over whatever tab is showing.
                    return DeepLinkTarget.aboveTabs(.library(destination))
                }
                return destination == .public(.settings)
                    ? DeepLinkTarget.tab(.library, path: []).presenting(.library(destination))
                    : target(.library, .library(destination))
            }
            try HomeDestination.deepLinks().mounted(at: "/home") { destination in
                target(.home, .home(destination))
            }
            try RoutineDestination.deepLinks().mounted(at: "/routine") { destination in
                target(.routine, .routine(destination))
            }
            try AssetsDestination.deepLinks().mounted(at: "/assets") { destination in
                target(.assets, .assets(destination))
            }
            try DrinkTrackerDestination.deepLinks().mounted(at: "/drinks") { destination in
                switch destination {
                case .record: .tab(.drinks, path: [.drinks(.history), .drinks(destination)])
                case .quickEntry:
                    DeepLinkTarget.tab(.drinks, path: [])
                        .presenting(.drinks(.quickEntry), style: .sheet(DrinkTrackerDestination.quickEntryOptions))
                case .settings:
                    DeepLinkTarget.tab(.drinks, path: [])
                        .presenting(.drinks(.settings), style: .sheet(DrinkTrackerDestination.settingsOptions))
                case .standardDrinkInfo:
                    DeepLinkTarget.tab(.drinks, path: [])
                        .presenting(.drinks(.standardDrinkInfo), style: .popover(DrinkTrackerDestination.infoOptions))
                default: target(.drinks, .drinks(destination))
                }
            }
            // An asset mentioned anywhere (a note, a notification) opens on the screen the
            // user is looking at, inside a sheet if one is up, without switching tabs.
            // Mounted last, so share links of assets still name the Assets tab.
            try AssetsDestination.deepLinks().mounted(at: "/here/assets") { destination in
                DeepLinkTarget.pushOnTop([.assets(destination)])
            }
        }
    }

    /// Shows `route` on `tab`'s stack: the tab's root alone, or pushed on it.
    private static func target(_ tab: AppTab, _ route: AppRoute) -> DeepLinkTarget<AppRoute, AppTab> {
        .tab(tab, path: route == AppRoute.root(of: tab) ? [] : [route])
    }
}
