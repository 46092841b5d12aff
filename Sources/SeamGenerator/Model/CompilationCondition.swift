/// The condition of an `#if` or `#elseif`, parsed: what it tests, not how it was spaced.
///
/// Swift allows only these forms in a condition, so a condition that is none of them is an
/// error at the directive (the protocol's own module would not compile either).
package indirect enum CompilationCondition: Sendable, Hashable {
    /// A flag: `DEBUG`, `SQLITE_ENABLE_FTS5`, `true`, `false`, `$Macros`.
    case flag(String)
    /// A platform or compiler check and its argument as written: `os(Linux)`,
    /// `canImport(UIKit)`, `swift(>=5.9)`.
    case check(String, argument: String)
    /// `!condition`.
    case not(CompilationCondition)
    /// `a && b && ...`: two or more.
    case all([CompilationCondition])
    /// `a || b || ...`: two or more.
    case any([CompilationCondition])
    /// `(condition)`, where the source has parentheses.
    case parenthesized(CompilationCondition)

    /// `parts` joined by `&&` (conjunctions among them flattened), or the one part, or `nil`
    /// when there is none.
    package static func all(of parts: [CompilationCondition?]) -> CompilationCondition? {
        let flat = parts.compactMap { $0 }.flatMap { part -> [CompilationCondition] in
            if case .all(let inner) = part { return inner }
            return [part]
        }
        return flat.count > 1 ? .all(flat) : flat.first
    }

    /// The flags it reads, each once, in order; a check's argument is no flag.
    package var flags: [String] {
        var names: [String] = []
        visit { condition in
            if case .flag(let name) = condition, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The names of the checks it makes (`os`, `canImport`, `compiler`), each once, in order.
    package var checkNames: [String] {
        var names: [String] = []
        visit { condition in
            if case .check(let name, _) = condition, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The condition and `canImport(M)` for each module `M` of `modules` it does not test
    /// already: where a module cannot be imported, what it holds is not what it held where
    /// its code was built.
    package func requiringImports(of modules: [String]) -> CompilationCondition {
        let checks = modules.map { CompilationCondition.check("canImport", argument: $0) }
        return .all(of: [self] + checks.filter { !contains($0) }) ?? self
    }

    /// Whether `part` is this condition or a part of it.
    package func contains(_ part: CompilationCondition) -> Bool {
        var found = false
        visit { found = found || $0 == part }
        return found
    }

    /// Calls `body` with this condition and each of its parts, outermost first.
    private func visit(_ body: (CompilationCondition) -> Void) {
        body(self)
        switch self {
        case .flag, .check: break
        case .not(let inner), .parenthesized(let inner): inner.visit(body)
        case .all(let parts), .any(let parts):
            for part in parts { part.visit(body) }
        }
    }
}

extension CompilationCondition: CustomStringConvertible {
    /// The condition as Swift: parts joined by ` && ` and ` || `, a disjunction inside a
    /// conjunction or after `!` in parentheses.
    package var description: String {
        switch self {
        case .flag(let name): return name
        case .check(let name, let argument): return "\(name)(\(argument))"
        case .not(let inner):
            switch inner {
            case .all, .any: return "!(\(inner))"
            default: return "!\(inner)"
            }
        case .all(let parts):
            return parts.map { part in
                if case .any = part { return "(\(part))" }
                return part.description
            }.joined(separator: " && ")
        case .any(let parts): return parts.map(\.description).joined(separator: " || ")
        case .parenthesized(let inner): return "(\(inner))"
        }
    }
}
