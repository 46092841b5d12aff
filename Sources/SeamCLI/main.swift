import Foundation

// Arguments, streams and the exit code only; the command itself is SeamCommand.
let command = SeamCommand(
    output: { print($0) },
    error: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
// The bytes, not `CommandLine.arguments`, which replaces bytes that are not UTF-8 with U+FFFD.
let arguments = (0..<Int(CommandLine.argc)).dropFirst().map { index in
    CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
        .map { $0.map { UInt8(bitPattern: $0) } } ?? []
}
exit(command.run(bytes: arguments).rawValue)
