import Synchronization

/// Numbers record field names process-wide, so that finding a field's slot in a record is
/// one array read: each ``TemplateShape`` keeps a table from field number to slot, and each
/// ``TemplatePath`` keeps the numbers of its names.
enum TemplateFieldNames {
    // A process-wide table, on purpose: shapes are created apart from templates (a shape is
    // a `static let`), and both must agree on the numbers. It only grows, sits behind a lock,
    // and is touched when a template is parsed or a shape is created, never while rendering.
    private static let numbers = Mutex<[String: Int]>([:])

    /// The number of `name`: the same for the same name, counted from 0.
    static func number(_ name: String) -> Int {
        numbers.withLock { table in
            if let number = table[name] { return number }
            let number = table.count
            table[name] = number
            return number
        }
    }
}
