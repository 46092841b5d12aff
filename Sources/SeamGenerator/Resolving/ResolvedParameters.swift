/// The parameters of a method, initializer or subscript, as the fake's pieces need them.
struct ResolvedParameters: Sendable {
    /// `to path: String, _ value: inout T`, for the declaration.
    var declaration: String
    /// The recorded element type (`String` or `(path: String, animated: Bool)`), or `nil`.
    var recordedType: String?
    /// The recorded expression: `path` or `(path: path, animated: animated)`.
    var recordedExpression: String
    /// The handler's parameter types: `String, inout Any`.
    var handlerTypes: String
    /// The handler's arguments: `path, &erased_value`.
    var handlerArguments: String
    /// The real instance's call arguments: `to: path`.
    var forwardArguments: String
    /// Generic `inout` parameters seen by the handler as `Any`.
    var erasedInouts: [ErasedInout]
    /// Whether a call can be forwarded (no variadic parameter).
    var isForwardable: Bool

    /// Resolves `parameters`; types mentioning `erased` (generic parameters) become `Any`.
    init(_ parameters: [Parameter], erased: Set<String>, fakeName: String) {
        var declared: [String] = [], recorded: [(String, String)] = [], handlerTypes: [String] = []
        var handlerArguments: [String] = [], forwardArguments: [String] = []
        var erasedInouts: [ErasedInout] = []
        isForwardable = true
        for (offset, parameter) in parameters.enumerated() {
            let name = Self.internalName(parameter, offset: offset)
            let type = parameter.type.replacingSelf(with: fakeName)
            let isErased = type.mentions(erased) || type.containsOpaque
            let label = parameter.label.map(SwiftNames.member) ?? "_"
            let prefix = label == name ? name : "\(label) \(name)"
            declared.append("\(prefix): \(type)\(parameter.isVariadic ? "..." : "")")
            var stored = isErased ? "Any" : type.storable.description
            if parameter.isVariadic { stored = "[\(stored)]"; isForwardable = false }
            let isOwned = type.specifiers.contains { $0 == "consuming" || $0 == "borrowing" }
            if (!type.isNonEscapingClosure || parameter.isVariadic) && !isOwned {
                recorded.append((name, stored))
            }
            var argument = name
            if type.isInout {
                if isErased {
                    let erasedName = "erased\(MemberNamer.upperFirst(name.filter { $0 != "`" }))"
                    erasedInouts.append(ErasedInout(name: name, erasedName: erasedName, type: type.storable.description))
                    argument = "&\(erasedName)"
                } else {
                    argument = "&\(name)"
                }
            }
            if let handlerType = Self.handlerType(type, isErased: isErased, isVariadic: parameter.isVariadic,
                                                  stored: stored, erased: erased) {
                handlerTypes.append(handlerType)
                handlerArguments.append(argument)
            }
            let isAutoclosure = type.attributeNames.contains("autoclosure")
            let forwarded = type.isInout ? "&\(name)" : (isAutoclosure ? "\(name)()" : name)
            forwardArguments.append(parameter.label.map { "\(SwiftNames.member($0)): \(forwarded)" } ?? forwarded)
        }
        declaration = declared.joined(separator: ", ")
        self.handlerTypes = handlerTypes.joined(separator: ", ")
        self.handlerArguments = handlerArguments.joined(separator: ", ")
        self.forwardArguments = forwardArguments.joined(separator: ", ")
        self.erasedInouts = erasedInouts
        switch recorded.count {
        case 0:
            recordedType = nil
            recordedExpression = ""
        case 1:
            recordedType = recorded[0].1
            recordedExpression = recorded[0].0
        default:
            recordedType = "(" + recorded.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
            recordedExpression = "(" + recorded.map { "\($0.0): \($0.0)" }.joined(separator: ", ") + ")"
        }
    }

    /// The type the handler takes for a parameter, or `nil` when it cannot take it: a
    /// non-escaping closure whose parameters mention a generic parameter.
    private static func handlerType(
        _ type: TypeRef, isErased: Bool, isVariadic: Bool, stored: String, erased: Set<String>
    ) -> String? {
        if isVariadic { return stored }
        guard isErased else { return type.handlerParameter.description }
        guard type.isNonEscapingClosure else { return type.isInout ? "inout Any" : "Any" }
        // A closure is covariant in its result only: `(Int) -> T` converts to `(Int) -> Any`.
        guard case .function(var function) = type.storable,
            !function.parameters.contains(where: { $0.type.mentions(erased) }) else { return nil }
        function.result = function.result.map { $0.mentions(erased) && $0.nominalName.map(erased.contains) == true
            ? .named([TypeComponent(name: "Any")]) : nil }
        return function.result.mentions(erased) ? nil : TypeRef.function(function).description
    }

    private static let reserved: Set<String> = [
        "handler", "value", "error", "forwardee", "fallback", "lock", "real",
    ]

    private static func internalName(_ parameter: Parameter, offset: Int) -> String {
        let name = parameter.name
        if name.isEmpty || name == "_" { return "arg\(offset)" }
        // The fake's bodies bind these names; a parameter must not shadow them.
        if reserved.contains(name) { return name + "Argument" }
        return SwiftNames.escaped(name)
    }
}
