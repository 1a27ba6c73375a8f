import ExampleApp

/// The names the demo's `layout` command knows the app's layouts by.
enum DemoLayouts {
    /// Each layout's name, in the order `help` lists them.
    static let all: [(name: String, layout: ExampleLayout)] = [
        ("tabs", .tabs), ("tabsplit", .tabsWithSplit), ("split", .split), ("split3", .threeColumns),
    ]

    /// The names, for messages.
    static var names: String { all.map(\.name).joined(separator: ", ") }

    /// The layout with a name, in any case.
    static func layout(named name: String) -> ExampleLayout? {
        all.first { $0.name == name.lowercased() }?.layout
    }

    /// The name of a layout.
    static func name(of layout: ExampleLayout) -> String {
        all.first { $0.layout == layout }?.name ?? layout.rawValue
    }
}
