/// A weak reference that can cross into a continuation or a cancellation handler.
@usableFromInline
package final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    package weak let value: Object?

    @usableFromInline
    package init(_ value: Object?) {
        self.value = value
    }
}
