#if canImport(SwiftUI)
    import ModularNavigationDrawing
    #if canImport(os)
        import os
    #endif

    /// Where the adapter reports what its driver survives but should not happen.
    enum AdapterLog {
        /// Logs a diagnostic in debug builds; release builds stay quiet.
        @MainActor
        static func report(_ diagnostic: TransitionDiagnostic) {
            report(diagnostic.description)
        }

        /// Logs a misuse in debug builds; release builds stay quiet.
        @MainActor
        static func report(_ message: String) {
            #if DEBUG && canImport(os)
                Logger(subsystem: "ModularNavigation", category: "adapter")
                    .warning("\(message, privacy: .public)")
            #endif
        }
    }
#endif
