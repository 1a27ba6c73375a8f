/// A weak reference, so a navigator can tell which drivers still draw it.
@MainActor
package final class WeakDriverReference {
    package weak var driver: AnyObject?

    package init(_ driver: AnyObject) {
        self.driver = driver
    }
}
