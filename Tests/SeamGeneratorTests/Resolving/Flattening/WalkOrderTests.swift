import XCTest

@testable import SeamGenerator

/// ``ProtocolFlattener/walkOrder(from:parents:)``, the order ``TypeAliasGraph`` looks alias
/// names up in, picks the alias a flattened protocol keeps (``FlatProtocol/typeAliases``).
final class WalkOrderTests: XCTestCase {
    func testTheLastDeclarerInWalkOrderIsTheAliasTheFlatProtocolKeeps() {
        let source = """
            protocol Z { typealias X = Int; typealias W = Z }
            protocol A: Z {}
            protocol B: Z { typealias X = String }
            protocol D { typealias X = Double; typealias W = D }
            protocol C: A, B { typealias Y = X? }
            protocol E: B, A {}
            protocol F: D & A, Sendable where Self: B {}
            protocol G: E, D, F {}
            protocol H: A, D { typealias W = H }
            """
        let index = ProtocolIndex(
            sources: [Parser.parse(source: source, path: "A.swift")], references: [])
        var aliases: [String: [String: TypeRef]] = [:]
        for entry in index.entries {
            for case .member(let member) in entry.decl.members {
                if case .typeAlias(let alias) = member.kind {
                    aliases[entry.decl.qualifiedName, default: [:]][alias.name] = alias.type
                }
            }
        }
        for entry in index.entries {
            let flat = ProtocolFlattener.flatten(entry.decl, index: index)
            let order = ProtocolFlattener.walkOrder(from: entry.decl.qualifiedName) { name in
                index.entry(exactlyNamed: name).map {
                    DeclarationCheck.parents(of: $0.decl, index: index).map(\.decl.qualifiedName)
                } ?? []
            }
            for name in ["X", "W", "Y"] {
                let declarer = order.last { aliases[$0]?[name] != nil }
                XCTAssertEqual(
                    flat.typeAliases[name], declarer.flatMap { aliases[$0]?[name] },
                    "\(entry.decl.name).\(name)")
            }
        }
        XCTAssertEqual(
            ProtocolFlattener.walkOrder(from: "G") { ["G": ["E", "D"], "E": ["B"]][$0] ?? [] },
            ["B", "E", "D", "G"])
    }
}
