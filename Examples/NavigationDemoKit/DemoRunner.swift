/// Runs the demo over lines of input, writing its answers.
@MainActor
public enum DemoRunner {
    /// Runs commands until the input ends or `quit`.
    ///
    /// - Parameters:
    ///   - nextLine: Gives the next line, or `nil` at the end of the input.
    ///   - echo: Whether to print each command before its answer, for scripts.
    ///   - prompt: Printed before reading each line, for terminals.
    ///   - write: Writes one answer.
    ///   - url: A link to launch with (a cold start); it opens once the first screen is drawn.
    public static func run(
        opening url: String? = nil,
        nextLine: () -> String?,
        echo: Bool,
        prompt: (() -> Void)? = nil,
        write: (String) -> Void
    ) async {
        let session = DemoSession(opening: url)
        write("ModularNavigation demo. Type help for the commands.")
        if let note = session.launchNote { write(note) }
        write(session.screen())
        while !session.isFinished {
            prompt?()
            guard let line = nextLine() else { break }
            guard let answer = await session.handle(line) else { continue }
            if echo { write("\n> \(line.split(whereSeparator: \.isWhitespace).joined(separator: " "))") }
            write(answer)
        }
    }

    /// Runs a whole script and returns everything the demo wrote.
    ///
    /// - Parameters:
    ///   - script: The commands, one a line.
    ///   - url: A link to launch with, as `--open` gives it.
    public static func transcript(of script: String, opening url: String? = nil) async -> String {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var output: [String] = []
        await run(opening: url, nextLine: { lines.popFirst() }, echo: true, write: { output.append($0) })
        return output.joined(separator: "\n")
    }
}
