import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension NavigationLog {
    /// A change's line, ending in `\n`: the JSON `JSONEncoder` writes for its steps with
    /// sorted keys, written here around the values the encoder writes.
    ///
    /// `JSONEncoder` costs most per value it visits, not per byte: a line it wrote whole
    /// visited the line, its steps, each step's fields and their containers, about 60,000
    /// instructions for one push. Written here, only a step's route, style, placement,
    /// detent, tab or state (and a checkpoint's tree) go through it, so a pop needs no
    /// encoder call at all. The keys are those `LoggedStep` reads back, in sorted order, an
    /// entry's identity is its number, and strings keep the encoder's escaping;
    /// `NavigationLogFormatTests` holds the bytes.
    static func line(
        steps: some Sequence<Step>, tree: String?, schemaVersion: Int, encoder: JSONEncoder
    ) throws(NavigationLogError) -> String {
        var text = #"{"steps":["#
        var separator = ""
        for step in steps {
            text += separator
            separator = ","
            try append(step, to: &text, schemaVersion: schemaVersion, encoder: encoder)
        }
        text += "]"
        if let tree { text += #","tree":"# + (try fragment(tree, encoder)) }
        return text + "}\n"
    }

    /// Appends a step's object, its fields in sorted order: detent, op, placement, route,
    /// screen, state, style, tab; a presentation's placement only when it is over the app.
    private static func append(
        _ step: Step, to text: inout String, schemaVersion: Int, encoder: JSONEncoder
    ) throws(NavigationLogError) {
        switch step {
        case .push(let route, let below):
            text += #"{"op":"push","route":"# + (try fragment(route, encoder)) + #","screen":\#(below.rawValue)}"#
        case .present(let route, let style, let placement, let below):
            text += #"{"op":"present","#
            if placement != .overPresenter { text += #""placement":"# + (try fragment(placement, encoder)) + "," }
            text += #""route":"# + (try fragment(route, encoder)) + #","screen":\#(below.rawValue),"style":"#
            text += try fragment(style, encoder) + "}"
        case .minimize(let root): text += #"{"op":"minimize","screen":\#(root.rawValue)}"#
        case .expand: text += #"{"op":"expand"}"#
        case .dismiss(let screen): text += #"{"op":"dismiss","screen":\#(screen.rawValue)}"#
        case .showAboveTabs(let route):
            text += #"{"op":"showAboveTabs","route":"# + (try fragment(route, encoder)) + "}"
        case .dismissAboveTabs: text += #"{"op":"dismissAboveTabs"}"#
        case .selectDetent(let detent, let sheet):
            text +=
                #"{"detent":"# + (try fragment(detent, encoder)) + #","op":"selectDetent","screen":\#(sheet.rawValue)}"#
        case .selectTab(let tab): text += #"{"op":"selectTab","tab":"# + (try fragment(tab, encoder)) + "}"
        case .replace(let state):
            let archived = try archive(state, schemaVersion: schemaVersion)
            text += #"{"op":"replace","state":"# + (try fragment(archived, encoder)) + "}"
        }
    }

    /// One value as the encoder writes it inside a line.
    private static func fragment(_ value: some Encodable, _ encoder: JSONEncoder) throws(NavigationLogError) -> String {
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .notEncodable(String(describing: error))
        }
    }
}
