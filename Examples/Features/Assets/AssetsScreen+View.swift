#if canImport(SwiftUI)
    import ExampleInterfaces
    import ModularNavigationSwiftUI
    #if DEBUG
        import ModularNavigationTesting
    #endif
    public import SwiftUI

    /// Each Assets screen draws its model; `AssetsDestination.screen(_:client:…)` makes it.
    extension AssetsScreen: View {
        public var body: some View {
            switch self {
            case .list(let model):
                // Each row is a `NavigationLink(value:)` whose value the client made.
                ScrollViewReader { proxy in
                    List(model.ids, id: \.self) { id in
                        NavigationLink("Open \(model.name(of: id))", value: model.link(to: id))
                    }
                    .onScrollToTop { withAnimation { proxy.scrollTo(model.ids.first, anchor: .top) } }
                }
                .navigationTitle("Assets")
            case .detail(let model):
                Form {
                    LabeledContent("Issue", value: model.status)
                    // The task ends when the picker does: with an issue, or dismissed.
                    Button("Link an issue") { Task { await model.linkIssue() } }
                    Button("Back to all assets", action: model.backToAllAssets)
                }
                .navigationTitle(model.title)
            }
        }
    }

    #if DEBUG
        #Preview("Asset detail with a fake client") {
            NavigationStack {
                AssetsDestination.screen(
                    .detail(id: 7), client: .answering(IssueReference(id: 1, title: "Preview issue")))
            }
        }
    #endif
#endif
