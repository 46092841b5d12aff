/// What member resolution needs to know about the fake being built.
struct ResolutionContext: Sendable {
    /// The fake's type name, used for `Self` and in stop messages.
    var fakeName: String
    /// Whether handlers must be `@Sendable` (the fake is `Sendable`, or the member is
    /// `nonisolated` in an isolated fake).
    var hasSendableHandlers: Bool
    /// Whether unstubbed calls may go to a real instance.
    var canSpy: Bool
    /// Whether the fake is `public`: its members of SPI requirements are SPI too.
    var isPublic = false
    /// Properties that unstubbed reads do not forward (``FlatProtocol/narrowedProperties``).
    var unforwardedProperties: Set<String> = []
    /// Whether the fake is an actor (no recording in delegating initializers; `@Sendable`
    /// handlers, so that its stubs can be `Sendable`).
    var isActor: Bool
    /// Whether mutating requirements may be forwarded (the protocol is class-bound).
    var isClassBound: Bool
    /// Fake type names by protocol name, for default return values.
    var fakes: [ExactName: String]
    /// Default values the request gives by type name (``GenerationRequest/defaultValues``).
    var givenDefaults: [String: String] = [:]
    /// Associated types pinned to a type (`RawValue` -> `Int64`) and the protocol's type
    /// aliases, for default values.
    var aliases: [String: TypeRef] = [:]
    /// The fake's own generic parameters (its unpinned associated types, `Span`): a type
    /// named like one of them is that parameter, never the fake of a protocol of that name.
    var genericNames: Set<String> = []
    /// Type aliases of function types (`Callback`): a parameter of such a type is a closure.
    var closureAliases: Set<String> = []
    /// The fake's global actor (`@MainActor`) or empty: its handlers are isolated to it, so
    /// that its stubs can be `Sendable`.
    var globalActor: GlobalActor?
    /// Whether the stub is not isolated to the member (an actor's, or that of a member outside
    /// its fake's isolation): an `async` member then runs its stub itself, since an `async`
    /// call into the stub would leave the member's isolation.
    var stubLeavesIsolation = false
    /// Noncopyable types the sources declare (`struct Token: ~Copyable`): a value of one is
    /// never recorded, and a result of one cannot be stubbed.
    var noncopyableTypes: Set<String> = []
    /// The names the source files declare at the top level (``ProtocolIndex/sourceTypes``): a
    /// bare `Int` that one of them declares is that type, with no built-in default.
    var sourceTypes: Set<String> = []
    /// Short names of nested types that a nested protocol's members use, qualified
    /// (`Inner` -> `Outer.Inner`): the fake is declared at the top level.
    var scopeNames: [String: String] = [:]
    /// The type aliases of the protocol and its ancestors: the fake writes what they stand for.
    /// Seen from the fake, an alias need not mean the same: one that names the fake's generic
    /// parameters (`typealias Inbound = RPCAsyncSequence<Bytes, any Error>`) need not be
    /// valid, and one named like another visible type (`typealias Duration = UInt64`) is that
    /// type (`Swift.Duration`) in the fake's class (issue 29). Every alias, not only those that
    /// name a generic parameter: `Component = [Expression]` over `Expression =
    /// FinalResult.Element`, kept as written, made the compiler infer `FinalResult` through
    /// itself ("circular reference", issue 29, 6).
    var typeAliases: [String: TypeRef] = [:]

    /// The `@_spi(Group)` attributes `member`'s item carries: its own in a public fake, none
    /// in an internal one.
    func spi(of member: Member) -> [Attribute] {
        isPublic ? member.attributes.filter { $0.name == "_spi" } : []
    }

    /// A default value of `type`, looking through pinned associated types.
    func defaultValue(for type: TypeRef) -> DefaultExpression? {
        if let name = type.nominalName, let alias = aliases[name] {
            return DefaultValue.expression(
                for: alias, fakes: fakes, given: givenDefaults, shadowed: sourceTypes)
        }
        let visible =
            type.mentions(genericNames)
            ? fakes.filter { !genericNames.contains($0.key.text) } : fakes
        return DefaultValue.expression(
            for: type, fakes: visible, given: givenDefaults, shadowed: sourceTypes)
    }
}

/// Picks the value a fake returns when nothing is stubbed: one the request gives for the
/// type, else a built-in one (see "Default values" in UsingGeneratedFakes.md), else a fake of
/// ours for a protocol type.
///
/// Built-in defaults are obvious placeholders, never plausible data: `0`, `""`, empty
/// collections, the start of 1970, `about:blank`, the nil UUID, U+FFFD.
enum DefaultValue {
    private static let zeroTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "TimeInterval", "Decimal",
    ]

    /// Defaults of types that need no generic argument.
    private static let fixed: [String: DefaultExpression] = [
        "Bool": .false, "String": .emptyString, "Substring": .emptyString, "Void": .void,
        "Optional": .nil, "Array": .emptyArray, "Set": .emptyArray, "ContiguousArray": .emptyArray,
        "Dictionary": .emptyDictionary, "Character": .replacementCharacter,
        "Duration": .durationZero, "Date": .startOf1970, "URL": .aboutBlank, "UUID": .nilUUID,
        "Data": .emptyData,
        // The iterator of the simplified `Sequence` (see ``StandardLibraryProtocols``).
        "IndexingIterator": .emptyIterator,
    ]

    /// A value of type `type`, or `nil` when there is no sensible default.
    /// `given` (type name to expression) comes before the built-in defaults. A bare name in
    /// `shadowed` (`Int`, when the sources declare `struct Int`) is not the standard type and
    /// has no built-in default: `0` did not compile (found by `.ci/fuzz --compile-every`).
    static func expression(
        for type: TypeRef, fakes: [ExactName: String], given: [String: String] = [:],
        shadowed: Set<String> = []
    ) -> DefaultExpression? {
        switch type {
        case .optional, .implicitlyUnwrapped: return .nil
        case .array: return .emptyArray
        case .dictionary: return .emptyDictionary
        case .tuple(let elements):
            let values = elements.map {
                expression(for: $0.type, fakes: fakes, given: given, shadowed: shadowed)
            }
            guard !values.contains(nil) else { return nil }
            return .tuple(values.map { $0! })
        case .existential(let base):
            return expression(for: base, fakes: fakes, given: given, shadowed: shadowed)
        case .named(let components):
            return named(components, fakes: fakes, given: given, shadowed: shadowed)
        default: return nil
        }
    }

    private static func named(
        _ components: [TypeComponent], fakes: [ExactName: String], given: [String: String],
        shadowed: Set<String>
    ) -> DefaultExpression? {
        let written = components.map(\.name).joined(separator: ".")
        if let value = given[written] { return .given(value) }
        var names = components.map(\.name)
        let isQualified = names.count == 2 && (names[0] == "Swift" || names[0] == "Foundation")
        if isQualified { names.removeFirst() }
        let name = names.joined(separator: ".")
        if let value = given[name] { return .given(value) }
        if !isQualified, let first = names.first, shadowed.contains(first) {
            return fakes[ExactName(name)].map { .fake($0) }
        }
        if let value = fixed[name] { return value }
        let arguments = components[components.count - 1].genericArguments
        /// The default of the generic argument at `index`, if it has one.
        func argument(_ index: Int) -> DefaultExpression? {
            guard index < arguments.count else { return nil }
            return expression(for: arguments[index], fakes: fakes, given: given, shadowed: shadowed)
        }
        switch name {
        case "Range": return argument(0).map { .range($0) }
        case "ClosedRange": return argument(0).map { .closedRange($0) }
        case "Result": return argument(0).map { .success($0) }
        // The iterator of the simplified `AsyncSequence` (see ``StandardLibraryProtocols``).
        case "AsyncStream.Iterator":
            guard let element = components[components.count - 2].genericArguments.first else {
                return nil
            }
            return .finishedStreamIterator(element: element)
        default:
            if zeroTypes.contains(name) { return .zero }
            if let fake = fakes[ExactName(name)] { return .fake(fake) }
            return nil
        }
    }

    /// Whether `type` is `Void` or `()`.
    static func isVoid(_ type: TypeRef?) -> Bool {
        guard let type else { return true }
        if case .tuple(let elements) = type { return elements.isEmpty }
        return type.nominalName == "Void" || type.nominalName == "Swift.Void"
    }
}
