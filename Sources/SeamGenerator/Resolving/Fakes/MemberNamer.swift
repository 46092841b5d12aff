/// Gives each member of a fake the stem of its state names: `route` for `route(to:)`.
///
/// The stem is the base name alone (`executeFields` for
/// `executeFields(exeContext:parentType:sourceValue:path:fields:)`), as a test reads it.
/// Only members whose stems clash, overloads or a property named like a method, get more, each
/// step only for those still clashing: the capitalized argument labels (`routeTo`,
/// `routeFrom`; `_` adds nothing), then the parameter types (`loadInt`, `loadString`), then
/// the return type, then `Static`, then a number: readable and deterministic.
enum MemberNamer {
    /// The stems of `members`, in the same order. A stem whose stub would be named like a
    /// member (`var routeStub` beside `route(to:)`) gets a number.
    static func stems(for members: [Member]) -> [String] {
        let stems = uniqueStems(for: members)
        // Only a member whose name ends in `Stub` can clash with a stub: usually none.
        let taken = Set(members.compactMap(declaredName).filter { $0.hasSuffix("Stub") })
        guard !taken.isEmpty, stems.contains(where: { taken.contains($0 + "Stub") }) else {
            return stems
        }
        var used = Set(stems)
        return stems.map { stem in
            guard taken.contains(stem + "Stub") else { return stem }
            var number = 2
            while used.contains("\(stem)\(number)") || taken.contains("\(stem)\(number)Stub") {
                number += 1
            }
            used.insert("\(stem)\(number)")
            return "\(stem)\(number)"
        }
    }

    /// The name a member declares in the fake, when it can clash with a stub's.
    static func declaredName(_ member: Member) -> String? {
        switch member.kind {
        case .property(let property): return property.name
        case .function(let function): return function.name
        default: return nil
        }
    }

    private static func uniqueStems(for members: [Member]) -> [String] {
        var stems = members.map(baseStem)
        for refine in [labelSuffix, typeSuffix, returnSuffix, staticSuffix] {
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
        let kind = member.kind
        return kind.takesArguments ? signature(kind.name, kind.parameters) : kind.name
    }

    private static func signature(_ name: String, _ parameters: [Parameter]) -> String {
        var text = name
        text += "("
        for parameter in parameters {
            text += parameter.label ?? "_"
            text += ":"
        }
        text += ")"
        return text
    }

    /// The stem before any refining: the member's name, as an identifier.
    static func baseStem(_ member: Member) -> String {
        switch member.kind {
        case .property(let property): return RawIdentifier.plain(property.name)
        case .function(let function): return identifier(function.name)
        // `init`, `subscript`, or an associated type's or type alias's name.
        default: return member.kind.name
        }
    }

    /// `ToFrom` for `(to:from:)`: the capitalized argument labels, `_` adding nothing.
    private static func labelSuffix(_ member: Member) -> String {
        var text = ""
        for parameter in member.kind.parameters {
            if let label = parameter.label { text += upperFirst(label) }
        }
        return text
    }

    private static func typeSuffix(_ member: Member) -> String {
        member.kind.parameters.map { words(in: $0.type.description) }.joined()
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
        var seen: Set<String> = []
        var clashes: Set<String> = []
        for stem in stems where !seen.insert(stem).inserted { clashes.insert(stem) }
        return clashes
    }

    /// `[String: Int]` -> `StringInt`: the identifier characters of a type, words capitalized.
    static func words(in text: String) -> String {
        var result = ""
        var startsWord = true
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

    /// An operator spelled as an identifier: `==` -> `equalEqual`; a raw identifier as a
    /// plain one (`hello world` -> `helloWorld`, ``RawIdentifier/plain(_:)``); other
    /// identifiers unchanged.
    static func identifier(_ name: String) -> String {
        guard SwiftNames.isOperator(name) else { return RawIdentifier.plain(name) }
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
        // ASCII fast path: when the first two bytes are ASCII, the first character is the
        // first byte, which `uppercased()` changes only from `a`-`z` to `A`-`Z`.
        let utf8 = text.utf8
        if let first = utf8.first, first < 0x80,
            utf8.count == 1 || utf8[utf8.index(after: utf8.startIndex)] < 0x80
        {
            guard first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") else { return text }
            var bytes = Array(utf8)
            bytes[0] = first - 32
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
