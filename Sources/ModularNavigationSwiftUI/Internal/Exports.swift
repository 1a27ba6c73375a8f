#if canImport(SwiftUI)
    // Apps import only the SwiftUI module and get the core with it.
    @_exported public import ModularNavigation
#endif
