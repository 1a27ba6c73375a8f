/// A weak reference that can cross into a continuation or a cancellation handler.
@usableFromInline
final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    weak let value: Object?

    @usableFromInline
    init(_ value: Object?) {
        self.value = value
    }
}
