/// Builds the fake's items for properties, initializers and subscripts, and dispatches
/// methods to ``MethodResolver``.
struct MemberResolver {
    let context: ResolutionContext

    /// The fake item for `member` with state stem `stem`, or `nil` for a member that needs
    /// nothing (an `init()` the fake already has).
    func resolve(_ member: Member, stem: String) -> FakeItem? {
        switch member.kind {
        case .function(let function):
            return .method(
                MethodResolver(context: context).resolve(function, member: member, stem: stem))
        case .property(let property):
            return .property(resolve(property, member: member, stem: stem))
        case .initializer(let initializer):
            return resolve(initializer, member: member, stem: stem)
        case .subscript(let sub):
            return resolve(sub, member: member, stem: stem)
        case .associatedType, .typeAlias:
            return nil
        }
    }

    private func resolve(_ property: PropertyDecl, member: Member, stem: String) -> FakeProperty {
        let type = property.type.replacingSelf(with: context.fakeName)
        let defaultValue = context.defaultValue(for: type)
        let value = defaultValue == nil ? TypeRef.optional(type.storable) : type.storable
        var spellsNonisolated = value.spellsNonisolated
        if case .typed(let error) = property.throwing {
            spellsNonisolated = spellsNonisolated || error.spellsNonisolated
        }
        let name = SwiftNames.escaped(property.name)
        // `nonmutating` among the modifiers: another declaration's getter is not mutating.
        let isMutatingGetter =
            property.isMutatingGetter && !member.modifiers.contains(.nonmutating)
        var resolved = FakeProperty(
            stem: stem, spi: context.spi(of: member), memberName: name, type: type,
            storedType: value,
            effects: Effects(isAsync: property.isAsync, throwing: property.throwing),
            isStatic: member.isStatic,
            stubArguments: defaultValue ?? .nil,
            hasError: property.throwing != .none, hasSetter: property.hasSetter,
            canSpy: context.canSpy && !member.isStatic
                && (!property.isMutatingGetter || context.isClassBound)
                && !context.unforwardedProperties.contains(property.name),
            spyBinding: isMutatingGetter ? .variable : .constant,
            spySetter: .of(
                (property.hasSetter, property.isNonmutatingSetter, isMutatingGetter),
                isStatic: member.isStatic, context: context),
            stop: defaultValue == nil
                ? .noValue(member: "\(context.fakeName).\(property.name)", stub: stem + "Stub")
                : nil)
        resolved.stopThrows = MethodResolver.throwsAnyError(property.throwing)
        // An expression cannot spell `nonisolated(nonsending)` in generic arguments.
        resolved.annotatesStub = spellsNonisolated
        return resolved
    }

    private func resolve(
        _ initializer: InitializerDecl, member: Member, stem: String
    ) -> FakeItem? {
        if initializer.parameters.isEmpty && initializer.genericParameters.isEmpty { return nil }
        let erased = Set(initializer.genericParameters.map(\.name))
        let parameters = ResolvedParameters(
            initializer.parameters, erased: erased, fakeName: context.fakeName,
            closureAliases: context.closureAliases)
        let recorded = context.isActor ? nil : parameters.recordedType
        let declaration = MemberDeclaration(
            kind: .initializer(isConvenience: !context.isActor),
            genericParameters: SwiftNames.replacingSelf(
                initializer.genericParameters, with: context.fakeName),
            parameters: parameters.declaration,
            requirements: SwiftNames.replacingSelf(initializer.whereClause, with: context.fakeName))
        return .initializer(
            FakeInitializer(
                stem: stem, declaration: declaration, spi: context.spi(of: member),
                stubType: recorded.map { MethodStubType(arguments: $0) },
                hasArguments: recorded != nil,
                recorded: parameters.recordedNames,
                annotatesStub: recorded != nil && parameters.recordedSpellsNonisolated))
    }

    private func resolve(_ sub: SubscriptDecl, member: Member, stem: String) -> FakeItem {
        let signature = MethodResolver.Signature(
            member: member, kind: .subscript, callee: .subscript,
            genericParameters: sub.genericParameters, parameters: sub.parameters,
            isAsync: sub.isAsync, throwing: sub.throwing, returnType: sub.returnType,
            whereClause: sub.whereClause, isStatic: member.isStatic,
            isMutating: sub.isMutatingGetter)
        var method = MethodResolver(context: context).resolve(signature, stem: stem)
        if sub.hasSetter, method.canSpy {
            method.spySetter = .of(
                (
                    true, sub.isNonmutatingSetter,
                    sub.isMutatingGetter && !member.modifiers.contains(.nonmutating)
                ),
                isStatic: member.isStatic,
                context: context)
            // A blocked spy's setter keeps the value as the return value, which reads give
            // before the real instance; one that cannot keep it (no handler: a noncopyable
            // value) must not read the real instance at all.
            method.canSpy = method.spySetter.assigns || method.hasHandler
        }
        return .subscript(
            method, hasSetter: sub.hasSetter,
            getterEffects: Effects(isAsync: sub.isAsync, throwing: sub.throwing))
    }
}
