/// A weak reference that can cross into a continuation or a cancellation handler.
final class WeakReference<Object: AnyObject & Sendable>: Sendable {
    weak let value: Object?

    init(_ value: Object?) {
        self.value = value
    }
}
