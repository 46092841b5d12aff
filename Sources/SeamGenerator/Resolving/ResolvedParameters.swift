/// The parameters of a method, initializer or subscript, as the fake's pieces need them.
struct ResolvedParameters: Sendable {
    /// `to path: String, _ value: inout T`, for the declaration.
    var declaration: String
    /// The recorded element type (`String` or `(path: String, animated: Bool)`), or `nil`.
    var recordedType: String?
    /// The recorded expression: `path`, `(path: path, animated: animated)`, or `()`.
    var recordedExpression: String
    /// The handler's parameter types: `String, inout Any`.
    var handlerTypes: String
    /// The handler's arguments: `path, &erased_value`.
    var handlerArguments: String
    /// The real instance's call arguments: `to: path`.
    var spyArguments: String
    /// Generic `inout` parameters seen by the handler as `Any`.
    var erasedInouts: [ErasedInout]
    /// Whether a call can be forwarded (no variadic parameter).
    var canSpy: Bool
    /// The non-escaping `@autoclosure` parameters the body evaluates first, once: the value is
    /// recorded, and passed on to the handler and the real instance.
    var evaluatedAutoclosures: [EvaluatedAutoclosure]
    /// Whether a closure is passed on to the real instance as it came (not an evaluated
    /// `@autoclosure`): a `rethrows` call can then throw.
    var spyPassesClosure: Bool
    /// Whether the handler takes every parameter as it is recorded (no `inout`, no
    /// non-escaping closure, no `@autoclosure`...): the stub can then record the arguments and
    /// call the handler itself (`SeamMethodStub.call`), without the fake reabstracting it.
    var isPlain: Bool
    /// Whether a recorded type spells `nonisolated(...)` (`nonisolated(nonsending)`).
    var recordedSpellsNonisolated = false
    /// Whether a handler parameter type spells `nonisolated(...)`.
    var handlerSpellsNonisolated = false
    /// Whether a handler parameter type spells `sending`.
    var handlerSpellsSending = false

    /// One parameter's pieces.
    private struct Piece {
        var declared: String
        var recorded: (name: String, type: String)?
        /// The recorded type as a tree, `nil` when it is erased to `Any`.
        var recordedType: TypeRef?
        var handler: (type: String, argument: String)?
        /// The handler's parameter type as a tree, `nil` when it is `Any`.
        var handlerType: TypeRef?
        var forwarded: String
        var erasedInout: ErasedInout?
        var isVariadic: Bool
        var evaluated: EvaluatedAutoclosure?
    }

    /// The effects a body can give to evaluating an `@autoclosure`: whether it may throw an
    /// untyped error (`throws`, `rethrows`) and whether it is `async`. `nil`: evaluate none.
    struct BodyEffects: Sendable {
        var throwsUntyped: Bool
        var isAsync: Bool
    }

    /// Resolves `parameters`; types mentioning `erased` (generic parameters) become `Any`.
    /// A parameter whose type is one of `closureAliases` is a closure, recorded only if `@escaping`;
    /// one whose type mentions `unrecordable` (noncopyable generic types) is never recorded. With
    /// `body`, a non-escaping `@autoclosure` whose effects the body allows is evaluated first.
    init(
        _ parameters: [Parameter], erased: Set<String>, fakeName: String,
        closureAliases: Set<String> = [],
        unrecordable: Set<String> = [], isOperator: Bool = false, body: BodyEffects? = nil
    ) {
        // Each string is built in one pass: this runs for every method of every fake.
        var declaration = ""
        var handlerTypes = ""
        var handlerArguments = ""
        var spyArguments = ""
        var erasedInouts: [ErasedInout] = []
        var recorded: [(name: String, type: String)] = []
        var canSpy = true
        var isPlain = true
        var handlerCount = 0
        var evaluated: [EvaluatedAutoclosure] = []
        var spyPassesClosure = false
        for (offset, parameter) in parameters.enumerated() {
            var piece =
                body.flatMap {
                    Self.evaluatedPiece(
                        parameter, offset: offset, erased: erased, fakeName: fakeName, body: $0)
                }
                ?? Self.piece(
                    parameter, offset: offset, erased: erased, fakeName: fakeName,
                    aliases: closureAliases,
                    isOperator: isOperator)
            if let autoclosure = piece.evaluated {
                evaluated.append(autoclosure)
            } else if !spyPassesClosure {
                spyPassesClosure = Self.isClosure(parameter.type, aliases: closureAliases)
            }
            if !unrecordable.isEmpty
                && (parameter.type.mentions(unrecordable) || parameter.type.isNoncopyableOpaque)
            {
                piece.recorded = nil
            }
            Self.append(piece.declared, to: &declaration, after: offset)
            Self.append(piece.forwarded, to: &spyArguments, after: offset)
            if let handler = piece.handler {
                if let type = piece.handlerType {
                    handlerSpellsNonisolated = handlerSpellsNonisolated || type.spellsNonisolated
                    handlerSpellsSending = handlerSpellsSending || type.spellsSending
                }
                Self.append(handler.type, to: &handlerTypes, after: handlerCount)
                Self.append(handler.argument, to: &handlerArguments, after: handlerCount)
                handlerCount += 1
            }
            if let erasedInout = piece.erasedInout { erasedInouts.append(erasedInout) }
            if let pair = piece.recorded {
                recorded.append(pair)
                if let type = piece.recordedType, type.spellsNonisolated {
                    recordedSpellsNonisolated = true
                }
            }
            if piece.isVariadic { canSpy = false }
            if isPlain { isPlain = Self.isPlain(piece) }
        }
        self.declaration = declaration
        self.handlerTypes = handlerTypes
        self.handlerArguments = handlerArguments
        self.spyArguments = spyArguments
        self.erasedInouts = erasedInouts
        self.canSpy = canSpy
        self.isPlain = isPlain
        self.evaluatedAutoclosures = evaluated
        self.spyPassesClosure = spyPassesClosure
        (recordedType, recordedExpression) = Self.recorded(recorded)
    }

    /// Whether `type` is a function type, escaping or not, or one of `aliases`.
    private static func isClosure(_ type: TypeRef, aliases: Set<String>) -> Bool {
        switch type {
        case .function: return true
        case .attributed(let attributed): return isClosure(attributed.base, aliases: aliases)
        case .named(let components):
            return components.last.map { aliases.contains($0.name) } ?? false
        default: return false
        }
    }

    /// The pieces of a non-escaping `@autoclosure` parameter that `body` can evaluate, or
    /// `nil`: its value (`let message = message()`) is recorded, and passed on to the handler
    /// and, wrapped again, to the real instance, so it is evaluated once.
    private static func evaluatedPiece(
        _ parameter: Parameter, offset: Int, erased: Set<String>, fakeName: String,
        body: BodyEffects
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
        let value =
            result.mentions(erased) || result.containsOpaque
            ? "Any" : result.storableDescription(printed: result.description)
        let label = parameter.label.map(SwiftNames.member) ?? "_"
        return Piece(
            declared: "\(label == name ? name : "\(label) \(name)"): \(type.description)",
            recorded: (name, value), handler: (value, name),
            forwarded: parameter.label.map { "\(SwiftNames.member($0)): \(name)" } ?? name,
            erasedInout: nil, isVariadic: false,
            evaluated: EvaluatedAutoclosure(
                name: name, effects: Effects(isAsync: function.isAsync, throwing: function.throwing)
            ))
    }

    /// Appends `item` to the comma-separated `list`, which holds `count` items.
    private static func append(_ item: String, to list: inout String, after count: Int) {
        if count > 0 { list += ", " }
        list += item
    }

    /// Whether the handler takes `piece` as recorded: the same type (an `@escaping` closure is
    /// stored without the attribute), passed by name.
    private static func isPlain(_ piece: Piece) -> Bool {
        guard let handler = piece.handler, let recorded = piece.recorded, piece.erasedInout == nil,
            handler.argument == recorded.name, recorded.type != "Void", recorded.type != "()"
        else { return false }
        return handler.type == recorded.type || handler.type == "@escaping " + recorded.type
    }

    /// The recorded element type and expression of the recorded parameters.
    private static func recorded(_ recorded: [(name: String, type: String)]) -> (String?, String) {
        switch recorded.count {
        case 0:
            return (nil, "()")
        case 1:
            return (recorded[0].type, recorded[0].name)
        default:
            var type = "("
            var expression = "("
            for (offset, pair) in recorded.enumerated() {
                if offset > 0 {
                    type += ", "
                    expression += ", "
                }
                type += pair.name
                type += ": "
                type += pair.type
                expression += pair.name
                expression += ": "
                expression += pair.name
            }
            return (type + ")", expression + ")")
        }
    }

    private static func piece(
        _ parameter: Parameter, offset: Int, erased: Set<String>, fakeName: String,
        aliases: Set<String>,
        isOperator: Bool
    ) -> Piece {
        let name = internalName(parameter, offset: offset)
        let type = parameter.type.replacingSelf(with: fakeName)
        let isErased = type.mentions(erased) || type.containsOpaque
        let label = parameter.label.map(SwiftNames.member) ?? "_"
        // An operator's parameter has no argument label, whatever its (renamed) name.
        let prefix = label == name || isOperator ? name : "\(label) \(name)"
        // Printed once: a type without attributes is its own storable and handler type.
        let printed = type.description
        var stored = isErased ? "Any" : type.storableDescription(printed: printed)
        if parameter.isVariadic { stored = "[\(stored)]" }
        // A `sending` argument is handed on (to the handler or the real instance): recording
        // it too would share it.
        let isUnstorable =
            type.specifiers.contains { $0 == "consuming" || $0 == "borrowing" || $0 == "sending" }
            || type.isNonEscapableView
        let isRecorded =
            (!type.isNonEscapingClosure(aliases: aliases) || parameter.isVariadic) && !isUnstorable
        var argument = type.isInout ? "&\(name)" : name
        var erasedInout: ErasedInout?
        if type.isInout && isErased {
            let erasedName = "erased\(MemberNamer.upperFirst(name.filter { $0 != "`" }))"
            erasedInout = ErasedInout(
                name: name, erasedName: erasedName, type: type.storableDescription(printed: printed)
            )
            argument = "&\(erasedName)"
        }
        // The stored type as a tree: the same as `stored` without the brackets of a variadic
        // parameter, which spell no isolation.
        let storedType = isErased ? nil : type.storable
        let handlerType =
            isErased || parameter.isVariadic || type.isAttributed
            ? Self.handlerType(
                type, isErased: isErased, isVariadic: parameter.isVariadic,
                stored: (stored, storedType), erased: erased)
            : (stored, storedType)
        let isAutoclosure = type.attributeNames.contains("autoclosure")
        var forwarded = type.isInout ? "&\(name)" : (isAutoclosure ? "\(name)()" : name)
        if case .packExpansion = type { forwarded = "repeat each \(name)" }
        return Piece(
            declared: "\(prefix): \(printed)\(parameter.isVariadic ? "..." : "")",
            recorded: isRecorded ? (name, stored) : nil, recordedType: storedType,
            handler: handlerType.map { ($0.text, argument) }, handlerType: handlerType?.type,
            forwarded: parameter.label.map { "\(SwiftNames.member($0)): \(forwarded)" }
                ?? forwarded,
            erasedInout: erasedInout, isVariadic: parameter.isVariadic, evaluated: nil)
    }

    /// The type the handler takes for a parameter, as text and as a tree (`nil` for `Any`),
    /// or `nil` when it cannot take it: a non-escaping closure whose parameters mention a
    /// generic parameter.
    private static func handlerType(
        _ type: TypeRef, isErased: Bool, isVariadic: Bool, stored: (text: String, type: TypeRef?),
        erased: Set<String>
    ) -> (text: String, type: TypeRef?)? {
        if isVariadic { return stored }
        guard isErased else {
            let handler = type.handlerParameter
            return (handler.description, handler)
        }
        guard type.isNonEscapingClosure else { return (type.isInout ? "inout Any" : "Any", nil) }
        // A closure is covariant in its result only: `(Int) -> T` converts to `(Int) -> Any`.
        guard case .function(var function) = type.storable,
            !function.parameters.contains(where: { $0.type.mentions(erased) })
        else { return nil }
        function.result = function.result.map {
            $0.mentions(erased) && $0.nominalName.map(erased.contains) == true
                ? .named([TypeComponent(name: "Any")]) : nil
        }
        // And in its error: `throws(E)` converts to `throws`.
        if case .typed(let error) = function.throwing, error.mentions(erased) {
            function.throwing = .untyped
        }
        return function.result.mentions(erased)
            ? nil : (TypeRef.function(function).description, .function(function))
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
