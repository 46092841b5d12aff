import Foundation
import SeamGenerator
import XCTest

/// Printing a parsed type back must give valid Swift with the same meaning: parsing the
/// printed text gives the same tree.
final class TypeRefDescriptionTests: XCTestCase {
    func testEveryFixtureTypeSurvivesPrintingAndReparsing() throws {
        let folder = ParserFixtureTests.folder
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path)
        where name.hasSuffix(".input.txt") {
            let source = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for type in Self.types(in: Parser.parse(source: source, path: name)) {
                XCTAssertEqual(Self.reparse(type.description), type, "\(name): \(type)")
                count += 1
            }
        }
        XCTAssertGreaterThan(count, 100)
    }

    func testDescriptionParenthesizesWhereBindingWouldChange() {
        let cases: [(String, String)] = [
            ("(any P)?", "(any P)?"),
            ("(() -> Void)?", "(() -> Void)?"),
            ("(any P).Type", "(any P).Type"),
            ("any P.Type", "any P.Type"),
            ("(A & B).Type", "(A & B).Type"),
            ("(@Sendable () -> Void)?", "(@Sendable () -> Void)?"),
            ("(_ name: String, Int...) -> Void", "(_ name: String, Int...) -> Void"),
            ("(repeat each T)", "(repeat each T)"),
            ("[String: [Int?]]", "[String: [Int?]]"),
            ("A.`Type`.B<C>", "A.`Type`.B<C>"),
            (
                "(Int) async throws(E) -> (String) -> Bool",
                "(Int) async throws(E) -> (String) -> Bool"
            ),
            ("inout @escaping () -> Void", "inout @escaping () -> Void"),
            ("some P & Q", "some P & Q"),
            ("(x: Int, y: Int)", "(x: Int, y: Int)"),
        ]
        for (source, printed) in cases {
            XCTAssertEqual(Self.reparse(source)?.description, printed, source)
        }
    }

    func testFunctionTypeLabelsPrintAsUnderscoreNames() {
        let type = TypeRef.function(
            FunctionType(
                parameters: [
                    TupleTypeElement(label: "name", type: .named([TypeComponent(name: "String")]))
                ],
                result: .tuple([])
            ))
        XCTAssertEqual(type.description, "(_ name: String) -> ()")
    }

    /// Parses `text` as the type of a property requirement.
    static func reparse(
        _ text: String, file: StaticString = #filePath, line: UInt = #line
    ) -> TypeRef? {
        let parsed = Parser.parse(source: "protocol P { var x: \(text) { get } }", path: "T.swift")
        XCTAssertEqual(parsed.diagnostics, [], text, file: file, line: line)
        guard case .member(let member)? = parsed.protocols.first?.members.first,
            case .property(let property) = member.kind
        else { return nil }
        return property.type
    }

    /// Every parameter, result and property type in a parsed file.
    static func types(in file: ParsedFile) -> [TypeRef] {
        let items = file.protocols.flatMap(\.members) + file.extensions.flatMap(\.members)
        return items.flatMap(types(in:))
    }

    private static func types(in item: MemberItem) -> [TypeRef] {
        switch item {
        case .conditional(let block): return block.clauses.flatMap { $0.items.flatMap(types(in:)) }
        case .member(let member):
            switch member.kind {
            case .property(let property): return [property.type]
            case .function(let function):
                return function.parameters.map(\.type) + (function.returnType.map { [$0] } ?? [])
            case .initializer(let initializer): return initializer.parameters.map(\.type)
            case .subscript(let subscriptDecl):
                return subscriptDecl.parameters.map(\.type) + [subscriptDecl.returnType]
            case .associatedType(let associatedType): return associatedType.inherited
            case .typeAlias(let alias): return [alias.type]
            }
        }
    }
}
