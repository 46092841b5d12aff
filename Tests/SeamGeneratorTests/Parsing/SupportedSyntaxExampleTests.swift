import Foundation
import XCTest

@testable import SeamGenerator

// The example protocol of the docs' "Supported Swift syntax" article: the compiler checks it
// here, and the test below checks that the parser reads every member of it.

/// seam:fake
@MainActor public protocol Store<Item>: AnyObject, Sendable where Item: Codable {
    associatedtype Item: Identifiable = Draft
    var items: [Item] { get async throws }
    subscript(id: Item.ID) -> Item? { get set }
    init?(url: URL) throws
    func save<T: Encodable>(
        _ value: T, into store: inout [String: T], tags: some Sequence<String>
    ) async throws(StoreError) -> [T]
    func observe(_ handler: @escaping @Sendable (Item) -> Void) -> any Cancellable
    static func == (lhs: Self, rhs: Self) -> Bool
    #if DEBUG
    func dump()
    #endif
}

/// The example's default item.
public struct Draft: Identifiable, Codable, Sendable {
    public var id: Int
}

/// The example's typed error.
public struct StoreError: Error {}

/// What the example's `observe` returns.
public protocol Cancellable {}

final class SupportedSyntaxExampleTests: XCTestCase {
    func testTheDocsExampleProtocolParsesWithEveryMember() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)

        let file = Parser.parse(source: source, path: "Example.swift")

        XCTAssertEqual(file.diagnostics, [])
        let store = try XCTUnwrap(file.protocols.first { $0.name == "Store" })
        XCTAssertEqual(store.primaryAssociatedTypes, ["Item"])
        XCTAssertEqual(store.whereClause.count, 1)
        let members = store.members.compactMap { item -> String? in
            guard case .member(let member) = item else { return nil }
            switch member.kind {
            case .associatedType: return "associatedtype"
            case .property(let property): return property.name
            case .subscript: return "subscript"
            case .initializer: return "init"
            case .function(let function): return function.name
            case .typeAlias(let alias): return alias.name
            }
        }
        XCTAssertEqual(
            members, ["associatedtype", "items", "subscript", "init", "save", "observe", "=="])
        XCTAssertEqual(
            store.members.filter { if case .conditional = $0 { true } else { false } }.count, 1)
    }
}
