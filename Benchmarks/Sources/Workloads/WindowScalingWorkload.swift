public import Baselines
public import ModularNavigation

/// Window bookkeeping against how many windows are open: `windows` windows, each a
/// one-screen stack, and the measured call activates the window the user touched
/// longest ago, or closes a window (a new one opens after it, unmeasured, so the count
/// stays).
@MainActor
public final class WindowScalingWorkload {
    public let windows: NavigationWindows<BenchRoute, Never>
    private var opened: [NavigationWindowID] = []
    private var next = 0

    public init(windows count: Int) {
        windows = NavigationWindows(newWindowState: { NavigationState(root: $0) })
        for _ in 0..<count { openOne() }
    }

    /// Activates the least recently active window, which moves the most in a list.
    public func activateOldest() {
        let window = opened[next % opened.count]
        next += 1
        guard (try? windows.activateWindow(window)) != nil else { fatalError("the benchmark window is open") }
    }

    /// Closes the oldest open window.
    public func closeOne() {
        guard let window = opened.first, (try? windows.closeWindow(window)) != nil else {
            fatalError("the benchmark window is open")
        }
        opened.removeFirst()
    }

    /// Opens a window, keeping the count after ``closeOne()``.
    public func openOne() {
        guard let window = try? windows.makeWindow(NavigationState(root: .home)) else {
            fatalError("a new benchmark window opens")
        }
        opened.append(window)
    }
}
