import Foundation

/// What the command plugins run, decided the same way for `swift package seam` /
/// `swift package seam-check` and for their Xcode menu items.
///
/// Each entry point (`CommandPlugin`, `XcodeCommandPlugin`) only says which verb it is, passes
/// its arguments and folders, and runs the plan; every decision is made here.
struct CommandPlan: Equatable {
    /// Which command plugin runs.
    enum Verb: Equatable {
        /// `seam`: rewrites the committed fakes, with the permission to write to the package.
        case write
        /// `seam-check`: `--check` (or `--dry-run`), without that permission: `seam` then
        /// writes nothing.
        case check
    }

    /// The arguments of `seam`.
    var arguments: [String]
    /// The folder `seam` runs in: the package's or the Xcode project's, so that the headers of
    /// committed files name paths relative to it, wherever it is checked out.
    var workingFolder: URL

    /// The plan for `verb` with the plugin's `arguments`.
    ///
    /// Every `--target <name>` (SwiftPM and Xcode pass one for each target a user selects, and
    /// a user may type one) becomes `--plugin-target <name>`: the `seam.json` targets of those
    /// names run, and a selected target without one (the app target) is skipped. Arguments that
    /// start with `generate` are passed on as they are, without the targets.
    ///
    /// - Parameter rootFolder: The package's folder, or the folder of the Xcode project.
    init(_ verb: Verb, arguments: [String], rootFolder: URL) {
        var selected: [String] = []
        var rest: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--target", let name = remaining.popFirst() {
                selected.append(name)
            } else if argument.hasPrefix("--target=") {
                selected.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
        }
        var command =
            rest.first == "generate"
            ? rest
            : ["--config", "seam.json"] + selected.flatMap { ["--plugin-target", $0] } + rest
        let reads = ["--check", "--dry-run", "--list-inputs", "--list-outputs"]
        if verb == .check, !rest.contains(where: reads.contains) { command.append("--check") }
        self.arguments = command
        workingFolder = rootFolder
    }

    /// Runs the plan with the `seam` executable at `seam`, which prints its own output and
    /// errors.
    ///
    /// - Throws: ``SeamPluginError`` when `seam` fails (it has said why).
    func run(seam: URL) throws {
        let process = Process()
        process.executableURL = seam
        process.currentDirectoryURL = workingFolder
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SeamPluginError("seam exited with status \(process.terminationStatus)")
        }
    }
}
