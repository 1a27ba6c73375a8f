import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A change as stored, read back.
///
/// Its steps are flattened into plain fields, so that every route in it decodes through
/// the migration a reader gives. `NavigationLog.line(steps:tree:schemaVersion:encoder:)`
/// writes these fields.
struct LogLine<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Decodable {
    var steps: [LoggedStep<Route, Tab>]
    /// Only on checkpoints; absent, not `null`, elsewhere.
    var tree: String?

    func change(line: Int, reader: StateReader<Route, Tab>) throws(NavigationLogError)
        -> NavigationLog<Route, Tab>.Change
    {
        var read: [NavigationLog<Route, Tab>.Step] = []
        for step in steps { read.append(try step.step(line: line, reader: reader)) }
        return NavigationLog.Change(steps: read, tree: tree)
    }
}

/// One step as stored: an operation name and the fields it uses.
struct LoggedStep<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>: Decodable {
    var op: String
    var route: LoggedRoute<Route>?
    var screen: EntryID?
    var style: PresentationStyle?
    /// Only on a presentation over the app; absent, over its presenter, as in logs from
    /// before placements.
    var placement: PresentationPlacement?
    var detent: SheetDetent?
    var tab: Tab?
    /// A replaced state, as a saved-state archive.
    var state: String?

    func step(line: Int, reader: StateReader<Route, Tab>) throws(NavigationLogError) -> NavigationLog<Route, Tab>.Step {
        func need<Value>(_ value: Value?) throws(NavigationLogError) -> Value {
            guard let value else { throw .malformedLine(line) }
            return value
        }
        func decodedRoute() throws(NavigationLogError) -> Route {
            guard let route = try need(route).route else { throw .routeNotDecodable(line: line) }
            return route
        }
        switch op {
        case "push": return .push(try decodedRoute(), onto: try need(screen))
        case "present":
            return .present(try decodedRoute(), try need(style), placement ?? .overPresenter, from: try need(screen))
        case "minimize": return .minimize(try need(screen))
        case "expand": return .expand
        case "dismiss": return .dismiss(try need(screen))
        case "showAboveTabs": return .showAboveTabs(try decodedRoute())
        case "dismissAboveTabs": return .dismissAboveTabs
        case "selectDetent": return .selectDetent(try need(detent), sheet: try need(screen))
        case "selectTab": return .selectTab(try need(tab))
        case "replace": return .replace(try reader.state(try need(state), line: line))
        default: throw .unknownStep(line: line, op)
        }
    }
}

/// A route that reads through the reader's migration; `nil` when it does not decode.
struct LoggedRoute<Route: Hashable & Sendable & Codable>: Decodable {
    var route: Route?

    init(from decoder: any Decoder) {
        let reading = LoggedRouteReading<Route>.userInfoKey.flatMap {
            decoder.userInfo[$0] as? LoggedRouteReading<Route>
        }
        let routes = reading?.routes ?? RouteReader(migrating: nil)
        route = routes.route(decoder)
    }
}

/// How a log's routes are read when the log was written under another schema version:
/// through the app's migration, handed to ``LoggedRoute`` in the decoder's `userInfo`.
final class LoggedRouteReading<Route: Hashable & Sendable & Decodable>: Sendable {
    static var userInfoKey: CodingUserInfoKey? { CodingUserInfoKey(rawValue: "ModularNavigation.LoggedRouteReading") }

    let routes: RouteReader<Route>

    init(_ routes: RouteReader<Route>) {
        self.routes = routes
    }
}
