import Seam
import XCTest

final class WorldTests: XCTestCase {
    func testOutsideAnyScopeEveryKeyReadsItsLiveValue() {
        XCTAssertEqual(World.current.clock.now, 1_000)
        XCTAssertEqual(World.current.label, "live")
    }

    func testOverrideIsSeenInsideTheScopeOnly() {
        let inside = World.withValues {
            $0.clock = FixedClock(now: 5)
        } operation: {
            World.current.clock.now
        }

        XCTAssertEqual(inside, 5)
        XCTAssertEqual(World.current.clock.now, 1_000)
    }

    func testNestedScopesKeepTheOuterOverrides() {
        let (clock, label) = World.withValues {
            $0.label = "outer"
        } operation: {
            World.withValues {
                $0.clock = FixedClock(now: 7)
            } operation: {
                (World.current.clock.now, World.current.label)
            }
        }

        XCTAssertEqual(clock, 7)
        XCTAssertEqual(label, "outer")
    }

    func testChildTasksInheritTheOverride() async {
        let seen = await World.withValues {
            $0.label = "parent"
        } operation: {
            await Task { World.current.label }.value
        }

        XCTAssertEqual(seen, "parent")
    }

    func testParallelTasksNeverSeeEachOthersOverrides() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for index in 0..<200 {
                group.addTask {
                    await World.withValues {
                        $0.label = "task \(index)"
                    } operation: {
                        var wrong = 0
                        for _ in 0..<10 {
                            await Task.yield()
                            if World.current.label != "task \(index)" { wrong += 1 }
                        }
                        return wrong
                    }
                }
            }
            return await group.reduce(0, +)
        }

        XCTAssertEqual(mismatches, 0)
    }

    #if DEBUG
    func testDebugBuildsCanChangeTheLiveDefaultAndRestoreIt() {
        World.updateLiveDefault { $0[ScratchKey.self] = 42 }
        let changed = World.current[ScratchKey.self]
        World.updateLiveDefault { $0[ScratchKey.self] = ScratchKey.liveValue }

        XCTAssertEqual(changed, 42)
        XCTAssertEqual(World.current[ScratchKey.self], 0)
    }
    #endif
}

/// A key no other test reads, so changing its live default cannot disturb parallel tests.
private enum ScratchKey: WorldKey {
    static let liveValue = 0
}
