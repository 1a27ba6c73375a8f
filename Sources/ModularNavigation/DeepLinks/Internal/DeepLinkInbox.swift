#if canImport(FoundationEssentials)
    package import FoundationEssentials
#else
    package import Foundation
#endif

/// Holds a deep link that arrived before the UI attached, so that it applies exactly
/// once, when the UI attaches; or while a guard holds a restoration, so that it lands on
/// the restored state once the restoration resumes or is abandoned.
///
/// Only links that resolved are held: a bad URL fails at once and never takes a good
/// link's place. A newer link replaces the held one; the user asked for it last.
package struct DeepLinkInbox<Target: Sendable>: Sendable {
    /// A link that resolved and waits to be applied.
    package struct Link: Sendable {
        /// The URL the link came from; `nil` for a target opened as a value.
        package let url: URL?
        package let target: Target
    }

    /// What to do with a link that just resolved.
    package enum Delivery: Sendable {
        /// The UI is attached: apply it now.
        case apply
        /// Hold it until the UI attaches (and no restoration is held); `replacing` is the
        /// link it displaced, if any.
        case queue(replacing: Link?)
    }

    /// Whether the UI has attached.
    package private(set) var isAttached = false
    /// The link waiting for the UI, if any.
    package private(set) var pending: Link?
    /// Whether a guard holds a restoration that resumes: links wait for it.
    package private(set) var isHeld = false

    package init() {}

    /// Takes a link that resolved: hands it back to apply now, or holds it.
    package mutating func receive(_ url: URL?, target: Target) -> Delivery {
        guard !isAttached || isHeld else { return .apply }
        let replaced = pending
        pending = Link(url: url, target: target)
        return .queue(replacing: replaced)
    }

    /// Hands back the held link and forgets it, when the UI will never attach (its
    /// window closes), so that the link can go elsewhere.
    package mutating func withdraw() -> Link? {
        defer { pending = nil }
        return pending
    }

    /// Marks the UI attached and hands back the held link, once; `nil` when nothing
    /// waits or the UI had already attached.
    package mutating func attach() -> Link? {
        guard !isAttached else { return nil }
        isAttached = true
        guard !isHeld else { return nil }
        defer { pending = nil }
        return pending
    }

    /// Holds links until ``release()``: a guard put off a restoration that resumes.
    package mutating func hold() {
        isHeld = true
    }

    /// Ends a hold and hands back the held link to apply now, when the UI is attached;
    /// `nil` when nothing waits, nothing was held, or the UI has not attached yet.
    package mutating func release() -> Link? {
        guard isHeld else { return nil }
        isHeld = false
        guard isAttached else { return nil }
        defer { pending = nil }
        return pending
    }
}
