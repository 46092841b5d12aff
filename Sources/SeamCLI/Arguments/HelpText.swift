/// The text `seam --help` prints, made from the flag tables (``RunFlag/all``,
/// ``TargetSetting/all``), so that a flag is described where it is declared.
enum HelpText {
    /// The whole help.
    static var text: String {
        let run = RunFlag.all.filter { $0.scope == .run }
        let configuration = RunFlag.all.filter { $0.scope == .configuration }
        let target = TargetSetting.all.filter { $0.flag != nil }
        return """
            seam \(SeamVersion.current): generates test fakes for Swift protocols.

            USAGE:
              seam [--config <file>] [--target <name>] ... [run options]
              seam generate --source <path> ... --output <path> [target options] [run options]
              seam --help | --version

            With no subcommand, seam reads seam.json in the current folder or the nearest
            parent (or --config) and generates every target it lists; paths in seam.json are
            relative to its folder. 'seam generate' takes one target as flags.

            CONFIGURATION:
            \(configuration.map { entry($0.short, $0.longName, $0.valueName, $0.help) }.joined())
            TARGET OPTIONS (after 'generate'):
            \(target.map { entry($0.short, $0.longName ?? "", $0.valueName, $0.help) }.joined())
            RUN OPTIONS:
            \(run.map { entry($0.short, $0.longName, $0.valueName, $0.help) }.joined())
            EXIT CODES:
            \(ExitCode.allCases.map { entry(nil, "\($0.rawValue)", nil, $0.summary) }.joined())
            """
    }

    /// The column where descriptions start, and the width they wrap to.
    private static let column = 32, width = 92

    /// One flag's lines: `  -s, --source <path>` and its description, wrapped; a flag too
    /// long for the column puts its description on the next line.
    static func entry(
        _ short: String?, _ long: String, _ value: String?, _ help: String
    ) -> String {
        var head = "  " + (short.map { $0 + ", " } ?? "    ") + long
        if let value { head += " " + value }
        var lines: [String] = []
        var line =
            head.count < column - 1
            ? head + String(repeating: " ", count: column - head.count)
            : head
        if head.count >= column - 1 {
            lines.append(line)
            line = String(repeating: " ", count: column)
        }
        var isLineEmpty = true
        for word in help.split(separator: " ") {
            if !isLineEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: column)
                isLineEmpty = true
            }
            line += (isLineEmpty ? "" : " ") + word
            isLineEmpty = false
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
