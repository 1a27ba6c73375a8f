#if canImport(SwiftUI)
    import SwiftUI

    /// The environment key of a value the adapter hands down to its own views, `nil`
    /// outside a navigator's views.
    ///
    /// The value's type names the key: each type it holds exists only to be one
    /// environment value (`SplitDetailPlaceholder`, `DrawingDriverLookup`,
    /// `TransitionSourceRegistry`), so two values never share a key. Written by hand
    /// rather than with `@Entry`, which needs the iOS 18 SDK.
    struct AdapterEnvironmentKey<Value>: EnvironmentKey {
        static var defaultValue: Value? { nil }
    }
#endif
