public import ModularNavigation
import ModularNavigationDrawing

/// The user's hands: taps on the screen the user sees, and SwiftUI's own controls,
/// which write the bindings the adapter gave them.
extension HeadlessHost {
    /// Taps a control on the screen the user sees; the tap does nothing when that screen
    /// is animating, as UIKit ignores touches during a transition.
    ///
    /// - Parameters:
    ///   - action: What the control does (a view model's method, a client call).
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the tap reached the screen.
    @discardableResult public func tap(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ action: () -> Void
    ) -> Bool {
        gesture("tap", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            action()
            render()
        }
    }

    /// Swipes back from the left edge and lets go: the top screen slides away under the
    /// finger, and SwiftUI writes the shorter path when the pop completes.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether there was a screen to swipe away, its back button was shown
    ///   (no guard would refuse the pop) and nothing was animating.
    @discardableResult public func swipeBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("swipeBack()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            let location = drawn.topLocation
            let touched = try backButtonScreen(at: location)
            let duration = animate(.stack(location))
            gestureEnd = now + duration
            schedule(after: duration) { [weak self] in
                self?.writePath(removing: touched, at: location, alreadyOnScreen: true)
            }
        }
    }

    /// Starts a back swipe and lets the screen slide back: SwiftUI writes nothing, and
    /// the top screen's `viewDidAppear` runs again.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether there was a screen to swipe and nothing was animating.
    @discardableResult public func cancelSwipeBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("cancelSwipeBack()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            guard drawn.topStack.path.last != nil else { throw .noSuchControl }
            let top = topScreen.id
            let duration = animate(.stack(drawn.topLocation))
            gestureEnd = now + duration
            send(.appeared(top), after: duration)
        }
    }

    /// Taps the back button: SwiftUI writes the shorter path as the pop starts.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether there was a screen to go back from and nothing was animating.
    @discardableResult public func tapBack(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapBack()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            let location = drawn.topLocation
            writePath(removing: try backButtonScreen(at: location), at: location, alreadyOnScreen: false)
        }
    }

    /// Calls `@Environment(\.dismiss)` in the screen the user sees: a pushed screen is
    /// popped through the path, the root of a layer writes `nil` to the layer's item as
    /// the dismissal starts.
    ///
    /// Unlike the back button, which a guard hides, the environment's dismiss is the
    /// app's own code and always writes: a guard that refuses sends the screen back.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the environment's dismiss had something to dismiss.
    @discardableResult public func environmentDismiss(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("environmentDismiss()", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            if let touched = drawn.topStack.path.last?.id {
                writePath(removing: touched, at: drawn.topLocation, alreadyOnScreen: false)
                return
            }
            guard let layer = drawn.presentations.last else { throw .noSuchControl }
            writeNilToLayer(layer.stack.root.id, level: drawn.presentations.count)
        }
    }

    /// Swipes the top sheet down and lets go: SwiftUI writes `nil` to its item when the
    /// dismissal has finished, then the sheet's content disappears.
    ///
    /// An inspector and a popover are sheets in compact width, and are swiped down the
    /// same way.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the top layer is a sheet that can be swiped away: not
    ///   `interactiveDismissDisabled`, by its options or because a guard would refuse.
    @discardableResult public func swipeDownSheet(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("swipeDownSheet()", touching: .layer, fileID, filePath, line, column) { () throws(HostRefusal) in
            let layer = try layerReached(by: .swipeDown)
            let level = drawn.presentations.count
            let root = layer.stack.root.id
            let under = drawn.drawingLocation(ofLevel: level)
            let duration = animate(.dismissing(level: level))
            gestureEnd = now + duration
            schedule(after: duration) { [weak self] in
                guard let self, drawn.presentations.count == level, drawn.presentations.last?.stack.root.id == root
                else { return }
                let allowed = Set(drawn.screens(from: root))
                swipedAway.formUnion(allowed)
                drawn = drawn.afterGesture(.layerDismissed(root))
                touching(allowed) {
                    driver.layerWritten(nil, shown: PresentedLayer(level: level, root: root, style: layer.style))
                }
                sendDismissal(of: root, over: under, kind: layer.style.kind)
                render()
            }
        }
    }

    /// Taps outside the top popover: SwiftUI writes `nil` to its item as the popover
    /// starts to fade, as it does for the environment's dismiss.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the top layer is a popover that a guard would let go, and
    ///   nothing was animating.
    @discardableResult public func tapOutsidePopover(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapOutsidePopover()", touching: .layer, fileID, filePath, line, column) { () throws(HostRefusal) in
            let layer = try layerReached(by: .tapOutside)
            writeNilToLayer(layer.stack.root.id, level: drawn.presentations.count)
        }
    }

    /// Drags the top sheet to rest at another of its detents: SwiftUI writes the
    /// detent to the `presentationDetents(_:selection:)` binding when the sheet settles.
    ///
    /// - Parameters:
    ///   - detent: One of the sheet's detents.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the top layer is a sheet that offers the detent, and nothing
    ///   was animating; a drag to where the sheet already rests changes nothing.
    @discardableResult public func dragSheet(
        to detent: SheetDetent, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Bool {
        gesture("dragSheet(to:)", touching: .layer, fileID, filePath, line, column) { () throws(HostRefusal) in
            // SwiftUI writes back the detent as drawn; the core's rule says which one it means.
            guard let (layer, target) = drawn.topSheet(draggableTo: detent) else { throw .noSuchControl }
            // A drag that ends where the sheet rests reached the sheet and selects nothing:
            // SwiftUI writes no detent back.
            guard let selected = target else { return }
            let level = drawn.presentations.count
            let root = layer.stack.root.id
            drawn = drawn.afterGesture(.detentSelected(selected, sheet: root))
            // A drag removes nothing: any screen the navigator removed is a failure.
            written(removing: []) {
                driver.detentWritten(selected, in: PresentedLayer(level: level, root: root, style: layer.style))
            }
        }
    }

    /// Taps a tab in the tab bar; `TabView` calls the selection setter, with the same
    /// value when the tab is already selected.
    ///
    /// The tab bar is in reach under the core's rule (`isTabBarCovered`): a stack above
    /// the tabs, a cover, a popover or a sheet without background interaction keeps it out
    /// of reach (SwiftUI's dimming takes the tap); an inspector, or a sheet whose background
    /// interaction is enabled, leaves it in reach. A tab the bar does not draw (removed, or
    /// never the app's) is refused with ``HostRefusal/noSuchControl``.
    ///
    /// - Parameters:
    ///   - tab: The tab to tap.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the tab bar could be touched: tabs with nothing above them, no
    ///   cover over them, and no layer coming or going; and whether the tap would apply,
    ///   for a tap a guard refuses leaves the tab bar and the layers as they are.
    @discardableResult public func tapTab(
        _ tab: Tab, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) -> Bool {
        gesture("tapTab(_:)", touching: .tabBar, fileID, filePath, line, column) { () throws(HostRefusal) in
            guard navigator.tabBarShows(tab, drawn: drawn) else { throw .noSuchControl }
            guard driver.allowsTappingTab(tab) else { throw .disabled }
            // A tab tap may pop that tab to its root and dismisses the layers over the tab
            // bar's stack; nothing else. Not the core's tap performed on the drawn state: a
            // tab that code selected before the tap is drawn is re-tapped in the live state,
            // whose pops (the re-tap rule) the drawn state cannot foresee.
            let layers = drawn.presentations.flatMap { $0.stack.entries.map(\.id) }
            let columns = [StackLocation<Tab>.tab(tab), .tabDetail(tab)].flatMap { drawn.stack(at: $0)?.path ?? [] }
            written(removing: Set(columns.map(\.id) + layers)) {
                // UIKit asks the tab bar's delegate before any selection; the adapter's hook
                // reports a re-tap from there, then SwiftUI calls the setter (if it does).
                let reTap = tab == drawn.selectedTab
                if reTap { driver.tabReselected(tab) }
                if !reTap || behaviour.reTapCallsSetter { driver.tabWritten(tab) }
            }
        }
    }

    /// Taps a `NavigationLink(value:)` on the screen the user sees: SwiftUI appends the
    /// link's value to the path it holds and writes it, and the adapter pushes the route
    /// the value holds through the navigator.
    ///
    /// ```swift
    /// host.tapLink(AppRoute.settings)                     // a link of the app's route
    /// host.tapLink(assetsClient.link(to: .detail(id: 7)))  // a module's link
    /// ```
    ///
    /// - Parameters:
    ///   - value: The link's value: a route, or a client's `NavigationLinkValue`.
    ///   - fileID: The caller's file, where a refusal's failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    /// - Returns: Whether the tap reached the screen (nothing was animating).
    @discardableResult public func tapLink(
        _ value: some Hashable, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) -> Bool {
        gesture("tapLink(_:)", touching: .screen, fileID, filePath, line, column) { () throws(HostRefusal) in
            let location = drawn.topLocation
            driver.pathWritten(elements: driver.erasedPath(at: location) + [AnyHashable(value)], at: location)
            render()
        }
    }

    /// Writes the top stack's path as SwiftUI would for navigation the adapter did not
    /// draw (a feature's `NavigationLink(destination:)` or its own `NavigationStack`).
    ///
    /// - Parameter screens: The written path, as drawn screens' identities.
    public func writePath(_ screens: [EntryID]) {
        let drawnPath = drawn.topStack.path
        let elements = screens.compactMap { id in drawnPath.first { $0.id == id } }
        driver.pathWritten(elements, at: drawn.topLocation)
        render()
    }

    // MARK: - Writing bindings

    /// Whether what the user sees is moving.
    ///
    /// UIKit ignores touches on a stack while it pushes or pops, and everywhere while a
    /// layer comes or goes; a tab animating out of sight does not count.
    var isBusyUnderFinger: Bool {
        let top = drawn.topLocation
        return animations.contains { $0.end > now && ($0.kind == .stack(top) || isLayerAnimation($0)) }
    }

    func isLayerAnimation(_ animation: Animation) -> Bool {
        if case .stack = animation.kind { return false }
        return animation.end > now
    }

    /// Writes a path without `touched` and what is above it.
    ///
    /// - Parameter alreadyOnScreen: Whether the pop already animated (a swipe) rather
    ///   than starting now (the back button).
    func writePath(removing touched: EntryID, at location: StackLocation<Tab>, alreadyOnScreen: Bool) {
        guard let path = drawn.stack(at: location)?.path, let index = path.firstIndex(where: { $0.id == touched })
        else { return }
        let shorter = Array(path[..<index])
        let gesture = UserGesture<Route, Tab>.pathChanged(shorter.map(\.id), at: location)
        let allowed = Set(drawn.screens(from: touched))
        if alreadyOnScreen { swipedAway.formUnion(allowed) }
        if alreadyOnScreen {
            drawn = drawn.afterGesture(gesture)
            if let revealed = drawn.stack(at: location)?.top.id { send(.appeared(revealed)) }
        }
        written(removing: allowed) { driver.pathWritten(shorter, at: location) }
    }

    /// The top layer, when it is of a style the user's own gesture for it dismisses and
    /// its options and guards let it go.
    private func layerReached(
        by gesture: PresentationKind.DismissGesture
    ) throws(HostRefusal) -> NavigationPresentation<Route> {
        guard let layer = drawn.topLayer(dismissedBy: gesture) else { throw .noSuchControl }
        guard driver.allowsSwipingAway(layer.stack.root.id) else { throw .disabled }
        return layer
    }

    /// The pushed screen on top of a stack, when its back button shows (no guard would
    /// refuse the pop).
    func backButtonScreen(at location: StackLocation<Tab>) throws(HostRefusal) -> EntryID {
        guard let touched = drawn.stack(at: location)?.path.last?.id else { throw .noSuchControl }
        guard driver.showsBackButton(on: touched) else { throw .disabled }
        return touched
    }

    /// Writes `nil` to a layer's item as its dismissal starts.
    private func writeNilToLayer(_ root: EntryID, level: Int) {
        guard let layer = drawn.presentations.last else { return }
        let old = drawn
        let allowed = Set(drawn.screens(from: root))
        drawn = drawn.afterGesture(.layerDismissed(root))
        dismissLayers(of: old, from: level)
        written(removing: allowed) {
            driver.layerWritten(nil, shown: PresentedLayer(level: level, root: root, style: layer.style))
        }
    }

    /// Runs a binding write for a gesture, and records a failure if the navigator
    /// removed any screen but the touched one and those drawn above it.
    func touching(_ allowed: Set<EntryID>, _ write: () -> Void) {
        let before = Set(navigator.current.entries.map(\.id))
        write()
        let removed = before.subtracting(navigator.current.entries.map(\.id))
        let elsewhere = removed.subtracting(allowed)
        if !elsewhere.isEmpty {
            fail(.gestureActedElsewhere, "removed \(elsewhere.sorted { $0.description < $1.description })")
        }
    }

    /// Runs a gesture's binding write (``touching(_:_:)``), then draws what it changed.
    func written(removing allowed: Set<EntryID>, _ write: () -> Void) {
        touching(allowed, write)
        render()
    }
}
