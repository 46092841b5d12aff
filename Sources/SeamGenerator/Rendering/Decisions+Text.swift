/// How the renderer prints the resolver's typed decisions: the only place they become text.
extension AccessLevel {
    /// The word and a space in front of a visible declaration (`public `), empty for
    /// `internal`.
    var prefix: String {
        self == .internal ? "" : rawValue + " "
    }
}

extension Binding {
    /// The keywords that declare it: `let`, `var` or `nonisolated(unsafe) let`.
    var keyword: String {
        switch self {
        case .constant: "let"
        case .variable: "var"
        case .unsafeNonisolatedConstant: "nonisolated(unsafe) let"
        }
    }
}

extension MemberIsolation {
    /// The word or attribute and a space in front of the declaration: `nonisolated `,
    /// `nonisolated(nonsending) `, `@WorkerActor `, or empty for an `isolated` parameter.
    var prefix: String {
        switch self {
        case .nonisolated: return "nonisolated "
        case .nonsending: return "nonisolated(nonsending) "
        case .isolatedParameter: return ""
        case .globalActor(let actor): return actor.attribute.description + " "
        }
    }
}

extension Optional where Wrapped == MemberIsolation {
    /// ``MemberIsolation/prefix``, empty for a member that shares its fake's isolation.
    var prefix: String { self?.prefix ?? "" }

    /// The modifier part of the prefix, printed after the access level (`public nonisolated
    /// func`): empty for another global actor's attribute.
    var modifierPrefix: String {
        if case .globalActor? = self { return "" }
        return prefix
    }

    /// The attribute part of the prefix, printed before the access level (`@DiskActor public
    /// func`): another global actor's, else empty.
    var attributePrefix: String {
        if case .globalActor? = self { return prefix }
        return ""
    }
}

extension Effects {
    /// What a call needs in front: `try await `, `try `, `await ` or empty.
    var callPrefix: String {
        (throwsAtAll ? "try " : "") + (isAsync ? "await " : "")
    }

    /// What follows `get` or a parameter list: ` async throws(E)`, ` throws`, or empty.
    var clause: String {
        var text = isAsync ? " async" : ""
        if let keyword = throwing.keyword { text += " \(keyword)" }
        return text
    }
}
