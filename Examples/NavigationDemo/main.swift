import Foundation
import NavigationDemoKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// swift run navigation-demo                 interactive on a terminal
// swift run navigation-demo < commands.txt  commands on stdin
// swift run navigation-demo --script FILE   commands from a file
// swift run navigation-demo --open URL      a cold start with a link (combines with --script)

var arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())[...]
var scriptLines: [String]?
var launchURL: String?

func usage() -> Never {
    print("usage: navigation-demo [--script FILE] [--open URL]")
    exit(2)
}

while let option = arguments.popFirst() {
    guard let value = arguments.popFirst() else { usage() }
    switch option {
    case "--script" where scriptLines == nil:
        guard let file = fopen(value, "r") else {
            print("navigation-demo: cannot read \(value)")
            exit(2)
        }
        var lines: [String] = []
        while let line = readLine(from: file) { lines.append(line) }
        fclose(file)
        scriptLines = lines
    case "--open" where launchURL == nil:
        launchURL = value
    default:
        usage()
    }
}

/// Reads one line from a C file without Foundation.
func readLine(from file: UnsafeMutablePointer<FILE>) -> String? {
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    guard getline(&buffer, &capacity, file) >= 0, let buffer else { return nil }
    var line = String(cString: buffer)
    if line.hasSuffix("\n") { line.removeLast() }
    return line
}

let interactive = scriptLines == nil && isatty(STDIN_FILENO) != 0
var remaining = scriptLines?[...]

await DemoRunner.run(
    opening: launchURL,
    nextLine: { remaining != nil ? remaining?.popFirst() : readLine() },
    echo: !interactive,
    prompt: interactive
        ? {
            print("> ", terminator: "")
            fflush(nil)
        } : nil,
    write: { print($0) }
)
