/// Builds a ``FakeMethod`` from a method or subscript requirement.
struct MethodResolver {
    /// What the method looks like, whichever member it comes from.
    struct Signature {
        /// The requirement, named in stop messages (only then: naming it costs).
        var member: Member
        var kind: MemberDeclaration.Kind
        /// What a forwarded call names: the method, or the subscript.
        var callee: ForwardedCall.Callee
        var genericParameters: [GenericParameter]
        var parameters: [Parameter]
        var isAsync: Bool
        var throwing: ThrowsClause
        var returnType: TypeRef?
        var whereClause: [GenericRequirement]
        var isStatic: Bool
        var isMutating: Bool

        /// Whether it is an operator, whose parameters have no argument labels.
        var isOperator: Bool {
            if case .operator = kind { return true }
            return false
        }
    }

    let context: ResolutionContext

    /// The fake method for `function` with state stem `stem`.
    func resolve(_ function: FunctionDecl, member: Member, stem: String) -> FakeMethod {
        // A unary operator keeps its `prefix`/`postfix`; an operator's parameters take no
        // argument labels (a renamed one would otherwise become a keyword argument).
        let fixity = member.modifiers.first { $0.keyword == .prefix || $0.keyword == .postfix }
        let signature = Signature(
            member: member,
            kind: SwiftNames.isOperator(function.name)
                ? .operator(function.name, fixity: fixity)
                : .function(SwiftNames.escaped(function.name)),
            callee: .method(SwiftNames.member(function.name)),
            genericParameters: function.genericParameters, parameters: function.parameters,
            isAsync: function.isAsync, throwing: function.throwing,
            returnType: function.returnType, whereClause: function.whereClause,
            isStatic: member.isStatic, isMutating: member.modifiers.contains(.mutating))
        return resolve(signature, stem: stem)
    }

    /// The fake method for `signature`.
    func resolve(_ signature: Signature, stem: String) -> FakeMethod {
        let facts = facts(of: signature)
        let parameters = facts.parameters
        let isStubbable = facts.isStubbable
        let result =
            facts.isSendingResult
            ? TypeRef.attributed(AttributedType(specifiers: [.sending], base: facts.result))
            : facts.result
        let handler = isStubbable ? handlerType(signature, parameters, result) : nil
        let canSpy =
            context.canSpy && !signature.isStatic && parameters.canSpy
            && (!signature.isMutating || context.isClassBound)
        let spellings = spellings(signature, facts)
        var method = FakeMethod(
            stem: stem,
            declaration: declaration(signature, parameters, returnType: facts.returnType),
            spi: context.spi(of: signature.member),
            isStatic: signature.isStatic,
            stubType: MethodStubType(
                arguments: parameters.recordedType, handler: handler,
                returnValue: isStubbable ? facts.result : nil, failure: facts.errorType),
            hasArguments: parameters.recordedType != nil,
            recorded: parameters.recordedNames, hasError: facts.errorType != nil,
            effects: Self.effects(signature, forwarding: false),
            handlerArguments: parameters.handlerArguments, erasedInouts: parameters.erasedInouts,
            hasReturnValue: facts.returnType != nil && isStubbable && !facts.isSendingResult,
            spyEffects: Self.spyEffects(signature, parameters),
            canSpy: canSpy,
            spyCall: ForwardedCall(callee: signature.callee, arguments: parameters.spyArguments),
            spyBinding: Self.spyBinding(signature),
            fallback: fallback(signature, facts, stem: stem, canSpy: canSpy),
            annotatesStub: spellings.annotatesStub,
            hasHandler: isStubbable,
            call: isStubbable && !facts.isReturnErased
                ? call(
                    signature, parameters, hasErrorStub: facts.errorType != nil,
                    handlerSpellsIsolation: spellings.handlerSpellsIsolation) : nil)
        complete(&method, signature, facts)
        return method
    }

    /// Sets what ``FakeMethod``'s initializer leaves out.
    private func complete(_ method: inout FakeMethod, _ signature: Signature, _ facts: Facts) {
        method.stopThrows = Self.throwsAnyError(signature.throwing)
        method.evaluatedAutoclosures = facts.parameters.evaluatedAutoclosures
        if facts.isReturnErased && facts.isStubbable {
            method.erasedReturnType = facts.returnType!.storable
        }
        if method.erasedReturnType != nil || !method.erasedInouts.isEmpty {
            method.displayName =
                "\(context.fakeName).\(MemberNamer.displayName(of: signature.member))"
        }
    }

    /// Whether a member that `throwing` describes can throw what `seamThrow` throws: it throws
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
