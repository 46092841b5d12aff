extension ResolvedParameters {
    /// One parameter's pieces.
    struct Piece {
        var declared: DeclaredParameter
        var recorded: (name: String, type: TypeRef)?
        /// The recorded type as a tree, `nil` when it is erased to `Any`.
        var recordedType: TypeRef?
        var handler: (type: TypeRef, argument: ForwardedArgument)?
        /// The handler's parameter type as a tree, `nil` when it is `Any`.
        var handlerType: TypeRef?
        var forwarded: ForwardedArgument
        var erasedInout: ErasedInout?
        var isVariadic: Bool
        var evaluated: EvaluatedAutoclosure?
        /// Whether it is passed on as `&name`.
        var isInout = false
        /// Whether the stub records it as `Void` (or `()`).
        var recordsVoid = false
    }

    /// The pieces of a non-escaping `@autoclosure` parameter that `body` can evaluate, or
    /// `nil`: its value (`let message = message()`) is recorded, and passed on to the handler
    /// and, wrapped again, to the real instance, so it is evaluated once.
    static func evaluatedPiece(
        _ parameter: Parameter, offset: Int, erased: Set<String>, fakeName: String,
        body: BodyEffects, isSubscript: Bool = false
    ) -> Piece? {
        guard !parameter.isVariadic, case .attributed(let attributed) = parameter.type,
            attributed.specifiers.isEmpty,
            attributed.attributes.contains(where: { $0.name == "autoclosure" }),
            !attributed.attributes.contains(where: { $0.name == "escaping" }),
            case .function(let function) = attributed.base, function.parameters.isEmpty
        else { return nil }
        let throwsAny = function.throwing == .untyped || function.throwing == .rethrows
        guard function.throwing == .none || (throwsAny && body.throwsUntyped),
            !function.isAsync || body.isAsync
        else { return nil }
        let name = internalName(parameter, offset: offset)
        let type = parameter.type.replacingSelf(with: fakeName)
        let result = function.result.replacingSelf(with: fakeName)
        let isErased = result.mentions(erased) || result.containsOpaque
        let value = isErased ? TypeRef.any : result.storable
        let label = parameter.label.map(SwiftNames.member) ?? "_"
        return Piece(
            declared: DeclaredParameter(
                label: declaredLabel(label, name: name, isSubscript: isSubscript), name: name,
                type: type),
            recorded: (name, value),
            handler: (value, ForwardedArgument(label: nil, name: name, passing: .value)),
            forwarded: ForwardedArgument(
                label: parameter.label.map(SwiftNames.member), name: name, passing: .value),
            erasedInout: nil, isVariadic: false,
            evaluated: EvaluatedAutoclosure(
                name: name, effects: Effects(isAsync: function.isAsync, throwing: function.throwing)
            ),
            recordsVoid: !isErased && value.isVoidSpelling)
    }

    /// The label written before `name`: none when it is the name, except in a subscript, whose
    /// parameter has no label unless one is written: `subscript(key key: String)` needs both,
    /// and its fake wrote `subscript(key: String)`, which does not conform (found by
    /// `.ci/fuzz --compile-every`).
    static func declaredLabel(_ label: String, name: String, isSubscript: Bool) -> String? {
        label == name && !isSubscript ? nil : label
    }

    /// The pieces of `parameter`, the one at `offset`; types mentioning `erased` become `Any`.
    static func piece(
        _ parameter: Parameter, offset: Int, erased: Set<String>, fakeName: String,
        aliases: Set<String>,
        isOperator: Bool, isSubscript: Bool = false
    ) -> Piece {
        let name = internalName(parameter, offset: offset)
        let type = parameter.type.replacingSelf(with: fakeName)
        let isErased = type.mentions(erased) || type.containsOpaque
        let label = parameter.label.map(SwiftNames.member) ?? "_"
        // An operator's parameter has no argument label, whatever its (renamed) name.
        let declaredLabel =
            isOperator ? nil : declaredLabel(label, name: name, isSubscript: isSubscript)
        var stored = isErased ? TypeRef.any : type.storable
        if parameter.isVariadic { stored = .array(stored) }
        let isRecorded = isRecorded(parameter, type: type, aliases: aliases)
        let erasedInout =
            type.isInout && isErased ? erasedInout(name, type: type) : nil
        let argument =
            erasedInout.map { ForwardedArgument(label: nil, name: $0.erasedName, passing: .inout) }
            ?? ForwardedArgument(label: nil, name: name, passing: type.isInout ? .inout : .value)
        // The stored type as a tree: the same as `stored` without the brackets of a variadic
        // parameter, which spell no isolation.
        let storedType = isErased ? nil : type.storable
        let handlerType =
            isErased || parameter.isVariadic || type.isAttributed
            ? Self.handlerType(
                type, isErased: isErased, isVariadic: parameter.isVariadic,
                stored: (stored, storedType), erased: erased)
            : (stored, storedType)
        return Piece(
            declared: DeclaredParameter(
                label: declaredLabel, name: name, type: type, isVariadic: parameter.isVariadic),
            recorded: isRecorded ? (name, stored) : nil, recordedType: storedType,
            handler: handlerType.map { ($0.printed, argument) }, handlerType: handlerType?.type,
            forwarded: forwarded(parameter, type: type, name: name),
            erasedInout: erasedInout, isVariadic: parameter.isVariadic, evaluated: nil,
            isInout: type.isInout,
            recordsVoid: !isErased && !parameter.isVariadic && type.storable.isVoidSpelling)
    }

    /// Whether the stub records a parameter of `type` (`Self` replaced): not a non-escaping
    /// closure unless variadic, nor a value that is handed on or cannot be stored.
    private static func isRecorded(
        _ parameter: Parameter, type: TypeRef, aliases: Set<String>
    ) -> Bool {
        // A `sending` argument is handed on (to the handler or the real instance): recording
        // it too would share it.
        let isUnstorable =
            type.specifiers.contains(where: \.isOwnership)
            || type.isNonEscapableView
        return (!type.isNonEscapingClosure(aliases: aliases) || parameter.isVariadic)
            && !isUnstorable
    }

    /// The local `Any` copy that the handler gets for the generic `inout` parameter `name`.
    private static func erasedInout(_ name: String, type: TypeRef) -> ErasedInout {
        let erasedName = "erased\(MemberNamer.upperFirst(name.filter { $0 != "`" }))"
        return ErasedInout(name: name, erasedName: erasedName, type: type.storable)
    }

    /// The argument passed on to the real instance: `to: &path`, `message()`,
    /// `repeat each value`.
    private static func forwarded(
        _ parameter: Parameter, type: TypeRef, name: String
    ) -> ForwardedArgument {
        let isAutoclosure = type.attributeNames.contains("autoclosure")
        var passing: ForwardedArgument.Passing =
            type.isInout ? .inout : (isAutoclosure ? .autoclosure : .value)
        if case .packExpansion = type { passing = .pack }
        return ForwardedArgument(
            label: parameter.label.map(SwiftNames.member), name: name, passing: passing)
    }

    /// The type the handler takes for a parameter, as printed (`[T]` for a variadic one) and
    /// as a tree (`nil` for `Any`, the element type for a variadic one), or `nil` when it cannot
    /// take it: a non-escaping closure whose parameters mention a generic parameter.
    private static func handlerType(
        _ type: TypeRef, isErased: Bool, isVariadic: Bool,
        stored: (printed: TypeRef, type: TypeRef?), erased: Set<String>
    ) -> (printed: TypeRef, type: TypeRef?)? {
        if isVariadic { return stored }
        guard isErased else {
            let handler = type.handlerParameter
            return (handler, handler)
        }
        guard type.isNonEscapingClosure else {
            return (
                type.isInout
                    ? .attributed(AttributedType(specifiers: [.inout], base: .any)) : .any, nil
            )
        }
        // A closure is covariant in its result only: `(Int) -> T` converts to `(Int) -> Any`.
        guard case .function(var function) = type.storable,
            !function.parameters.contains(where: { $0.type.mentions(erased) })
        else { return nil }
        function.result = function.result.map {
            $0.mentions(erased) && $0.nominalName.map(erased.contains) == true
                ? .any : nil
        }
        // And in its error: `throws(E)` converts to `throws`.
        if case .typed(let error) = function.throwing, error.mentions(erased) {
            function.throwing = .untyped
        }
        return function.result.mentions(erased)
            ? nil : (.function(function), .function(function))
    }

    private static let reserved: Set<String> = [
        "handler", "value", "error", "forwardee", "fallback", "lock", "real",
    ]

    private static func internalName(_ parameter: Parameter, offset: Int) -> String {
        let name = parameter.name
        if name.isEmpty || name == "_" { return "arg\(offset)" }
        // The fake's bodies bind these names and read `<stem>Stub`; a parameter must not
        // shadow them.
        if reserved.contains(name) || name.hasSuffix("Stub") { return name + "Argument" }
        return SwiftNames.escaped(name)
    }
}
