/// A line diff in the unified format (`diff -u`), for failure messages that show what
/// changed rather than two whole files.
enum UnifiedDiff {
    /// The hunks that turn `expected` into `actual`, with `context` lines around each change,
    /// under `--- expectedName` / `+++ actualName`; empty when the texts are equal.
    static func of(
        expected: String, actual: String, expectedName: String, actualName: String, context: Int = 3
    ) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = script(old, new)
        guard edits.contains(where: { $0.kind != " " }) else { return "" }
        var text = "--- \(expectedName)\n+++ \(actualName)\n"
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { $0.kind != " " }) else { break }
            // One hunk: from `context` lines before the change to `context` lines after the last
            // change that follows within twice the context.
            let start = max(change - context, index)
            var end = change
            var probe = change
            while probe < edits.count {
                if edits[probe].kind != " " { end = probe }
                if probe - end > 2 * context { break }
                probe += 1
            }
            let stop = min(end + context + 1, edits.count)
            let hunk = edits[start..<stop]
            let oldStart = (hunk.first { $0.kind != "+" }?.old ?? 0) + 1
            let newStart = (hunk.first { $0.kind != "-" }?.new ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            text += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for edit in hunk { text += "\(edit.kind)\(edit.line)\n" }
            index = stop
        }
        return text
    }

    private struct Edit {
        var kind: Character
        var line: String
        var old: Int
        var new: Int
    }

    /// The edit script of a longest common subsequence of lines.
    private static func script(_ old: [String], _ new: [String]) -> [Edit] {
        let rows = old.count
        let columns = new.count
        var lengths = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for row in stride(from: rows - 1, through: 0, by: -1) {
            for column in stride(from: columns - 1, through: 0, by: -1) {
                lengths[row][column] =
                    old[row] == new[column]
                    ? lengths[row + 1][column + 1] + 1
                    : max(lengths[row + 1][column], lengths[row][column + 1])
            }
        }
        var edits: [Edit] = []
        var row = 0
        var column = 0
        while row < rows || column < columns {
            if row < rows, column < columns, old[row] == new[column] {
                edits.append(Edit(kind: " ", line: old[row], old: row, new: column))
                row += 1
                column += 1
            } else if row < rows,
                column == columns || lengths[row + 1][column] >= lengths[row][column + 1]
            {
                // Removed lines first, as `diff -u` prints them.
                edits.append(Edit(kind: "-", line: old[row], old: row, new: column))
                row += 1
            } else {
                edits.append(Edit(kind: "+", line: new[column], old: row, new: column))
                column += 1
            }
        }
        return edits
    }
}
