/// The type aliases that name a function type (`typealias Callback = (String) throws -> Void`),
/// so that a parameter spelled `callback: Callback` is known to be a non-escaping closure,
/// which a fake may call but must not store.
///
/// Read from the aliases the parser recorded (``ParsedFile/typeAliases``): an alias of a
/// function type, attributes or not (`@Sendable`, `@convention(c)`), is one; an alias of
/// another alias (`typealias Handler = Callback`, or `Module.Callback`) is one when that
/// alias leads to one.
enum ClosureAliases {
    /// The names of the closure aliases of `files`.
    static func names(in files: [ParsedFile]) -> Set<String> {
        var closures: Set<String> = []
        var targets: [String: String] = [:]
        for file in files {
            for alias in file.typeAliases {
                if isFunction(alias.type) {
                    closures.insert(alias.name)
                } else if let target = plainName(alias.type), targets[alias.name] == nil {
                    targets[alias.name] = target
                }
            }
        }
        var result = closures
        for name in targets.keys {
            var current = name
            var steps = 0
            while let next = targets[current], steps < 16 {
                current = next
                steps += 1
            }
            if closures.contains(current) { result.insert(name) }
        }
        return result
    }

    /// Whether `type` is a function type, with attributes or not.
    private static func isFunction(_ type: TypeRef) -> Bool {
        switch type {
        case .function: return true
        case .attributed(let attributed):
            return attributed.specifiers.isEmpty && isFunction(attributed.base)
        default: return false
        }
    }

    /// The last component of a plain dotted name (`Module.Callback` -> `Callback`), or `nil`
    /// for anything else (a generic, optional or tuple).
    private static func plainName(_ type: TypeRef) -> String? {
        guard case .named(let components) = type,
            components.allSatisfy({ $0.genericArguments.isEmpty })
        else { return nil }
        return components.last?.name
    }
}
