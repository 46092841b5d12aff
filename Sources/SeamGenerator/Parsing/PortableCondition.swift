/// The part of a protocol's `#if` conditions that its fake repeats.
///
/// The fake is compiled in another target (a test target) than the protocol, often in another
/// module. Platform and compiler checks (`os(Linux)`, `canImport(UIKit)`, `swift(>=6)`) are
/// the same there, and so is `DEBUG`, which SwiftPM and Xcode set by default for every target
/// of a debug build. A custom flag is not: GRDB declares its FTS5 protocols under
/// `#if SQLITE_ENABLE_FTS5`, a flag its own target defines. A fake under that flag would
/// vanish from the test target, so conjuncts that read such flags are left out, and the fake
/// is generated as if they held.
enum PortableCondition {
    /// Flags every target of a build shares, besides the literals.
    private static let sharedFlags: Set<String> = ["DEBUG", "true", "false"]

    /// The conjuncts of `conditions` (outermost first, each a Swift condition) that test only
    /// the platform, the compiler or `DEBUG`, as one condition; empty when there are none.
    static func of(_ conditions: [String]) -> String {
        let kept = conditions.flatMap(conjuncts).filter(isPortable)
        guard kept.count > 1 else { return kept.first ?? "" }
        return kept.map { splits($0, at: "||").count > 1 ? "(\($0))" : $0 }.joined(
            separator: " && ")
    }

    /// `a && (b || c) && !(d)` -> `a`, `(b || c)`, `!(d)`; `(a && b)` -> `a`, `b`.
    private static func conjuncts(_ condition: String) -> [String] {
        splits(condition, at: "&&").flatMap { part in
            let bytes = Array(part.utf8)
            let isEnclosed =
                bytes.first == UInt8(ascii: "(")
                && closingParenthesis(bytes, from: 0) == bytes.count - 1
            guard isEnclosed else { return [part] }
            return conjuncts(String(decoding: bytes.dropFirst().dropLast(), as: UTF8.self))
        }
    }

    /// `condition` split at each `symbol` outside parentheses, trimmed.
    private static func splits(_ condition: String, at symbol: String) -> [String] {
        let bytes = Array(condition.utf8)
        let operatorBytes = Array(symbol.utf8)
        var parts: [String] = []
        var start = 0
        var depth = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            default:
                if depth == 0, bytes[index...].starts(with: operatorBytes) {
                    parts.append(trimmed(bytes[start..<index]))
                    index += operatorBytes.count
                    start = index
                    continue
                }
            }
            index += 1
        }
        parts.append(trimmed(bytes[start...]))
        return parts.filter { !$0.isEmpty }
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// Whether every bare identifier in `conjunct` is a shared flag.
    private static func isPortable(_ conjunct: String) -> Bool {
        customFlags(in: conjunct).isEmpty
    }

    /// The bare identifiers of `condition` that are not shared flags (`Loading` of
    /// `os(Linux) || Loading`), each once, in order: identifiers followed by `(` are platform
    /// or compiler checks (`os`, `canImport`, `swift`...), whose arguments are skipped.
    static func customFlags(in condition: String) -> [String] {
        let bytes = Array(condition.utf8)
        var flags: [String] = []
        var index = 0
        while index < bytes.count {
            guard Lexer.isIdentifierStart(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Lexer.isIdentifierChar(bytes[index]) { index += 1 }
            var next = index
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            if next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                index = closingParenthesis(bytes, from: next) + 1
            } else if !sharedFlags.contains(name), !flags.contains(name) {
                flags.append(name)
            }
        }
        return flags
    }

    /// The index of the `)` matching the `(` at `open`, or the end.
    private static func closingParenthesis(_ bytes: [UInt8], from open: Int) -> Int {
        var depth = 0
        for index in open..<bytes.count {
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return bytes.count
    }
}
