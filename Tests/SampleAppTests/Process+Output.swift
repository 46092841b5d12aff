import Foundation

extension Process {
    /// Runs the process to its end and returns what it printed, standard output and standard
    /// error interleaved.
    func runCapturingOutput() throws -> String {
        let output = Pipe()
        standardOutput = output
        standardError = output
        try run()
        let printed = String(
            decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        waitUntilExit()
        return printed
    }
}
