#if canImport(SwiftUI)
    public import SwiftUI

    /// Draws any screen model: its status and one button per action, under its title.
    ///
    /// Feature modules use it for screens that need nothing more than their actions.
    @MainActor
    public struct ScreenModelView: View {
        private let model: any ScreenModel

        /// Creates a view of a screen model.
        public init(model: any ScreenModel) {
            self.model = model
        }

        public var body: some View {
            List {
                if let status = model.status {
                    Section { Text(status) }
                }
                Section {
                    ForEach(model.actions) { action in
                        Button(action.title) {
                            Task { await action.perform() }
                        }
                    }
                }
            }
            .navigationTitle(model.title)
        }
    }
#endif
