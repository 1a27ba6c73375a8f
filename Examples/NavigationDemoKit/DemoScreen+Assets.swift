import AssetsFeature
import ExampleInterfaces
import IssuesFeature

extension DemoScreen {
    init(_ screen: AssetsScreen) {
        switch screen {
        case .list(let model):
            // Rows are `NavigationLink(value:)`s in SwiftUI; the demo pushes the same screen.
            self.init(
                "Assets",
                actions: model.ids.map { id in
                    DemoAction("Open \(model.name(of: id))", link: model.link(to: id)) { model.open(id) }
                })
        case .detail(let model):
            self.init(
                model.title, status: model.status,
                actions: [
                    DemoAction("Link an issue") { await model.linkIssue() },
                    DemoAction("Back to all assets") { model.backToAllAssets() },
                ])
        }
    }

    init(_ screen: IssuesScreen) {
        switch screen {
        case .picker(let model):
            self.init(
                "Pick an issue",
                actions: model.issues.flatMap { issue in
                    [
                        DemoAction("Pick \(issue)") { model.pick(issue) },
                        DemoAction("Read #\(issue.id)") { model.read(issue) },
                    ]
                } + [DemoAction("Cancel") { model.cancel() }])
        case .detail(let model):
            let link = model.issue == nil ? [] : [DemoAction("Link this issue") { model.link() }]
            self.init(model.title, actions: link)
        }
    }
}
