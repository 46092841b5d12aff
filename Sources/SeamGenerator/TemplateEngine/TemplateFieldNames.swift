import Foundation

/// Numbers record field names process-wide, so that finding a field's slot in a record is
/// one array read: each ``TemplateShape`` keeps a table from field number to slot, and each
/// ``TemplatePath`` keeps the numbers of its names.
enum TemplateFieldNames {
    // A process-wide table, on purpose: shapes are created apart from templates (a shape is
    // a `static let`), and both must agree on the numbers. It only grows, sits behind a lock,
    // and is touched when a template is parsed or a shape is created, never while rendering.
    // Not `Synchronization.Mutex`, which needs macOS 15 / iOS 18: `seam` runs wherever Seam's
    // package builds (macOS 10.15 and up).
    private static let lock = NSLock()
    // Safe: read and written only while `lock` is held.
    nonisolated(unsafe) private static var numbers: [String: Int] = [:]

    /// The number of `name`: the same for the same name, counted from 0.
    static func number(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let number = numbers[name] { return number }
        let number = numbers.count
        numbers[name] = number
        return number
    }
}
