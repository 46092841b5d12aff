/// The whitespace rule: a line that holds only block tags and comments produces no output.
///
/// A line here runs up to and including its newline. If every tag on it is a `{% %}` block
/// tag or a `{# #}` comment (at least one), and everything else on it is spaces, tabs or the
/// line break, the whole line disappears: its indentation, its trailing spaces and its
/// newline. Lines with a `{{ }}` or other text are kept as written. This is Jinja's
/// `trim_blocks` plus `lstrip_blocks`, for whole lines only.
enum TemplateWhitespace {
    /// Applies the rule to `tokens`, drops comments, and merges neighbouring text.
    static func trimmingBlockLines(_ tokens: [TemplateToken]) -> [TemplateToken] {
        var result: [TemplateToken] = []
        result.reserveCapacity(tokens.count)
        var lineStart = 0
        for (offset, token) in tokens.enumerated() {
            if case .text(let text) = token, text.utf8.last == UInt8(ascii: "\n") {
                appendLine(tokens[lineStart...offset], to: &result)
                lineStart = offset + 1
            }
        }
        appendLine(tokens[lineStart...], to: &result)
        return result
    }

    private static func appendLine(
        _ line: ArraySlice<TemplateToken>, to result: inout [TemplateToken]
    ) {
        let isBlockLine = isOnlyBlockTags(line)
        for token in line {
            switch token {
            case .text(let text):
                if isBlockLine { continue }
                if case .text(let previous) = result.last {
                    result[result.count - 1] = .text(previous + text)
                } else {
                    result.append(token)
                }
            case .comment:
                continue
            case .variable, .block:
                result.append(token)
            }
        }
    }

    private static func isOnlyBlockTags(_ line: ArraySlice<TemplateToken>) -> Bool {
        var hasBlockTag = false
        for token in line {
            switch token {
            case .text(let text):
                let isBlank = text.utf8.allSatisfy { byte in
                    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
                        || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
                }
                if !isBlank { return false }
            case .variable:
                return false
            case .block, .comment:
                hasBlockTag = true
            }
        }
        return hasBlockTag
    }
}
