/// The parameters of a method, initializer or subscript, as the fake's pieces need them.
struct ResolvedParameters: Sendable {
    /// `to path: String, _ value: inout T`, for the declaration.
    var declaration: [DeclaredParameter] = []
    /// The recorded element type (`String` or `(path: String, animated: Bool)`), or `nil`.
    var recordedType: TypeRef?
    /// The names of the recorded parameters (``FakeMethod/recorded``).
    var recordedNames: [String] = []
    /// The handler's parameter types: `String, inout Any`.
    var handlerTypes: [TypeRef] = []
    /// The handler's arguments: `path, &erased_value`.
    var handlerArguments: [ForwardedArgument] = []
    /// The real instance's call arguments: `to: path`.
    var spyArguments: [ForwardedArgument] = []
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
    /// With `isSubscript`, a label that is also the name is written twice (`key key`): a
    /// subscript's parameter has no label unless it is written.
    init(
        _ parameters: [Parameter], erased: Set<String>, fakeName: String,
        closureAliases: Set<String> = [],
        unrecordable: Set<String> = [], isOperator: Bool = false, isSubscript: Bool = false,
        body: BodyEffects? = nil
    ) {
        (erasedInouts, evaluatedAutoclosures) = ([], [])
        (canSpy, isPlain, spyPassesClosure) = (true, true, false)
        // Each string is built in one pass: this runs for every method of every fake.
        var recorded: [(name: String, type: TypeRef)] = []
        for (offset, parameter) in parameters.enumerated() {
            var piece =
                body.flatMap {
                    Self.evaluatedPiece(
                        parameter, offset: offset, erased: erased, fakeName: fakeName, body: $0,
                        isSubscript: isSubscript)
                }
                ?? Self.piece(
                    parameter, offset: offset, erased: erased, fakeName: fakeName,
                    aliases: closureAliases,
                    isOperator: isOperator, isSubscript: isSubscript)
            if piece.evaluated == nil, !spyPassesClosure {
                spyPassesClosure = Self.isClosure(parameter.type, aliases: closureAliases)
            }
            if !unrecordable.isEmpty
                && (parameter.type.mentions(unrecordable) || parameter.type.isNoncopyableOpaque)
            {
                piece.recorded = nil
            }
            add(piece, recorded: &recorded)
        }
        recordedType = Self.recordedType(recorded)
        recordedNames = recorded.map(\.name)
    }

    /// Adds `piece` to each list; `recorded` collects the recorded parameters.
    private mutating func add(_ piece: Piece, recorded: inout [(name: String, type: TypeRef)]) {
        if let autoclosure = piece.evaluated { evaluatedAutoclosures.append(autoclosure) }
        declaration.append(piece.declared)
        spyArguments.append(piece.forwarded)
        if let handler = piece.handler {
            if let type = piece.handlerType {
                handlerSpellsNonisolated = handlerSpellsNonisolated || type.spellsNonisolated
                handlerSpellsSending = handlerSpellsSending || type.spellsSending
            }
            handlerTypes.append(handler.type)
            handlerArguments.append(handler.argument)
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

    /// Whether the handler takes `piece` as recorded: the same type (an `@escaping` closure is
    /// stored without the attribute; `nil` is `Any` for both), passed by name, not `Void`.
    private static func isPlain(_ piece: Piece) -> Bool {
        guard piece.handler != nil, piece.recorded != nil, piece.erasedInout == nil,
            !piece.isInout, !piece.recordsVoid
        else { return false }
        return piece.handlerType == piece.recordedType
            || piece.handlerType.flatMap(\.droppingLeadingEscaping) == piece.recordedType
    }

    /// The recorded element type of the recorded parameters: `nil` for none, the type of
    /// one, a labelled tuple of several (`(path: String, animated: Bool)`).
    private static func recordedType(_ recorded: [(name: String, type: TypeRef)]) -> TypeRef? {
        switch recorded.count {
        case 0: return nil
        case 1: return recorded[0].type
        default: return .tuple(recorded.map { TupleTypeElement(label: $0.name, type: $0.type) })
        }
    }
}
