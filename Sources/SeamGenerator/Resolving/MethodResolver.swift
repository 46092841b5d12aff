/// Builds a ``FakeMethod`` from a method or subscript requirement.
struct MethodResolver {
    /// What the method looks like, whichever member it comes from.
    struct Signature {
        /// The requirement, named in stop messages (only then: naming it costs).
        var member: Member
        var keyword: String
        var genericParameters: [GenericParameter]
        var parameters: [Parameter]
        var isAsync: Bool
        var throwing: ThrowsClause
        var returnType: TypeRef?
        var whereClause: [GenericRequirement]
        var isStatic: Bool
        var isMutating: Bool
        /// Whether it is an operator, whose parameters have no argument labels.
        var isOperator = false
    }

    let context: ResolutionContext

    /// The fake method for `function` with state stem `stem`.
    func resolve(_ function: FunctionDecl, member: Member, stem: String) -> FakeMethod {
        let isOperator = SwiftNames.isOperator(function.name)
        // A unary operator keeps its `prefix`/`postfix`; an operator's parameters take no
        // argument labels (a renamed one would otherwise become a keyword argument).
        let fixity =
            member.modifiers.first { $0 == "prefix" || $0 == "postfix" }.map { $0 + " " } ?? ""
        let name =
            isOperator
            ? "\(fixity)func \(function.name) " : "func \(SwiftNames.escaped(function.name))"
        let signature = Signature(
            member: member, keyword: name,
            genericParameters: function.genericParameters, parameters: function.parameters,
            isAsync: function.isAsync, throwing: function.throwing,
            returnType: function.returnType, whereClause: function.whereClause,
            isStatic: member.isStatic, isMutating: member.modifiers.contains("mutating"),
            isOperator: isOperator)
        var method = resolve(signature, stem: stem)
        method.spyCall = "\(SwiftNames.member(function.name))(\(method.spyCall))"
        return method
    }

    /// The fake method for `signature`; `spyCall` holds only the arguments.
    func resolve(_ signature: Signature, stem: String) -> FakeMethod {
        let erased = Set(signature.genericParameters.map(\.name))
        // A value of a noncopyable generic type cannot pass through `Any`: such a method has
        // no handler and no return value stub, and records no argument of that type.
        var noncopyable = Self.noncopyableNames(signature)
        // A declared noncopyable type (`inout Token`) is not recorded; a result of one cannot
        // be stubbed.
        let declared =
            context.noncopyableTypes.isEmpty
            ? []
            : context.noncopyableTypes.filter { name in
                signature.parameters.contains { $0.type.mentions([name]) }
            }
        if let result = signature.returnType, !context.noncopyableTypes.isEmpty {
            noncopyable.formUnion(context.noncopyableTypes.filter { result.mentions([$0]) })
        }
        // Nor can a value pack: such a method counts its calls and forwards them, no more
        // (the resolver warns about it).
        let packs = Set(signature.genericParameters.filter(\.isPack).map(\.name))
        let parameters = ResolvedParameters(
            signature.parameters, erased: erased, fakeName: context.fakeName,
            closureAliases: context.closureAliases,
            unrecordable: noncopyable.union(packs).union(declared),
            isOperator: signature.isOperator,
            // An operator's `@autoclosure` (`&&`) stays a closure: its forwarding is its own.
            body: signature.isOperator
                ? nil
                : .init(
                    throwsUntyped: signature.throwing == .untyped
                        || signature.throwing == .rethrows,
                    isAsync: signature.isAsync))
        let returnType =
            DefaultValue.isVoid(signature.returnType)
            ? nil : signature.returnType!.replacingSelf(with: context.fakeName)
        let isReturnErased = returnType.map { $0.mentions(erased) || $0.containsOpaque } ?? false
        // Printed once, for the declaration, the result and the casts.
        let printedReturn = returnType?.description
        // The stub and the handler store the result: `sending T` is `T`, `Int!` is `Int?`.
        let stored = returnType.map { $0.storableDescription(printed: printedReturn!) }
        let result = stored.map { isReturnErased ? "Any" : $0 } ?? "Void"
        let errorType = errorStubType(signature.throwing, erased: erased)
        let isStubbable = noncopyable.isEmpty && packs.isEmpty
        // A `sending` result of a type that may not be `Sendable` comes from the handler, which
        // sends it; a stored return value would stay shared with the stub.
        let isSendingResult =
            returnType.map { $0.specifiers.contains("sending") && !$0.isKnownSendableValue }
            ?? false
        let handler =
            isStubbable
            ? handlerType(signature, parameters, isSendingResult ? "sending " + result : result)
            : "Never"
        // What the stub's and the handler's types spell, read from the types themselves.
        let resultType = isReturnErased ? nil : returnType?.storable
        let handlerError = Self.handlerThrows(signature) ? Self.typedError(signature.throwing) : nil
        let handlerSpells =
            isStubbable
            && (parameters.handlerSpellsNonisolated || Self.handlerIsNonsending(signature)
                || resultType?.spellsNonisolated == true || handlerError?.spellsNonisolated == true)
        let handlerSpellsSending =
            isStubbable
            && (parameters.handlerSpellsSending || isSendingResult
                || resultType?.spellsSending == true || handlerError?.spellsSending == true)
        let errorSpells =
            Self.typedError(signature.throwing).map { !$0.mentions(erased) && $0.spellsNonisolated }
            ?? false
        let canSpy =
            context.canSpy && !signature.isStatic && parameters.canSpy
            && (!signature.isMutating || context.isClassBound)
        var method = FakeMethod(
            stem: stem, declaration: declaration(signature, parameters, returnType: printedReturn),
            isStatic: signature.isStatic,
            stubType: Self.stubType(
                parameters.recordedType, handler, isStubbable ? result : "Never", errorType),
            handlerType: handler,
            hasArguments: parameters.recordedType != nil,
            recordedArguments: parameters.recordedExpression, hasError: errorType != nil,
            effects: Self.effects(signature, forwarding: false),
            handlerArguments: parameters.handlerArguments, erasedInouts: parameters.erasedInouts,
            resultCast: isReturnErased ? " as! \(stored!)" : "",
            hasReturnValue: returnType != nil && isStubbable && !isSendingResult,
            returnValueCast: isReturnErased ? " as? \(stored!)" : "",
            spyEffects: parameters.evaluatedAutoclosures.isEmpty
                || signature.throwing != .rethrows
                || parameters.spyPassesClosure
                ? Self.effects(signature, forwarding: true)
                // Its only closures are evaluated: the `rethrows` call cannot throw.
                : Effects(isAsync: signature.isAsync, throwing: .none),
            canSpy: canSpy, spyCall: parameters.spyArguments,
            // A `mutating` requirement (that a class-bound protocol inherits) needs a `var`,
            // unless another protocol declares it non-mutating (see `ProtocolFlattener.merge`).
            spyBinding: signature.isMutating
                && !signature.member.modifiers.contains("nonmutating")
                ? "var" : "let",
            fallback: isStubbable
                ? fallback(
                    signature, returnType: isReturnErased ? nil : returnType, stem: stem,
                    isVoid: returnType == nil,
                    hasReturnValue: !isSendingResult)
                : unstubbable(
                    signature, noncopyable, packs: packs, isVoid: returnType == nil,
                    canSpy: canSpy),
            // An expression cannot spell `nonisolated(nonsending)` in generic arguments.
            annotatesStub: parameters.recordedSpellsNonisolated || handlerSpells || errorSpells,
            hasHandler: isStubbable,
            call: isStubbable && !isReturnErased
                ? call(
                    signature, parameters, hasErrorStub: errorType != nil,
                    handlerSpellsIsolation: handlerSpells || handlerSpellsSending) : "")
        method.stopThrows = Self.throwsAnyError(signature.throwing)
        method.evaluatedAutoclosures = parameters.evaluatedAutoclosures
        if isReturnErased && isStubbable { method.erasedReturnType = stored! }
        if !method.erasedReturnType.isEmpty || !method.erasedInouts.isEmpty {
            method.displayName =
                "\(context.fakeName).\(MemberNamer.displayName(of: signature.member))"
        }
        return method
    }

    /// Whether a member that `throwing` describes can throw ``SeamStubError``: it throws
    /// `any Error` (`throws`, `throws(any Error)`).
    static func throwsAnyError(_ throwing: ThrowsClause) -> Bool {
        switch throwing {
        case .untyped: return true
        case .typed(let error):
            return error.nominalName == "Error" || error.nominalName == "Swift.Error"
        case .none, .rethrows: return false
        }
    }
}
