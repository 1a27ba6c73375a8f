#if canImport(SwiftUI)
    import ExampleInterfaces
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// Each Issues screen draws its model; `IssuesDestination.screen(_:client:…)` makes it.
    extension IssuesScreen: View {
        public var body: some View {
            switch self {
            case .picker(let model):
                // Tap an issue to pick it, or its info button to read it first.
                List(model.issues, id: \.id) { issue in
                    HStack {
                        Button("Pick #\(issue.id) \(issue.title)") { model.pick(issue) }
                        Spacer()
                        Button("Read #\(issue.id)", systemImage: "info.circle") { model.read(issue) }
                            .labelStyle(.iconOnly)
                    }
                }
                .navigationTitle("Pick an issue")
                .toolbar { Button("Cancel", action: model.cancel) }
            case .detail(let model) where model.issue == nil:
                ContentUnavailableView(model.title, systemImage: "exclamationmark.circle")
            case .detail(let model):
                Button("Link this issue", action: model.link)
                    .buttonStyle(.borderedProminent)
                    .navigationTitle(model.title)
            }
        }
    }

    #if DEBUG
        #Preview("Picker, with a client that does nothing") {
            NavigationStack {
                IssuesDestination.screen(.picker, client: .noop)
            }
        }
    #endif
#endif
