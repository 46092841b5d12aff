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

extension [Attribute] {
    /// The attributes in front of a declaration, each followed by a space (`@_spi(Group) `), or
    /// empty.
    var prefix: String {
        var text = ""
        for attribute in self { text += attribute.description + " " }
        return text
    }
}

extension Unstubbed {
    /// What an unstubbed call stops (or throws) with: `FakeRouter.home has no value: set
    /// homeStub.value`.
    var message: String {
        switch self {
        case .noReturnValue(let member, let stub, let hasReturnValue):
            return "\(member) has no return value: "
                + (hasReturnValue
                    ? "set \(stub).returnValue or \(stub).handler" : "set \(stub).handler")
        case .noValue(let member, let stub):
            return "\(member) has no value: set \(stub).value"
        case .cannotBeStubbed(let member, let packs, let types, let canSpy):
            let spy = canSpy ? "; make the fake a spy with init(forwardingTo:)" : ""
            if !packs.isEmpty {
                let quoted = packs.map { "'each \($0)'" }.joined(separator: ", ")
                return "\(member) cannot be stubbed: it uses the parameter pack \(quoted)\(spy)"
            }
            let quoted = types.map { "'\($0)'" }.joined(separator: ", ")
            return "\(member) cannot be stubbed: it uses the noncopyable or nonescapable "
                + "generic type \(quoted)\(spy)"
        case .unassigned(let injector, let dependency):
            return
                "\(injector).\(dependency) is not set: assign injector.\(dependency) before reading it"
        }
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

extension FakeProperty {
    /// `var current: String`, `static var shared: FakeRouter`, without its isolation.
    var declaration: String {
        (isStatic ? "static " : "") + "var \(memberName): \(type)"
    }

    /// The type of its stub: `SeamPropertyStub<String, Swift.Never>`.
    var stubType: String {
        let error: String
        switch effects.throwing {
        case .untyped, .rethrows: error = StandardType.anyError.spelling
        case .typed(let type): error = type.description
        case .none: error = StandardType.never.spelling
        }
        return "SeamPropertyStub<\(storedType), \(error)>"
    }
}

extension InjectorDependency {
    /// `var router: any Routable`, without its isolation.
    var declaration: String { "var \(name): \(type)" }
}

extension ForwardedCall {
    /// `route(to: path)`, `[key]`: what follows the value it is called on (and a dot, for a
    /// method).
    var text: String {
        switch callee {
        case .method(let name): return "\(name)(\(arguments.text))"
        case .subscript: return "[\(arguments.text)]"
        }
    }
}

extension [ForwardedArgument] {
    /// The arguments of a call: `to: &path, message()`.
    var text: String {
        var text = ""
        for (offset, argument) in enumerated() {
            if offset > 0 { text += ", " }
            if let label = argument.label { text += label + ": " }
            switch argument.passing {
            case .value: text += argument.name
            case .inout: text += "&" + argument.name
            case .autoclosure: text += argument.name + "()"
            case .pack: text += "repeat each " + argument.name
            }
        }
        return text
    }
}

extension [String] {
    /// What a stub records of the parameters of these names: `path`, `(path: path, animated:
    /// animated)`, or `()` for none.
    var recordedExpression: String {
        switch count {
        case 0: return "()"
        case 1: return self[0]
        default: return "(" + map { "\($0): \($0)" }.joined(separator: ", ") + ")"
        }
    }
}

extension MethodStubType {
    /// `SeamMethodStub<String, (String) -> Bool, Bool, Swift.Never>`.
    var text: String {
        let never = StandardType.never.spelling
        var text = "SeamMethodStub<"
        text += arguments?.description ?? StandardType.void.spelling
        text += ", "
        text += handler?.text ?? never
        text += ", "
        text += returnValue?.description ?? never
        text += ", "
        text += failure?.description ?? never
        return text + ">"
    }
}

extension HandlerType {
    /// `nonisolated(nonsending) @Sendable (String, inout Any) async throws -> Bool`.
    var text: String {
        var text = isNonsending ? "nonisolated(nonsending) " : ""
        switch isolation {
        case .none: break
        case .sendable: text += "@Sendable "
        case .globalActor(let actor): text += actor.attribute.description + " "
        }
        text += "("
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { text += ", " }
            parameter.write(to: &text)
        }
        text += ")" + effects.clause
        return text + " -> " + result.description
    }
}

extension MemberDeclaration {
    /// `func route(to path: String) async -> Bool`, `subscript(key: String) -> Int`.
    var text: String {
        var text = isStatic ? "static " : ""
        var hasEffects = true
        switch kind {
        case .function(let name): text += "func " + name
        case .operator(let name, let fixity):
            text += (fixity.map { "\($0) " } ?? "") + "func " + name + " "
        case .subscript:
            text += "subscript"
            hasEffects = false
        case .initializer(let isConvenience):
            text += isConvenience ? "convenience init" : "init"
            hasEffects = false
        }
        text += genericParameters.clause
        text += "("
        for (offset, parameter) in parameters.enumerated() {
            if offset > 0 { text += ", " }
            if let label = parameter.label { text += label + " " }
            text += parameter.name + ": "
            parameter.type.write(to: &text)
            if parameter.isVariadic { text += "..." }
        }
        text += ")"
        if hasEffects { text += effects.clause }
        if let returnType { text += " -> " + returnType.description }
        return text + requirements.clause
    }
}

extension DefaultExpression {
    /// The expression as Swift: `0`, `URL(string: "about:blank")!`, `FakeRouter()`.
    var text: String {
        switch self {
        case .nil: return "nil"
        case .emptyArray: return "[]"
        case .emptyDictionary: return "[:]"
        case .false: return "false"
        case .emptyString: return "\"\""
        case .void: return "()"
        case .zero: return "0"
        case .replacementCharacter: return "\"\\u{FFFD}\""
        case .durationZero: return ".zero"
        case .startOf1970: return "Date(timeIntervalSince1970: 0)"
        case .aboutBlank: return "URL(string: \"about:blank\")!"
        case .nilUUID: return "UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))"
        case .emptyData: return "Data()"
        case .emptyIterator: return "[].makeIterator()"
        case .tuple(let elements): return "(" + elements.map(\.text).joined(separator: ", ") + ")"
        case .range(let bound): return "\(bound.text)..<\(bound.text)"
        case .closedRange(let bound): return "\(bound.text)...\(bound.text)"
        case .success(let value): return ".success(\(value.text))"
        case .finishedStreamIterator(let element):
            return "AsyncStream<\(element)> { $0.finish() }.makeAsyncIterator()"
        case .fake(let name): return "\(name)()"
        case .given(let expression), .stored(let expression): return expression
        }
    }
}
