import Seam
import Testing

@testable import SeamTesting

/// A key whose live value tells a test that no override was seen.
enum GreetingKey: WorldKey {
    static let liveValue = "live"
}

/// A key that tests leave without an override.
enum CountKey: WorldKey {
    static let liveValue = 0
}

/// A reference each test case gets anew from its trait, to tell instances apart.
final class Token: Sendable {}

/// A key holding a ``Token``.
enum TokenKey: WorldKey {
    static var liveValue: Token { Token() }
}

/// The tokens seen by the cases of a parameterized test, kept alive so that no two share an
/// address.
private let seenTokens = Locked<[Token]>([])

/// The `.world` trait: overrides for one test, a fresh `update` per test case, strict mode.
struct WorldTraitTests {
    @Test(.world { $0[GreetingKey.self] = "scoped" })
    func theTraitOverridesTheWorldOfItsTest() {
        #expect(World.current[GreetingKey.self] == "scoped")
    }

    @Test func aTestWithoutTheTraitReadsTheLiveValue() {
        #expect(World.current[GreetingKey.self] == "live")
    }

    @Test(.world { $0[TokenKey.self] = Token() }, arguments: 0..<8)
    func eachCaseOfAParameterizedTestGetsItsOwnOverrides(index: Int) {
        let token = World.current[TokenKey.self]
        let isNew = seenTokens.withLock { tokens in
            defer { tokens.append(token) }
            return !tokens.contains { $0 === token }
        }
        #expect(isNew)
    }

    @Test(.world(strict: true) { $0[GreetingKey.self] = "scoped" })
    func aStrictScopeReportsAReadOfAKeyItDoesNotOverride() {
        withKnownIssue {
            #expect(World.current[CountKey.self] == 0)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "World key SeamTestingTests.CountKey has no override in this strict scope, so its live "
                    + "value was read; set one in the scope: $0[CountKey.self] = ..."
            ]
        }
        #expect(World.current[GreetingKey.self] == "scoped")
    }

    @Test func aStrictWorldReportsEachKeyOnceAndNotAnOverriddenOne() {
        let reports = Locked<[String]>([])
        var world = World()
        world[GreetingKey.self] = "set"
        StrictWorld.makeStrict(&world) { message in reports.withLock { $0.append(message) } }
        _ = (
            world[CountKey.self], world[CountKey.self], world[GreetingKey.self],
            world[TokenKey.self]
        )
        #expect(
            reports.withLock { $0 } == [
                StrictWorld.message(for: CountKey.self), StrictWorld.message(for: TokenKey.self),
            ])
    }
}

/// The trait on a suite applies to each of its tests, and to nested suites.
@Suite(.world { $0[GreetingKey.self] = "suite" })
struct WorldSuiteTraitTests {
    @Test func aTestOfTheSuiteSeesTheOverride() {
        #expect(World.current[GreetingKey.self] == "suite")
    }

    @Test(.world { $0[CountKey.self] = 2 })
    func aTestTraitAddsToTheSuites() {
        #expect(World.current[GreetingKey.self] == "suite")
        #expect(World.current[CountKey.self] == 2)
    }

    struct Nested {
        @Test func aNestedSuiteSeesTheOverride() {
            #expect(World.current[GreetingKey.self] == "suite")
        }
    }
}
