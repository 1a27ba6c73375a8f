import ModularNavigation

/// The headless hosts drawing each navigator, so that a test's wait can let their time run
/// and, when nothing is left to happen, say what the user's last refused gesture was.
///
/// A wait knows its navigator, not the hosts a test made for it; a host signs up here when
/// it starts drawing and drops out when it goes.
@MainActor
enum HostRegistry {
    /// A host as a wait sees it.
    struct Entry {
        weak var host: AnyObject?
        /// Lets the host's time run until nothing is left to happen; whether any did.
        let settle: @MainActor () -> Bool
        /// The host's last refused gesture, described, if any.
        let lastRefusal: @MainActor () -> String?
    }

    private static var hosts: [ObjectIdentifier: [Entry]] = [:]

    /// Signs a host up for the navigator it draws.
    static func register<Route, Tab>(_ host: HeadlessHost<Route, Tab>) {
        let key = ObjectIdentifier(host.navigator)
        let entry = Entry(
            host: host,
            settle: { [weak host] in
                guard let host, !host.isSettled else { return false }
                host.settle()
                return true
            },
            lastRefusal: { [weak host] in
                guard let host, let refusal = host.lastRefusal else { return nil }
                return "\(host.lastGesture ?? "A gesture") was refused: .\(refusal.caseName)"
            })
        hosts[key, default: []].removeAll { $0.host == nil }
        hosts[key, default: []].append(entry)
    }

    /// Lets every live host of a navigator settle; whether any had something to do.
    static func settleHosts(of navigator: AnyObject) -> Bool {
        live(of: navigator).reduce(false) { moved, entry in entry.settle() || moved }
    }

    /// The refusals the hosts of a navigator last reported.
    static func refusals(of navigator: AnyObject) -> [String] {
        live(of: navigator).compactMap { $0.lastRefusal() }
    }

    private static func live(of navigator: AnyObject) -> [Entry] {
        let key = ObjectIdentifier(navigator)
        hosts[key]?.removeAll { $0.host == nil }
        if hosts[key]?.isEmpty == true { hosts[key] = nil }
        return hosts[key] ?? []
    }
}
