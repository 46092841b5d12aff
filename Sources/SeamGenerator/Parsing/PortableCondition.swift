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

    /// The conjuncts of `conditions` (outermost first) that test only the platform, the
    /// compiler or `DEBUG`, as one condition; `nil` when there are none.
    static func of(_ conditions: [CompilationCondition]) -> CompilationCondition? {
        .all(of: conditions.flatMap(conjuncts).filter { customFlags(in: $0).isEmpty })
    }

    /// `a && (b || c) && !(d)` -> `a`, `b || c`, `!(d)`; `(a && b)` -> `a`, `b`.
    private static func conjuncts(_ condition: CompilationCondition) -> [CompilationCondition] {
        switch condition {
        case .all(let parts): parts.flatMap(conjuncts)
        case .parenthesized(let inner): conjuncts(inner)
        default: [condition]
        }
    }

    /// The flags of `condition` that are not shared flags (`Loading` of
    /// `os(Linux) || Loading`), each once, in order.
    static func customFlags(in condition: CompilationCondition) -> [String] {
        condition.flags.filter { !sharedFlags.contains($0) }
    }
}
