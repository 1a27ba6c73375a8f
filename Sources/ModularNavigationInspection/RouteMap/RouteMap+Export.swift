import ModularNavigation

extension RouteMap {
    /// The map as a Mermaid `flowchart`, sorted so that a change reads as a small diff.
    ///
    /// Roots are rounded, flows show their ways back under their name, links are flags
    /// pointing at the screen they open, and requests are dashed edges from the asking
    /// module.
    public var mermaid: String {
        var lines = ["flowchart LR"]
        for kind in kinds {
            let label = label(of: kind)
            lines.append(
                roots.contains(kind)
                    ? "    \(id(kind))([\"\(Self.mermaidText(label))\"])"
                    : "    \(id(kind))[\"\(Self.mermaidText(label))\"]")
        }
        for transition in sortedTransitions {
            guard let from = transition.from else { continue }
            lines.append("    \(id(from)) -->|\(edge(transition.mode.name))| \(id(transition.to))")
        }
        for link in links {
            lines.append("    \(linkID(link.pattern))>\"\(Self.mermaidText(link.pattern))\"]")
            if let kind = link.kind, let mode = link.mode {
                lines.append("    \(linkID(link.pattern)) -.->|\(edge(mode.name))| \(id(kind))")
            }
        }
        for module in Set(requests.map(\.asker)).sorted() {
            lines.append("    \(moduleID(module)){{\"\(Self.mermaidText(module))\"}}")
        }
        for request in requests {
            guard let answer = request.answer else { continue }
            lines.append("    \(moduleID(request.asker)) -.->|\(edge(request.request))| \(id(answer))")
        }
        return lines.joined(separator: "\n")
    }

    /// The map as a Graphviz `digraph`, sorted like ``mermaid``.
    public var dot: String {
        var lines = ["digraph navigation {", "    rankdir=LR;", "    node [shape=box];"]
        for kind in kinds {
            let shape = roots.contains(kind) ? " shape=oval" : ""
            lines.append("    \(dotID(kind)) [label=\(quoted(label(of: kind)))\(shape)];")
        }
        for transition in sortedTransitions {
            guard let from = transition.from else { continue }
            lines.append(
                "    \(dotID(from)) -> \(dotID(transition.to)) [label=\(quoted(transition.mode.name))];"
            )
        }
        for link in links {
            lines.append("    \(quoted("link " + link.pattern)) [label=\(quoted(link.pattern)) shape=note];")
            if let kind = link.kind, let mode = link.mode {
                lines.append(
                    "    \(quoted("link " + link.pattern)) -> \(dotID(kind)) [label=\(quoted(mode.name)) style=dashed];"
                )
            }
        }
        for module in Set(requests.map(\.asker)).sorted() {
            lines.append("    \(quoted("module " + module)) [label=\(quoted(module)) shape=hexagon];")
        }
        for request in requests {
            guard let answer = request.answer else { continue }
            lines.append(
                "    \(quoted("module " + request.asker)) -> \(dotID(answer)) "
                    + "[label=\(quoted(request.request)) style=dashed];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A kind's name, with its ways back when it starts a flow.
    private func label(of kind: ScreenKind) -> String {
        guard flowKinds.contains(kind) else { return kind.name }
        let ways = waysBack(of: kind).map(\.rawValue)
        return kind.name + " (back: " + (ways.isEmpty ? "none" : ways.joined(separator: ", ")) + ")"
    }

    // Ids are injective, each kind of node under its own prefix: a merged id would
    // merge two nodes in the drawing. Names stay readable where they are plain.
    private func id(_ kind: ScreenKind) -> String { "k_" + Self.identifier(kind.name) }
    private func linkID(_ pattern: String) -> String { "l_" + Self.identifier(pattern) }
    private func moduleID(_ module: String) -> String { "m_" + Self.identifier(module) }
    private func dotID(_ kind: ScreenKind) -> String { quoted("screen " + kind.name) }
    private func edge(_ text: String) -> String { "\"" + Self.mermaidText(text) + "\"" }

    /// A DOT string literal, line breaks written as DOT's `\n`.
    private func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character.isNewline {
                escaped += "\\n"
                continue
            }
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }
}
