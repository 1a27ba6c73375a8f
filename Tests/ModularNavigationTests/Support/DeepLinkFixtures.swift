import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// A small app made of two feature modules, each shipping a table over its public
// destinations, and an app table that mounts them.

/// The kinds of asset the Assets module can filter by; read from URLs by raw value.
enum AssetKind: String, Hashable, Sendable, CaseIterable {
    case photo, video, document
}

/// A tag type read from URLs through `LosslessStringConvertible`.
struct AssetTag: LosslessStringConvertible, Hashable, Sendable {
    let name: String

    init?(_ description: String) {
        guard description.hasPrefix("#"), description.count > 1 else { return nil }
        name = String(description.dropFirst())
    }

    var description: String { "#" + name }
}

/// The public destinations of the Assets module.
///
/// Its internal screens (an editor, a cache inspector) are not cases of this type, so no
/// link can reach them.
enum AssetsDestination: Hashable, Sendable {
    case list
    case detail(Int)
    case kind(AssetKind)
    case item(UUID)
    case tagged(AssetTag)
    case search(query: String, page: Int?)
    case file(path: [String])
}

enum AssetsModule {
    /// Every route of the module's table, with its reverse.
    static func routes() -> [DeepLinkRoute<AssetsDestination>] {
        [
            DeepLinkRoute("/") { _ in
                .list
            } reverse: {
                $0 == .list ? [:] : nil
            },
            DeepLinkRoute("/detail/:id") {
                .detail(try $0.value("id", in: 0...))
            } reverse: {
                guard case .detail(let id) = $0 else { return nil }
                return ["id": String(id)]
            },
            DeepLinkRoute("/kind/:kind") {
                .kind(try $0.value("kind"))
            } reverse: {
                guard case .kind(let kind) = $0 else { return nil }
                return ["kind": kind.rawValue]
            },
            DeepLinkRoute("/item/:id") {
                .item(try $0.value("id"))
            } reverse: {
                guard case .item(let id) = $0 else { return nil }
                return ["id": id.uuidString]
            },
            DeepLinkRoute("/tagged/:tag") {
                .tagged(try $0.value("tag"))
            } reverse: {
                guard case .tagged(let tag) = $0 else { return nil }
                return ["tag": tag.description]
            },
            DeepLinkRoute("/search") { params in
                .search(query: try params.query("q"), page: try params.optionalQuery("page"))
            } reverse: {
                guard case .search(let query, let page) = $0 else { return nil }
                var arguments = ["q": query]
                arguments["page"] = page.map(String.init)
                return arguments
            },
            DeepLinkRoute("/files/*path") {
                .file(path: try $0.tail("path"))
            } reverse: {
                guard case .file(let path) = $0 else { return nil }
                return ["path": path.joined(separator: "/")]
            },
        ]
    }

    /// The module's table, as the module would ship it.
    static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<AssetsDestination> {
        try DeepLinkTable(routes: routes())
    }
}

/// The public destinations of the Profile module.
enum ProfileDestination: Hashable, Sendable {
    case user(String)
    case settings
}

enum ProfileModule {
    /// The module's table, as the module would ship it.
    static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<ProfileDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/user/:username") {
                .user(try $0.string("username"))
            } reverse: {
                guard case .user(let name) = $0 else { return nil }
                return ["username": name]
            }
            DeepLinkRoute("/settings") { _ in
                .settings
            } reverse: {
                $0 == .settings ? [:] : nil
            }
        }
    }
}

/// The app's routes: each module's destinations embedded, plus the app's own screens.
enum LinkRoute: Hashable, Sendable {
    case home
    case assets(AssetsDestination)
    case profile(ProfileDestination)
    case login
    case share(Int)
    case okScreen
}

enum LinkTab: Hashable, Sendable, CaseIterable {
    case home, assets, profile
}

typealias AppTarget = DeepLinkTarget<LinkRoute, LinkTab>
typealias AppState = NavigationState<LinkRoute, LinkTab>

enum LinkApp {
    static let origins = DeepLinkOrigins(schemes: ["myapp"], hosts: ["example.com", "www.example.com"])

    /// The table, with the library's default limits unless a test sets others.
    static func makeTable(
        maxURLLength: Int = 2048, maxSegments: Int = 32, maxParameterLength: Int = 256, maxQueryItems: Int = 32
    ) throws(DeepLinkError) -> DeepLinkTable<AppTarget> {
        try DeepLinkTable(
            origins: origins, maxURLLength: maxURLLength, maxSegments: maxSegments,
            maxParameterLength: maxParameterLength, maxQueryItems: maxQueryItems
        ) {
            DeepLinkRoute("/") { _ in
                .tab(.home)
            } reverse: {
                $0 == .tab(.home) ? [:] : nil
            }
            DeepLinkRoute("/login") { _ in
                loginTarget
            } reverse: {
                $0 == loginTarget ? [:] : nil
            }
            DeepLinkRoute("/OK") { _ in
                .tab(.home, path: [.okScreen])
            } reverse: {
                $0 == .tab(.home, path: [.okScreen]) ? [:] : nil
            }
            DeepLinkRoute("/share/:id") { params in
                shareTarget(try params.value("id", in: 0...))
            } reverse: { target in
                guard case .share(let id)? = target.presentations.first?.root, target == shareTarget(id) else {
                    return nil
                }
                return ["id": String(id)]
            }
            try AssetsModule.deepLinks().mounted(at: "/assets") { .tab(.assets, path: [.assets($0)]) }
            try ProfileModule.deepLinks().mounted(at: "/profile") { .tab(.profile, path: [.profile($0)]) }
        }
    }

    static let loginTarget = AppTarget.present(.login, style: .fullScreenCover)

    /// The assets tab showing an asset, with the share sheet for it over it.
    static func shareTarget(_ id: Int) -> AppTarget {
        .tab(.assets, path: [.assets(.detail(id))]).presenting(.share(id))
    }

    /// The value to reverse for a resolved app target: the module destination on top of
    /// the stack when the target came from a mounted table, the target itself otherwise.
    static func shareValue(of target: AppTarget) -> any Sendable {
        guard target.presentations.isEmpty, let route = target.stack?.path.last else { return target }
        switch route {
        case .assets(let destination): return destination
        case .profile(let destination): return destination
        default: return target
        }
    }

    /// Three tabs rooted at `.home`, home selected.
    static func initialState() -> AppState {
        try! AppState(selectedTab: .home) { _ in .home }
    }
}

/// A deterministic random source, so generated inputs are the same on every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// Runs a throwing call and returns its deep-link error, or `nil` when it succeeded.
///
/// Closures do not infer typed throws yet, so the call is untyped here; any other error
/// shows up as a `foreignError` that no test expects.
func deepLinkError<Value>(_ body: () throws -> Value) -> DeepLinkError? {
    do {
        _ = try body()
        return nil
    } catch let error as DeepLinkError {
        return error
    } catch {
        return .foreignError("unexpected: \(error)")
    }
}
