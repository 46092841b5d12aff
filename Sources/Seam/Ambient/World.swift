/// The ambient context: cross-cutting dependencies (clock, logger) read from anywhere,
/// with overrides scoped to a task tree.
///
/// Read the current values with ``current``; in tests, override some of them for the
/// duration of an operation with ``withValues(_:operation:)-(_,()->R)``. Overrides are
/// bound with a task-local value, so they reach the operation and every child task it
/// starts, and tests running in parallel never see each other's overrides.
///
/// ```swift
/// let now = World.current.clock.now
/// World.withValues { $0.clock = FixedClock(0) } operation: {
///     XCTAssertEqual(World.current.clock.now, 0)
/// }
/// ```
public struct World: Sendable {
    private var overrides: [ObjectIdentifier: any Sendable] = [:]

    /// Whether `overrides` holds an ``UnsetKeyReporter``. A flag, not the closure, is what
    /// every copy of the world carries: a stored closure made every `World.current` read outside
    /// any scope cost three times what the flag costs (figures in `Benchmarks/README.md`).
    private var reportsUnsetKeys = false

    /// The strict-mode hook, stored among the overrides under its own type.
    private struct UnsetKeyReporter: Sendable {
        let report: @Sendable (_ key: Any.Type) -> Void
    }

    /// Told about every read of a key this world has no override for, before the live value is
    /// returned; `nil` (the default) reads live values silently. `SeamTesting`'s strict scopes
    /// set it to report a test failure that names the key.
    package var unsetKeyReporter: (@Sendable (_ key: Any.Type) -> Void)? {
        get {
            guard reportsUnsetKeys else { return nil }
            return (overrides[ObjectIdentifier(UnsetKeyReporter.self)] as? UnsetKeyReporter)?.report
        }
        set {
            overrides[ObjectIdentifier(UnsetKeyReporter.self)] = newValue.map(UnsetKeyReporter.init)
            reportsUnsetKeys = newValue != nil
        }
    }

    /// Creates a world with no overrides: every key reads its live value.
    public init() {}

    /// The value for `key`: the override in this world, or the key's live value.
    ///
    /// - Parameter key: The key type.
    public subscript<Key: WorldKey>(key: Key.Type) -> Key.Value {
        get {
            guard let value = overrides[ObjectIdentifier(key)] else {
                if reportsUnsetKeys { unsetKeyReporter?(key) }
                return key.liveValue
            }
            // Only this setter stores under this identifier, always a `Key.Value`.
            return value as! Key.Value
        }
        set {
            overrides[ObjectIdentifier(key)] = newValue
        }
    }

    @TaskLocal private static var scoped: World?

    /// The world in effect here: the innermost ``withValues(_:operation:)-(_,()->R)``
    /// scope of this task tree, or else the live default.
    ///
    /// Safe to read from any thread or task.
    public static var current: World {
        scoped ?? LiveDefault.shared.world
    }

    /// Runs `operation` with some values changed, for this task and its children only.
    ///
    /// - Parameters:
    ///   - update: Changes a copy of ``current``.
    ///   - operation: Runs with the changed world as ``current``.
    /// - Returns: What `operation` returns.
    public static func withValues<R>(
        _ update: (inout World) throws -> Void,
        operation: () throws -> R
    ) rethrows -> R {
        var world = current
        try update(&world)
        return try $scoped.withValue(world, operation: operation)
    }

    /// Runs the async `operation` with some values changed, for this task and its children.
    ///
    /// - Parameters:
    ///   - update: Changes a copy of ``current``.
    ///   - operation: Runs with the changed world as ``current``.
    ///   - isolation: The caller's actor, which `operation` runs on; leave the default.
    /// - Returns: What `operation` returns.
    public static func withValues<R: Sendable>(
        _ update: (inout World) throws -> Void,
        operation: () async throws -> R,
        isolation: isolated (any Actor)? = #isolation
    ) async rethrows -> R {
        var world = current
        try update(&world)
        return try await $scoped.withValue(world, operation: operation)
    }

    #if DEBUG
    /// Changes the live default that every task sees outside a
    /// ``withValues(_:operation:)-(_,()->R)`` scope.
    ///
    /// > Important: Only in DEBUG builds, for a test suite's or a preview's setup. It is
    /// > global: prefer ``withValues(_:operation:)-(_,()->R)``, which parallel tests cannot
    /// > see.
    /// - Parameter update: Changes the live default.
    public static func updateLiveDefault(_ update: (inout World) -> Void) {
        LiveDefault.shared.update(update)
    }
    #endif
}
