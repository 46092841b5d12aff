import XCTest

@testable import SeamGenerator

/// Which unstubbed members run their protocol's default implementation (issue 29, 11): only
/// those an extension implements so that a type conforming in the fakes' module gets it, in a
/// protocol whose fake can carry the `SeamDefaults` type. Every other one stops as before.
/// `Defaults.input.txt` compiles and runs the positive cases; this checks the rules one by one.
final class ProtocolDefaultsTests: XCTestCase {
    /// A type with no default value: an unstubbed member that returns one stops.
    private static let thing = "public struct Thing { public init() {} }\n"

    /// The fakes (by protocol) whose output calls a default implementation, for `source`
    /// generated with public access.
    private func defaulted(_ source: String) throws -> [String] {
        var request = GenerationRequest(
            sources: ["Lib.swift"], selection: .all, output: .folder("Out"))
        request.accessLevel = .public
        let input = GenerationInput(
            request: request,
            sources: [SourceFile(path: "Lib.swift", text: Self.thing + source)])
        return try Generator.generate(input).files
            .filter { $0.contents.contains("SeamDefaults(base: self)") }
            .map { String($0.path.dropFirst("Out/".count).dropLast(".swift".count)) }
            .sorted()
    }

    func testAPublicDefaultWithTheRequirementsSignatureIsRun() throws {
        XCTAssertEqual(
            try defaulted(
                """
                public protocol Member { func thing() -> Thing }
                extension Member { public func thing() -> Thing { Thing() } }
                public protocol Extension { func thing() -> Thing }
                public extension Extension { func thing() -> Thing { Thing() } }
                public protocol Effects { func thing() async throws -> Thing }
                extension Effects { public func thing() async throws -> Thing { Thing() } }
                public protocol Read { var thing: Thing { get } }
                extension Read { public var thing: Thing { Thing() } }
                """),
            ["Effects", "Extension", "Member", "Read"])
    }

    func testADefaultTheFakesModuleMayNotSeeOrUseIsNotRun() throws {
        XCTAssertEqual(
            try defaulted(
                """
                public protocol Internal { func thing() -> Thing }
                extension Internal { func thing() -> Thing { Thing() } }
                public protocol Limited { func thing() -> Thing }
                extension Limited { @available(macOS 99, *) public func thing() -> Thing { Thing() } }
                @available(macOS 99, *) extension Limited { public func thing() -> Thing { Thing() } }
                public protocol Conditional { func thing() -> Thing }
                #if FLAG
                extension Conditional { public func thing() -> Thing { Thing() } }
                #endif
                public protocol Constrained { func thing() -> Thing }
                extension Constrained where Self: AnyObject { public func thing() -> Thing { Thing() } }
                public protocol Overload { func thing(_ value: Int) -> Thing }
                extension Overload { public func thing(_ value: String) -> Thing { Thing() } }
                public protocol Wider { func thing() -> Thing }
                extension Wider { public func thing() throws -> Thing { Thing() } }
                public protocol Narrower { func thing() async throws -> Thing }
                extension Narrower { public func thing() -> Thing { Thing() } }
                """),
            [])
    }

    func testADefaultInAnotherModuleThanItsProtocolIsNotRun() throws {
        var request = GenerationRequest(
            sources: ["Sources/Lib", "Sources/Ext"], selection: .all, output: .folder("Out"))
        request.accessLevel = .public
        let input = GenerationInput(
            request: request,
            sources: [
                SourceFile(
                    path: "Sources/Lib/Lib.swift",
                    text: Self.thing + "public protocol Far { func thing() -> Thing }\n"),
                SourceFile(
                    path: "Sources/Ext/Ext.swift",
                    text: "extension Far { public func thing() -> Thing { Thing() } }\n"),
            ])
        let fake = try XCTUnwrap(
            try Generator.generate(input).files.first { $0.path == "Out/Far.swift" })
        XCTAssertFalse(fake.contents.contains("SeamDefaults"), fake.contents)
    }

    func testAProtocolWhoseFakeCannotCarryTheDefaultsStops() throws {
        XCTAssertEqual(
            try defaulted(
                """
                public protocol Mutating { mutating func thing() -> Thing }
                extension Mutating { public mutating func thing() -> Thing { Thing() } }
                public protocol Settable { var thing: Thing { get set } }
                extension Settable { public var thing: Thing { get { Thing() } set {} } }
                public protocol Making { init(value: Int); func thing() -> Thing }
                extension Making { public func thing() -> Thing { Thing() } }
                public protocol Indexed { subscript(i: Int) -> Int { get }; func thing() -> Thing }
                extension Indexed { public func thing() -> Thing { Thing() } }
                public protocol Copying { func copy() -> Self; func thing() -> Thing }
                extension Copying { public func thing() -> Thing { Thing() } }
                public protocol Variadic { func log(_ items: Int...); func thing() -> Thing }
                extension Variadic { public func thing() -> Thing { Thing() } }
                public protocol Acting: Actor { func thing() -> Thing }
                extension Acting { public func thing() -> Thing { Thing() } }
                public protocol Based { var base: Int { get }; func thing() -> Thing }
                extension Based { public func thing() -> Thing { Thing() } }
                public protocol Adding { static func <+> (a: Int, b: Int) -> Int; func thing() -> Thing }
                extension Adding { public func thing() -> Thing { Thing() } }
                """),
            [])
    }
}
