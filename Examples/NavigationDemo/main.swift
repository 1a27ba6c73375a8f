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

let arguments = Array(ProcessInfo.processInfo.arguments.dropFirst())
var scriptLines: [String]?

switch arguments.count {
case 0:
    scriptLines = nil
case 2 where arguments[0] == "--script":
    guard let file = fopen(arguments[1], "r") else {
        print("navigation-demo: cannot read \(arguments[1])")
        exit(2)
    }
    var lines: [String] = []
    while let line = readLine(from: file) { lines.append(line) }
    fclose(file)
    scriptLines = lines
default:
    print("usage: navigation-demo [--script FILE]")
    exit(2)
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
    nextLine: { remaining != nil ? remaining?.popFirst() : readLine() },
    echo: !interactive,
    prompt: interactive
        ? {
            print("> ", terminator: "")
            fflush(nil)
        } : nil,
    write: { print($0) }
)
