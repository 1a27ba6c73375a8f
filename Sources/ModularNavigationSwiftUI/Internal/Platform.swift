#if canImport(SwiftUI)
    import SwiftUI

    // Every platform difference of the adapter lives in this file.

    extension View {
        /// A full-screen cover where the platform has one.
        ///
        /// macOS has no full-screen cover, so there a ``PresentationStyle/fullScreenCover``
        /// is drawn as a sheet.
        @ViewBuilder
        func coverPresentation<Item: Identifiable, Cover: View>(
            item: Binding<Item?>,
            @ViewBuilder content: @escaping (Item) -> Cover
        ) -> some View {
            #if os(macOS)
                sheet(item: item, content: content)
            #else
                fullScreenCover(item: item, content: content)
            #endif
        }
    }
#endif
