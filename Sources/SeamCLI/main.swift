import Foundation

// Arguments, streams and the exit code only; the command itself is SeamCommand.
let command = SeamCommand(
    output: { print($0) },
    error: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
exit(command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
