/// Turns the source text of doc comments (`///` lines, `/** */` blocks) into their content.
enum DocComment {
    /// The comment's text without markers (`///`, `/**`, `*/`, a leading ` * `), lines
    /// joined with `\n`, blank lines at both ends removed.
    static func clean(_ source: String) -> String {
        var lines: [Substring] = []
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.hasSuffix("\r") { line = line.dropLast() }
            if line.hasPrefix("///") {
                line = line.dropFirst(3)
            } else {
                if line.hasPrefix("/**") { line = line.dropFirst(3) }
                if line.hasSuffix("*/") { line = line.dropLast(2) }
                if line.hasPrefix("*") { line = line.dropFirst() }
            }
            if line.hasPrefix(" ") { line = line.dropFirst() }
            while line.hasSuffix(" ") || line.hasSuffix("\t") { line = line.dropLast() }
            lines.append(line)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
