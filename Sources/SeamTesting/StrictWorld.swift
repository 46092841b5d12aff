import Foundation
import Seam

/// The strict mode of a test's ``World`` scope: a read of a key the scope does not override
/// would use the key's live value, so it is reported as a failure of the test instead.
enum StrictWorld {
    /// The failure message for a read of `key` with no override.
    static func message(for key: Any.Type) -> String {
        "World key \(String(reflecting: key)) has no override in this strict scope, so its live "
            + "value was read; set one in the scope: $0[\(String(describing: key)).self] = ..."
    }

    /// Makes `world` strict: the first read of each key it does not override calls `report`
    /// with ``message(for:)``, then reads the live value as usual.
    static func makeStrict(_ world: inout World, report: @escaping @Sendable (String) -> Void) {
        let reported = ReportedKeys()
        world.unsetKeyReporter = { key in
            if reported.insert(key) { report(message(for: key)) }
        }
    }
}

/// The keys a strict scope has reported, so that each is reported once.
// Safe to be @unchecked Sendable: `keys` is read and written only under `lock`.
private final class ReportedKeys: @unchecked Sendable {
    private let lock = NSLock()
    private var keys: Set<ObjectIdentifier> = []

    /// Adds `key`; returns whether it was new.
    func insert(_ key: Any.Type) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return keys.insert(ObjectIdentifier(key)).inserted
    }
}
