/// The driver's diagnostics, collected before the host exists to hold them.
@MainActor
final class HostLog {
    var entries: [String] = []
}
