public import AccountFeature
public import AssetsFeature
public import DrinkTrackerFeature
public import HomeFeature
public import IssuesFeature
public import LibraryFeature
public import ModularNavigation
public import RoutineFeature

/// The app's root waypoint: one case per feature module, each wrapping that module's
/// own destinations.
///
/// Only this target knows every module. Adding a feature adds one case here, one case
/// of ``AppScreen`` with its line in `AppDependencies.screen(for:client:)`, one in the
/// SwiftUI destination view, and the text of its screens in the terminal demo; no module
/// changes.
public enum AppRoute: Hashable, Sendable, Codable {
    case home(HomeDestination)
    case routine(RoutineDestination)
    case library(LibraryDestination)
    case assets(AssetsDestination)
    case issues(IssuesDestination)
    case drinks(DrinkTrackerDestination)
    case account(AccountDestination)

    /// The root screen of each tab.
    public static func root(of tab: AppTab) -> AppRoute {
        switch tab {
        case .home: .home(.dashboard)
        case .routine: .routine(.today)
        case .library: .library(.public(.shelf))
        case .assets: .assets(.list)
        case .drinks: .drinks(.main)
        }
    }

    /// Answers Assets' requests with other modules' screens: an issue to link is the
    /// Issues module's picker.
    ///
    /// This is the whole connection between the two modules: neither imports the other,
    /// and the picker's ``ExampleInterfaces/IssueReference`` travels back as a result.
    public static func fromAssets(_ request: AssetsDestination.Request) -> AppRoute {
        switch request {
        case .linkIssue: .issues(.picker)
        }
    }
}

/// Routes print as `module/destination`: in trees, events and analytics alike.
extension AppRoute: CustomNavigationDescription, CustomStringConvertible {
    public var navigationDescription: String {
        let (module, destination): (String, any Sendable) =
            switch self {
            case .home(let destination): ("home", destination)
            case .routine(let destination): ("routine", destination)
            case .library(let destination): ("library", destination)
            case .assets(let destination): ("assets", destination)
            case .issues(let destination): ("issues", destination)
            case .drinks(let destination): ("drinks", destination)
            case .account(let destination): ("account", destination)
            }
        return "\(module)/\(String(navigationDescribing: destination))"
    }

    public var description: String { navigationDescription }
}

/// The model of any app screen: its module's own screen, one case per module.
///
/// SwiftUI never needs it: each module's builder makes its models as it draws. The
/// terminal demo and the tests, which draw no views, reach the same models through it.
public enum AppScreen {
    case home(HomeScreen)
    case routine(RoutineScreen)
    case library(LibraryScreen)
    case assets(AssetsScreen)
    case issues(IssuesScreen)
    case drinks(DrinkTrackerScreen)
    case account(AccountScreen)
}
