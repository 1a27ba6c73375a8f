/// A line typed into the demo, understood.
public enum DemoCommand: Equatable, Sendable {
    /// Take the top screen's action with this number, from 1.
    case action(Int)
    /// Go back one screen, as the back button does.
    case back
    /// Swipe the topmost sheet down, or tap outside the topmost popover; a full-screen
    /// cover cannot be swiped.
    case close
    /// Tap a tab, by name.
    case tab(String)
    /// Tap the open alert's or dialog's button with this number, from 1.
    case choose(Int)
    /// Switch the layout: tabs, tabs with a split view in one, a two-column split view, or three columns.
    case layout(String)
    /// Start borrowing a book: the Library's checkout, above the tabs, from any tab.
    case borrow(Int)
    /// Open a link.
    case open(String)
    /// Save the navigation state.
    case save
    /// Relaunch the app from the saved state.
    case restore
    /// Show the analytics lines logged since the last `events`.
    case events
    /// List, open, switch or close windows.
    case window(DemoWindowCommand)
    /// Record this session's navigation to a log file, as JSON Lines.
    case record(String)
    /// Replay a log file into the app, reporting where it first goes another way.
    case replay(String)
    /// Go back to the state before the last command that changed navigation.
    case undo
    /// Print the example app's route map (Mermaid) and its findings.
    case map
    /// List the commands.
    case help
    /// Leave the demo.
    case quit

    /// Reads a command, or says in one line why the text is not one.
    ///
    /// - Returns: `nil` for a blank line or a `#` comment.
    public static func parse(_ line: String) -> Result<DemoCommand, DemoInputError>? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let word = words.first, !word.hasPrefix("#") else { return nil }
        let argument = words.dropFirst().joined(separator: " ")
        if let number = Int(word) {
            return words.count == 1 ? .success(.action(number)) : .failure(.unexpectedArgument(word))
        }
        switch word.lowercased() {
        case "back": return bare(.back, word, argument)
        case "close": return bare(.close, word, argument)
        case "save": return bare(.save, word, argument)
        case "restore": return bare(.restore, word, argument)
        case "events": return bare(.events, word, argument)
        case "undo": return bare(.undo, word, argument)
        case "map": return bare(.map, word, argument)
        case "record":
            return argument.isEmpty ? .failure(.missingArgument("record", "FILE")) : .success(.record(argument))
        case "replay":
            return argument.isEmpty ? .failure(.missingArgument("replay", "FILE")) : .success(.replay(argument))
        case "help", "?": return bare(.help, word, argument)
        case "quit", "exit": return bare(.quit, word, argument)
        case "tab": return argument.isEmpty ? .failure(.missingArgument("tab", "NAME")) : .success(.tab(argument))
        case "layout":
            return argument.isEmpty
                ? .failure(.missingArgument("layout", "tabs|tabsplit|split|split3")) : .success(.layout(argument))
        case "open": return argument.isEmpty ? .failure(.missingArgument("open", "URL")) : .success(.open(argument))
        case "choose":
            guard let number = Int(argument) else { return .failure(.missingArgument("choose", "N")) }
            return .success(.choose(number))
        case "borrow":
            guard let number = Int(argument) else { return .failure(.missingArgument("borrow", "BOOK")) }
            return .success(.borrow(number))
        case "window", "windows": return DemoWindowCommand.parse(argument).map(DemoCommand.window)
        default: return .failure(.unknown(word))
        }
    }

    private static func bare(_ command: DemoCommand, _ word: String, _ argument: String) -> Result<
        DemoCommand, DemoInputError
    > {
        argument.isEmpty ? .success(command) : .failure(.unexpectedArgument(word))
    }
}

/// Why a line is not a command.
public enum DemoInputError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknown(String)
    case missingArgument(String, String)
    case unexpectedArgument(String)

    public var description: String {
        switch self {
        case .unknown(let word): "Unknown command '\(word)'. Type help for the commands."
        case .missingArgument(let word, let argument): "'\(word)' needs a \(argument), as in: \(word) \(argument)."
        case .unexpectedArgument(let word): "'\(word)' takes nothing after it."
        }
    }
}
