/// The keys `Stubs.swift` reads: the call methods it declares and which stub types are used.
extension TemplateModel {
    /// The call methods in `used`, or all of them for `nil`, as `Stubs.swift` prints them
    /// (`calls`), in a fixed order.
    static func callMethods(_ used: Set<StubCallMethod>?) -> [StubCallMethod] {
        var methods: [StubCallMethod] = []
        for isolation in StubCallMethod.Isolation.allCases {
            for isAsync in [false, true] {
                for arity in 0...StubCallMethod.maxArity {
                    let method = StubCallMethod(
                        isolation: isolation, isAsync: isAsync, arity: arity)
                    if used?.contains(method) ?? true {
                        methods.append(method)
                    }
                }
            }
        }
        return methods
    }

    /// A call method of the stub, in `Stubs.swift`'s `calls`.
    static let callMethod = TemplateKeys<StubCallMethod>(
        "call method",
        [
            .string("name", "`call`, `call2`, `asyncCall`, `sendableAsyncCall3`...") { $0.name },
            .string("attribute", "`@MainActor ` for the main actor's methods, else empty") {
                $0.isolation == .mainActor ? "@MainActor " : ""
            },
            .string("genericClause", "`<A, B>` for two parameters or more, else empty") {
                $0.arity > 1 ? "<\($0.types.joined(separator: ", "))>" : ""
            },
            .string("parameter", "`_ arguments: Arguments`, or empty with no parameter") {
                $0.arity == 0 ? "" : "_ arguments: Arguments"
            },
            .string("effects", "` async` or empty") { $0.effects },
            .string("constraint", "the `where` clause's requirements on the handler") {
                constraint($0)
            },
            .string("recorded", "what the method records: `()` or `arguments`") {
                $0.arity == 0 ? "()" : "arguments"
            },
            .string("split", "the line that splits the arguments for two or more, else empty") {
                $0.arity > 1
                    ? "let (\($0.names.joined(separator: ", "))) = arguments as! "
                        + "(\($0.types.joined(separator: ", ")))"
                    : ""
            },
            .string("handlerCall", "the handler's call: `try await handler(a, b)`") {
                let arguments = $0.arity == 1 ? "arguments" : $0.names.joined(separator: ", ")
                return "try \($0.isAsync ? "await " : "")handler(\(arguments))"
            },
        ])

    /// `Handler == (A, B) async throws(Failure) -> ReturnValue`, after `Arguments == Void, `
    /// for a method with no parameter.
    private static func constraint(_ method: StubCallMethod) -> String {
        let attribute: String
        switch method.isolation {
        case .plain: attribute = ""
        case .sendable: attribute = "@Sendable "
        case .mainActor: attribute = "@MainActor "
        }
        let parameters = method.arity == 1 ? "Arguments" : method.types.joined(separator: ", ")
        return (method.arity == 0 ? "Arguments == \(StandardType.void.spelling), " : "")
            + "Handler == \(attribute)(\(parameters))\(method.effects) throws(Failure) -> ReturnValue"
    }

    /// Which stub types the output's fakes use: `Stubs.swift` declares only those.
    static let usage = TemplateKeys<StubUsage>(
        "stub usage",
        [
            .bool("fakes", "the output has a fake (`SeamFake`, `SeamStub`, `SeamJournal`)") {
                $0.isComplete || $0.fakes
            },
            .bool("methodStub", "a member has a `SeamMethodStub`") {
                $0.isComplete || $0.methodStub
            },
            .bool("record", "an initializer records its call (`record(_:)`)") {
                $0.isComplete || $0.recordsItself
            },
            .bool("subscriptSetter", "a subscript has a setter (`recordSet`, `setCount`)") {
                $0.isComplete || $0.subscriptSetter
            },
            .bool("propertyStub", "a property has a `SeamPropertyStub`") {
                $0.isComplete || $0.propertyStub
            },
            .bool("staticStubs", "a fake has static members (`SeamStaticStubs`)") {
                $0.isComplete || $0.staticStubs
            },
            .bool(
                "reports",
                "a fake reports a test's mistake (`seamFail`, `seamStop`): the output has a fake"
            ) {
                $0.isComplete || $0.fakes
            },
            .bool("throwsMistakes", "a member throws when it has nothing to return (`seamThrow`)") {
                $0.isComplete || $0.throwsMistakes
            },
            .bool("sendable", "a stub may cross isolation (the stubs' `Sendable` conformances)") {
                $0.isComplete || $0.sendable
            },
        ])
}

extension StubCallMethod {
    /// The handler's generic parameter names: `A`, `B`...
    var types: [String] { (0..<arity).map { String(UnicodeScalar(UInt8(65 + $0))) } }
    /// The names the split arguments are bound to: `a`, `b`...
    var names: [String] { types.map { $0.lowercased() } }
    /// ` async` or empty.
    var effects: String { isAsync ? " async" : "" }

    /// The method's name: `call`, `call2`, `asyncCall`, `sendableAsyncCall3`, `mainActorCall`
    /// (`call()` and `call(_:)` share a name).
    var name: String {
        var name = ""
        switch isolation {
        case .plain: break
        case .sendable: name = "sendable"
        case .mainActor: name = "mainActor"
        }
        if isAsync { name += name.isEmpty ? "async" : "Async" }
        name += name.isEmpty ? "call" : "Call"
        return arity > 1 ? name + String(arity) : name
    }
}
