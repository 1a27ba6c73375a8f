#if canImport(SwiftUI)
    public import SwiftUI

    extension NavigationTabModel {
        /// Creates a tab item; the seed's spelling.
        @available(*, deprecated, renamed: "init(label:tab:)")
        public init(label: some View, destination: Tab) {
            self.init(label: label, tab: destination)
        }

        /// The tab this item selects; the seed's spelling.
        @available(*, deprecated, renamed: "tab")
        public var destination: Tab { tab }
    }
#endif
