/// The call methods as `Stubs.swift` prints them: the rendering side of ``StubCall``.
extension StubCall {
    /// The keys of one call method in `Stubs.swift`'s `calls`.
    static let shape = TemplateShape([
        "name", "attribute", "genericClause", "parameter", "effects", "constraint", "recorded",
        "split", "handlerCall",
    ])

    /// What tells one call method from another: its name, and whether it takes arguments
    /// (`call()` and `call(_:)` share a name).
    static func key(_ name: String, hasArguments: Bool) -> String {
        hasArguments ? name + "(_:)" : name + "()"
    }

    /// The call methods whose ``key(_:hasArguments:)`` is in `used`, or all of them for `nil`,
    /// as `Stubs.swift` prints them (`calls`), in a fixed order.
    static func shapes(_ used: Set<String>?) -> TemplateValue {
        var shapes: [TemplateValue] = []
        for isolation in Isolation.allCases {
            for isAsync in [false, true] {
                for arity in 0...maxArity
                where used?.contains(
                    key(name(isolation, isAsync: isAsync, arity: arity), hasArguments: arity > 0))
                    ?? true
                {
                    shapes.append(value(isolation, isAsync: isAsync, arity: arity))
                }
            }
        }
        return .array(shapes)
    }

    private static func value(_ isolation: Isolation, isAsync: Bool, arity: Int) -> TemplateValue {
        let types = (0..<arity).map { String(UnicodeScalar(UInt8(65 + $0))) }
        let names = types.map { $0.lowercased() }
        let attribute: String
        switch isolation {
        case .plain: attribute = ""
        case .sendable: attribute = "@Sendable "
        case .mainActor: attribute = "@MainActor "
        }
        let effects = isAsync ? " async" : ""
        let handlerParameters = arity == 1 ? "Arguments" : types.joined(separator: ", ")
        var constraint = arity == 0 ? "Arguments == Void, " : ""
        constraint +=
            "Handler == \(attribute)(\(handlerParameters))\(effects) throws(Failure) -> ReturnValue"
        let arguments = arity == 1 ? "arguments" : names.joined(separator: ", ")
        var fields = TemplateRecordBuilder(shape)
        fields.add("name", .string(name(isolation, isAsync: isAsync, arity: arity)))
        fields.add("attribute", .string(isolation == .mainActor ? "@MainActor " : ""))
        fields.add("genericClause", .string(arity > 1 ? "<\(types.joined(separator: ", "))>" : ""))
        fields.add("parameter", .string(arity == 0 ? "" : "_ arguments: Arguments"))
        fields.add("effects", .string(effects))
        fields.add("constraint", .string(constraint))
        fields.add("recorded", .string(arity == 0 ? "()" : "arguments"))
        fields.add(
            "split",
            .string(
                arity > 1
                    ? "let (\(names.joined(separator: ", "))) = arguments as! (\(types.joined(separator: ", ")))"
                    : ""))
        fields.add("handlerCall", .string("try \(isAsync ? "await " : "")handler(\(arguments))"))
        return .record(fields.record)
    }
}
