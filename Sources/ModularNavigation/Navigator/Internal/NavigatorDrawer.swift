/// What draws a navigator: told of every committed change before anyone else hears of it.
///
/// The drawing machine lives in a module above the core, which names nothing of it; this
/// is the one seam between them. The navigator keeps one drawer, weakly, and tells it
/// first, so that what the UI draws never depends on the order in which the app, a
/// recorder or a test host added their event observers.
@MainActor
@usableFromInline
package protocol NavigatorDrawer: AnyObject {
    /// The navigator committed a change; its state already holds it.
    func navigatorDidCommit()
    /// The tab bar's action tabs changed (``Navigator/tabActions``, their slots, or the
    /// ones the user hid) with no change of the state.
    func navigatorTabBarChanged()
}
