/// Gives each member of a fake the stem of its state names: `routeTo` for `route(to:)`.
///
/// The stem is the base name plus the capitalized argument labels (`_` adds nothing). Members
/// whose stems clash get their parameter types appended (`loadIdInt`, `loadIdString`), then
/// their return type, then `Static`, then a number: readable and deterministic.
enum MemberNamer {
    /// The stems of `members`, in the same order.
    static func stems(for members: [Member]) -> [String] {
        var stems = members.map(baseStem)
        for refine in [typeSuffix, returnSuffix, staticSuffix] {
            let clashes = duplicates(stems)
            guard !clashes.isEmpty else { return stems }
            for (offset, member) in members.enumerated() where clashes.contains(stems[offset]) {
                stems[offset] += refine(member)
            }
        }
        var counts: [String: Int] = [:]
        let clashes = duplicates(stems)
        return stems.map { stem in
            guard clashes.contains(stem) else { return stem }
            counts[stem, default: 0] += 1
            return "\(stem)\(counts[stem]!)"
        }
    }

    /// The member as a caller names it in messages: `route(to:)`, `current`, `subscript(_:)`.
    static func displayName(of member: Member) -> String {
        switch member.kind {
        case .property(let property): return property.name
        case .function(let function): return signature(function.name, function.parameters)
        case .initializer(let initializer): return signature("init", initializer.parameters)
        case .subscript(let sub): return signature("subscript", sub.parameters)
        case .associatedType(let associated): return associated.name
        case .typeAlias(let alias): return alias.name
        }
    }

    private static func signature(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }

    private static func baseStem(_ member: Member) -> String {
        switch member.kind {
        case .property(let property): return property.name
        case .function(let function): return labelled(identifier(function.name), function.parameters)
        case .initializer(let initializer): return labelled("init", initializer.parameters)
        case .subscript(let sub): return labelled("subscript", sub.parameters)
        case .associatedType(let associated): return associated.name
        case .typeAlias(let alias): return alias.name
        }
    }

    private static func labelled(_ base: String, _ parameters: [Parameter]) -> String {
        base + parameters.compactMap(\.label).map(upperFirst).joined()
    }

    private static func typeSuffix(_ member: Member) -> String {
        let parameters: [Parameter]
        switch member.kind {
        case .function(let function): parameters = function.parameters
        case .initializer(let initializer): parameters = initializer.parameters
        case .subscript(let sub): parameters = sub.parameters
        default: parameters = []
        }
        return parameters.map { words(in: $0.type.description) }.joined()
    }

    private static func returnSuffix(_ member: Member) -> String {
        switch member.kind {
        case .function(let function): return words(in: function.returnType?.description ?? "Void")
        case .subscript(let sub): return words(in: sub.returnType.description)
        case .property(let property): return words(in: property.type.description)
        default: return ""
        }
    }

    private static func staticSuffix(_ member: Member) -> String {
        member.isStatic ? "Static" : ""
    }

    private static func duplicates(_ stems: [String]) -> Set<String> {
        var seen: Set<String> = [], clashes: Set<String> = []
        for stem in stems where !seen.insert(stem).inserted { clashes.insert(stem) }
        return clashes
    }

    /// `[String: Int]` -> `StringInt`: the identifier characters of a type, words capitalized.
    static func words(in text: String) -> String {
        var result = "", startsWord = true
        for character in text {
            if character.isLetter || character.isNumber || character == "_" {
                result += startsWord ? character.uppercased() : String(character)
                startsWord = false
            } else {
                startsWord = true
            }
        }
        return result
    }

    /// An operator spelled as an identifier: `==` -> `equalEqual`; identifiers unchanged.
    static func identifier(_ name: String) -> String {
        guard let first = name.first, !(first.isLetter || first == "_") else { return name }
        let spelled = name.map { operatorWords[$0] ?? "op" }
        return spelled.enumerated().map { $0.offset == 0 ? $0.element : upperFirst($0.element) }
            .joined()
    }

    private static let operatorWords: [Character: String] = [
        "=": "equal", "<": "less", ">": "greater", "+": "plus", "-": "minus", "*": "times",
        "/": "divide", "%": "percent", "!": "not", "&": "and", "|": "or", "^": "caret",
        "~": "tilde", "?": "question", ".": "dot",
    ]

    /// `to` -> `To`.
    static func upperFirst(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
