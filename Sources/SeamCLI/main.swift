import Foundation
import SeamGenerator

// Arguments, streams and the exit code only; the command itself is SeamCommand.
let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
let identity = [
    executable,
    "\(attributes?[.size] ?? 0)",
    "\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)",
].joined(separator: " ")

let command = SeamCommand(
    toolIdentity: identity,
    output: { print($0) },
    error: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
exit(command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
