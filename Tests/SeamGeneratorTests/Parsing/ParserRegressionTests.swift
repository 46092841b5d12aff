import SeamGenerator
import XCTest

/// Bugs found by running the parser over real packages (`.ci/corpus`), one test each.
final class ParserRegressionTests: XCTestCase {
    private func parse(_ source: String) -> ParsedFile {
        Parser.parse(source: source, path: "R.swift")
    }

    private func memberNames(_ items: [MemberItem]) -> [String] {
        items.compactMap { item in
            guard case .member(let member) = item else { return nil }
            switch member.kind {
            case .property(let property): return property.name
            case .function(let function): return function.name
            case .typeAlias(let alias): return alias.name
            default: return nil
            }
        }
    }

    // Bug: a closure inside attribute arguments (swift-argument-parser) ended the attribute.
    func testClosureInAttributeArgumentsIsSkipped() {
        let file = parse(
            "struct C {\n  @Argument(completion: .custom { _, _ in [] })\n  var a: String\n}\nprotocol P {}\n"
        )
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.map(\.name), ["P"])
    }

    // Bug: a type alias with a `where` clause (fluent-kit) was an error.
    func testTypeAliasWhereClauseIsParsed() {
        let file = parse(
            "extension Fields {\n  typealias E<V> = P<Self, V>\n    where V: Codable,\n    V.RawValue == String\n}\n"
        )
        XCTAssertEqual(file.diagnostics, [])
        guard case .member(let member)? = file.extensions.first?.members.first,
            case .typeAlias(let alias) = member.kind
        else {
            return XCTFail("no type alias")
        }
        XCTAssertEqual(alias.whereClause.count, 2)
    }

    // Bug: `$` inside an identifier (`_$idExists`, fluent-kit) split the name.
    func testDollarInsideIdentifiers() {
        let file = parse("extension Model {\n  var _$id: Bool { true }\n}\n")
        XCTAssertEqual(memberNames(file.extensions[0].members), ["_$id"])
    }

    // Bug: `extension` and `protocol` as parameter names (hummingbird, swift-protobuf) started declarations.
    func testKeywordsAsParameterNamesInTypeBodies() {
        let source =
            "struct S {\n  init(\n    extension proto: String,\n    protocol: String?\n  ) {}\n  func f(forExtension extension: String) {}\n}\n"
        let file = parse(source)
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.extensions.count, 0)
        XCTAssertEqual(file.protocols.count, 0)
    }

    // Bug: a generic attribute on a requirement (`@Builder<A, B> var body`, hummingbird).
    func testGenericAttribute() {
        let file = parse("protocol P {\n  @Builder<Request, Context> var body: Body { get }\n}\n")
        XCTAssertEqual(file.diagnostics, [])
        guard case .member(let member)? = file.protocols.first?.members.first else {
            return XCTFail("no member")
        }
        XCTAssertEqual(member.attributes, [Attribute(name: "Builder<Request, Context>")])
    }

    // Bug: a getter body starting with an attribute (`@Sendable func`, swift-case-paths) was read as accessors.
    func testGetterBodyStartingWithAnAttribute() {
        let file = parse(
            "extension E {\n  static var never: Self {\n    @Sendable func absurd<A>(_ n: Never) -> A {}\n    return .init()\n  }\n}\n"
        )
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(memberNames(file.extensions[0].members), ["never"])
    }

    // Bug: `borrow`/`mutate` accessors (swift-collections) were errors.
    func testBorrowAndMutateAccessors() {
        let file = parse(
            "extension Box {\n  var value: T {\n    borrow { x }\n    mutate { &x }\n  }\n}\n")
        XCTAssertEqual(file.diagnostics, [])
        guard case .member(let member)? = file.extensions.first?.members.first,
            case .property(let property) = member.kind
        else {
            return XCTFail("no property")
        }
        XCTAssertTrue(property.hasSetter)
    }

    // Bug: `nonisolated(nonsending)` in a function type (swift-log) was an error.
    func testNonisolatedNonsendingFunctionType() {
        let file = parse(
            "protocol P {\n  func run(_ op: nonisolated(nonsending) () async throws -> Void) async\n}\n"
        )
        XCTAssertEqual(file.diagnostics, [])
        guard case .member(let member)? = file.protocols.first?.members.first,
            case .function(let function) = member.kind
        else {
            return XCTFail("no function")
        }
        XCTAssertEqual(
            function.parameters.first?.type.description,
            "nonisolated(nonsending) () async throws -> Void")
    }

    // Bug: value generics and generic arguments in a default value (swift-nio) were errors.
    func testValueGenericsAndGenericDefaultValues() {
        let source =
            "extension B {\n  func read<let count: Int, I: FixedWidthInteger>(\n    as: InlineArray<count, I>.Type = InlineArray<count, I>.self\n  ) {}\n}\n"
        let file = parse(source)
        XCTAssertEqual(file.diagnostics, [])
        guard case .member(let member)? = file.extensions.first?.members.first,
            case .function(let function) = member.kind
        else {
            return XCTFail("no function")
        }
        XCTAssertEqual(
            function.genericParameters.first,
            GenericParameter(
                name: "count", constraint: .named([TypeComponent(name: "Int")]), isValue: true))
        XCTAssertEqual(function.parameters.first?.defaultValue, "InlineArray<count, I>.self")
    }

    // Bug: `#"""#` (swift-syntax) opened a multi-line string; it is a one-line raw string.
    func testRawStringHoldingThreeQuotesIsOneLine() {
        let file = parse("let q = #\"\"\"#\nprotocol P {}\n")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.map(\.name), ["P"])
    }

    // Bug: `/A.b ~= $0 }).map(/A.b)` (swift-case-paths) lexed as a regex literal.
    func testSlashBeforeUnbalancedParenthesisIsAnOperator() {
        let file = parse(
            "struct T {\n  func f() {\n    x.prefix(while: { /R.s ~= $0 }).map(/R.s)\n  }\n}\nprotocol P {}\n"
        )
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.map(\.qualifiedName), ["P"])
    }
}

extension ParserRegressionTests {
    // Bug: an operator name glued to its generic parameters (`>>=<Other>`, BigInt) was an error.
    func testOperatorNameFollowedByGenericParameters() {
        let file = Parser.parse(
            source:
                "protocol P {\n  static func >>=<Other: BinaryInteger>(lhs: inout Self, rhs: Other)\n}\n",
            path: "R.swift")
        XCTAssertEqual(file.diagnostics, [])
        guard case .member(let member)? = file.protocols.first?.members.first,
            case .function(let function) = member.kind
        else {
            return XCTFail("no function")
        }
        XCTAssertEqual(function.name, ">>=")
        XCTAssertEqual(function.genericParameters.map(\.name), ["Other"])
    }

    // Bug: trailing commas in generic lists (SE-0439, swift-property-based) were errors.
    func testTrailingCommasInLists() {
        let source =
            "protocol P<A, B,> {\n  func f<T: Error,>(_ a: Result<Int, T,>, b: Int,) -> (Int, String,)\n}\n"
        let file = Parser.parse(source: source, path: "R.swift")
        XCTAssertEqual(file.diagnostics, [])
        XCTAssertEqual(file.protocols.first?.primaryAssociatedTypes, ["A", "B"])
    }

    // Bug: `(each Iter).Element` (swift-property-based) was an error; it is unsupported, so a warning.
    func testMemberOfParenthesizedTypeIsAWarning() {
        let file = Parser.parse(
            source:
                "extension E {\n  func f<each I>(_ t: (repeat (each I).Element)) {}\n  func g() {}\n}\n",
            path: "R.swift")
        XCTAssertEqual(
            file.diagnostics.map(\.description),
            [
                "R.swift:2:39: warning: member type of '(each I)' is not supported; the declaration is skipped"
            ])
        XCTAssertEqual(file.extensions.first?.members.count, 1)
    }
}
