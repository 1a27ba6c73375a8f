#if canImport(UIKit) && !os(watchOS)
    // A UIKit app imports only this module and gets the core with it; a hybrid app's
    // SwiftUI screens import the SwiftUI adapter beside it.
    @_exported public import ModularNavigation
#endif
