/// What a `window` command asks for.
public enum DemoWindowCommand: Equatable, Sendable {
    /// List the windows, the current one marked.
    case list
    /// Open a new window at the app's first screen.
    case new
    /// Make the window with this number, from 1, the current one.
    case activate(Int)
    /// Close the current window.
    case close

    /// Reads the words after `window`.
    static func parse(_ argument: String) -> Result<DemoWindowCommand, DemoInputError> {
        switch argument.lowercased() {
        case "": .success(.list)
        case "new": .success(.new)
        case "close": .success(.close)
        default: Int(argument).map { .success(.activate($0)) } ?? .failure(.missingArgument("window", "N"))
        }
    }
}
