import ModularNavigation
import ModularNavigationTesting
import Testing

@Suite("Guards: pure parts")
struct GuardPureTests {
    @Test("a proposal carries the state the action would leave, without changing the current one")
    func proposalIsPure() throws {
        let state = NavigationState(root: ShopRoute.home)
        let (proposal, events) = try state.proposal(for: .push(.account), source: .app, policy: NavigationPolicy())
        #expect(proposal.current == state)
        #expect(proposal.proposed.topStack.top.route == .account)
        #expect(proposal.addedRoutes == [.account])
        #expect(
            events == [
                .pushed(proposal.proposed.topScreen, onto: .main), .screenShown(proposal.proposed.topScreen, at: .main),
            ])
        #expect(state.depth == 0)
    }

    @Test("screens a state keeps are not counted as added, even when the state is replaced")
    func addedRoutesIgnoreKeptScreens() throws {
        var state = NavigationState(root: ShopRoute.home, path: [.product(1)])
        var target = state
        try target.perform(.push(.account))
        try state.perform(.pop())
        let (proposal, _) = try state.proposal(for: .replaceState(target), source: .app, policy: NavigationPolicy())
        // The product screen was popped, so it comes back as a new screen, with the account.
        #expect(proposal.addedRoutes == [.product(1), .account])
        let (same, _) = try state.proposal(for: .replaceState(state), source: .app, policy: NavigationPolicy())
        #expect(same.addedRoutes.isEmpty)
    }

    @Test("a refused action has no proposal")
    func refusedActionHasNoProposal() {
        let state = NavigationState(root: ShopRoute.home)
        #expect(throws: NavigationError.nothingToPop) {
            try state.proposal(for: .pop(), source: .app, policy: NavigationPolicy())
        }
    }

    @Test("the redirect chain refuses a repeated action and anything past its limit")
    func redirectChainBounds() {
        var chain = RedirectChain<ShopRoute, Never>()
        var admitted = [chain.admit(.present(.signIn, .fullScreenCover))]
        admitted.append(chain.admit(.present(.signIn, .fullScreenCover)))
        for id in 1..<RedirectChain<ShopRoute, Never>.limit {
            admitted.append(chain.admit(.push(.product(id))))
        }
        admitted.append(chain.admit(.push(.cart)))
        #expect(
            admitted == [true, false] + Array(repeating: true, count: RedirectChain<ShopRoute, Never>.limit - 1) + [
                false
            ])
        #expect(chain.actions.count == RedirectChain<ShopRoute, Never>.limit)
    }
}

@MainActor
@Suite("Guards on the navigator")
struct GuardTests {
    @Test("a guard sees the action, its source, and both states; allowed changes are not evented")
    func guardSeesProposal() throws {
        let navigator = try Shop.navigator()
        var seen: [NavigationProposal<ShopRoute, Never>] = []
        navigator.addGuard { proposal in
            seen.append(proposal)
            return .allow
        }
        let events = NavigationEventRecorder(navigator)
        navigator.push(.product(1))
        navigator.client(for: navigator.topStack.top.id).push(.cart)

        #expect(seen.map(\.action) == [.push(.product(1)), .push(.cart, from: EntryID(rawValue: 1))])
        #expect(seen.map(\.source) == [.app, .client(EntryID(rawValue: 1))])
        #expect(seen.last?.current.depth == 1)
        #expect(seen.last?.proposed.depth == 2)
        #expect(navigator.topStack.depth == 2)
        #expect(events.events.count == 4)  // each push: pushed, screen shown; no guard event
    }

    @Test("a cancelled change leaves the state unchanged and is evented with its source")
    func cancel() throws {
        let navigator = try Shop.navigator()
        navigator.addGuard { $0.addedRoutes.contains(.cart) ? .cancel : .allow }
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        #expect(!navigator.perform(.present(.cart, .sheet())))
        navigator.rootClient.presentSheet(.cart)

        #expect(navigator.state == before)
        #expect(
            events.events == [
                .guardCancelled(.present(.cart, .sheet()), source: .app),
                .guardCancelled(
                    .present(.cart, .sheet(), from: EntryID(rawValue: 0)), source: .client(EntryID(rawValue: 0))),
            ])
    }

    @Test("a guard is only asked about changes the rules accept")
    func refusedChangesSkipGuards() throws {
        let navigator = try Shop.navigator()
        var asked = 0
        navigator.addGuard { _ in
            asked += 1
            return .cancel
        }
        let events = NavigationEventRecorder(navigator)
        navigator.pop()
        #expect(asked == 0)
        #expect(events.events == [.refused(.pop(), .nothingToPop)])
    }

    @Test("the first guard that does not allow decides; removed guards are not asked")
    func order() throws {
        let navigator = try Shop.navigator()
        var asked: [String] = []
        let first = navigator.addGuard { _ in
            asked.append("first")
            return .cancel
        }
        navigator.addGuard { _ in
            asked.append("second")
            return .allow
        }
        navigator.push(.cart)
        #expect(asked == ["first"])
        #expect(navigator.topStack.depth == 0)

        navigator.removeGuard(first)
        navigator.removeGuard(first)
        navigator.push(.cart)
        #expect(asked == ["first", "second"])
        #expect(navigator.topStack.depth == 1)
    }

    @Test("a guard's token removes no event observer, and an observer's token no guard")
    func registrationsKeepTheirKind() throws {
        let navigator = try Shop.navigator()
        var seen = 0
        let observer = navigator.addEventObserver { _ in seen += 1 }
        let cancelling = navigator.addGuard { _ in .cancel }
        // Both counters start at zero, so the raw numbers are equal: only the kind differs.
        navigator.removeEventObserver(cancelling)
        navigator.removeGuard(observer)
        navigator.push(.cart)
        #expect(navigator.topStack.depth == 0)
        #expect(seen == 1)

        navigator.removeGuard(cancelling)
        navigator.removeEventObserver(observer)
        navigator.push(.cart)
        #expect(navigator.topStack.depth == 1)
        #expect(seen == 1)
    }

    @Test("a plain redirect applies another action instead, through the guards too")
    func plainRedirect() throws {
        let navigator = try Shop.navigator()
        var asked: [NavigationAction<ShopRoute, Never>] = []
        navigator.addGuard { proposal in
            asked.append(proposal.action)
            return proposal.addedRoutes.contains(.account) ? .redirect(to: .push(.home)) : .allow
        }
        let events = NavigationEventRecorder(navigator)
        #expect(!navigator.perform(.push(.account)))
        #expect(navigator.topStack.path.map(\.route) == [.home])
        #expect(asked == [.push(.account), .push(.home)])
        #expect(events.events.first == .guardRedirected(.push(.account), to: .push(.home), source: .app))
    }

    @Test("redirect then resume: sign-in succeeds, and the original target applies")
    func redirectThenResume() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        navigator.push(.account)
        #expect(navigator.topStack.root.route == .signIn)
        #expect(navigator.state.baseStack.path.isEmpty)

        Shop.finishSignIn(navigator, session: session, with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.path.map(\.route) == [.account])
        #expect(events.events.contains(.redirectResumed(.push(.account), source: .app)))
        #expect(
            events.events.first
                == .guardRedirected(.push(.account), to: .present(.signIn, .fullScreenCover), source: .app))
    }

    @Test("redirect then cancel: sign-in dismissed, nothing else happens")
    func redirectThenCancel() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        navigator.push(.account)
        navigator.dismissPresentation()

        #expect(navigator.state.entries.map(\.route) == [.home])
        #expect(events.events.last == .redirectAbandoned(.push(.account), source: .app))
        #expect(!events.events.contains(.redirectResumed(.push(.account), source: .app)))
    }

    @Test("a value the guard does not accept abandons the held change")
    func rejectedValue() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        navigator.push(.account)
        Shop.finishSignIn(navigator, session: session, with: false)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.depth == 0)
        #expect(events.events.last == .redirectAbandoned(.push(.account), source: .app))
    }

    @Test("a client's change resumes from the same screen, as a client call")
    func clientRedirectResumes() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .allow
        }
        navigator.addGuard(Shop.signInGuard(session))

        navigator.rootClient.push(.account)
        Shop.finishSignIn(navigator, session: session, with: true)

        #expect(navigator.topStack.path.map(\.route) == [.account])
        #expect(sources.first == .client(EntryID(rawValue: 0)))
        #expect(sources.last == .client(EntryID(rawValue: 0)))
    }

    @Test("a guard that redirects to itself endlessly is stopped with an event and changes nothing")
    func selfRedirectIsBounded() throws {
        let navigator = try Shop.navigator()
        var asked = 0
        navigator.addGuard { _ in
            asked += 1
            return .redirect(presenting: .signIn, expecting: Bool.self)
        }
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        #expect(!navigator.perform(.push(.account)))

        #expect(navigator.state == before)
        #expect(asked == 2)
        #expect(events.events.contains(.redirectLoop(.present(.signIn, .fullScreenCover), source: .app)))
    }

    @Test("guards that redirect to each other in a ring are stopped by the chain's limit")
    func redirectRingIsBounded() throws {
        let navigator = try Shop.navigator()
        var asked = 0
        navigator.addGuard { proposal in
            asked += 1
            guard case .push(.product(let id), _) = proposal.action else { return .redirect(to: .push(.product(0))) }
            return .redirect(to: .push(.product(id + 1)))
        }
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        navigator.push(.cart)

        #expect(navigator.state == before)
        #expect(asked == RedirectChain<ShopRoute, Never>.limit + 1)
        #expect(events.events.filter { if case .redirectLoop = $0 { true } else { false } }.count == 1)
    }

    @Test("a guard that still redirects after its flow resumed is stopped, not shown twice")
    func resumeLoopIsBounded() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        // Accepts any value but never looks at the session: the resumed push redirects again.
        navigator.addGuard { proposal in
            proposal.addedRoutes.contains(.account) ? .redirect(presenting: .signIn, expecting: Bool.self) : .allow
        }
        let events = NavigationEventRecorder(navigator)
        navigator.push(.account)
        Shop.finishSignIn(navigator, session: session, with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.depth == 0)
        #expect(events.events.last == .redirectLoop(.push(.account), source: .app))
    }

    @Test("a redirect whose own flow is redirected still resumes the original change")
    func redirectOfRedirect() {
        let navigator = Navigator(root: TestRoute.home)
        let signedIn = Flag(false)
        let acceptedTerms = Flag(false)
        // `.settings` needs sign-in (`.picker` stands for the sign-in screen), and sign-in
        // first needs accepted terms (`.list` stands for the terms screen).
        navigator.addGuard { proposal in
            guard proposal.addedRoutes.contains(.settings), !signedIn.value else { return .allow }
            return .redirect(presenting: .picker, expecting: Bool.self) { $0 }
        }
        navigator.addGuard { proposal in
            guard proposal.addedRoutes.contains(.picker), !acceptedTerms.value else { return .allow }
            return .redirect(presenting: .list, expecting: Bool.self) { $0 }
        }

        navigator.push(.settings)
        #expect(navigator.topStack.root.route == .list)

        acceptedTerms.value = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        #expect(navigator.topStack.root.route == .picker)

        signedIn.value = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.path.map(\.route) == [.settings])
    }
}

private func requireSendable<T: Sendable>(_: T.Type) {}

@MainActor
@Suite("Guards: results and Sendable values")
struct GuardResultTests {
    @Test("outside-input values stay Sendable")
    func sendable() {
        // Compile-time checks: this test fails to build if a type stops being Sendable.
        requireSendable(NavigationSource.self)
        requireSendable(NavigationProposal<ShopRoute, Never>.self)
        requireSendable(NavigationDecision<ShopRoute, Never>.self)
        requireSendable(DeepLinkOutcome.self)
        #expect(DeepLinkOutcome.failed(.noMatch).error == .noMatch)
        #expect(DeepLinkOutcome.opened.error == nil)
    }
}

@MainActor
@Suite("Guards that misbehave")
struct GuardMisuseTests {
    @Test("a guard that changes the navigator itself keeps identities unique; the asked change is cancelled")
    func guardThatNavigates() throws {
        let navigator = try Shop.navigator()
        navigator.addGuard { [weak navigator] proposal in
            if proposal.addedRoutes.contains(.cart) { navigator?.push(.product(9)) }
            return .allow
        }
        let events = NavigationEventRecorder(navigator)

        #expect(!navigator.perform(.push(.cart)))

        #expect(navigator.topStack.path.map(\.route) == [.product(9)])
        let ids = navigator.state.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(events.events.last == .guardCancelled(.push(.cart), source: .app))
    }
}
