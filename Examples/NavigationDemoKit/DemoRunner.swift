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
    public static func run(
        nextLine: () -> String?,
        echo: Bool,
        prompt: (() -> Void)? = nil,
        write: (String) -> Void
    ) async {
        let session = DemoSession()
        write("ModularNavigation demo. Type help for the commands.")
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
    public static func transcript(of script: String) async -> String {
        var lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        var output: [String] = []
        await run(nextLine: { lines.popFirst() }, echo: true, write: { output.append($0) })
        return output.joined(separator: "\n")
    }
}
