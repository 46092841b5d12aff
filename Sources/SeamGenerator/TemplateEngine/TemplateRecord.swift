/// An object whose field names come from a shared ``TemplateShape``: what the generator hands
/// the templates for each fake, member and field.
///
/// Templates read a record exactly like an ``TemplateValue/object(_:)`` with the same fields
/// (`{{ item.name }}`, truthiness, `count`, errors). It is faster to build (one array, no
/// hashing) and to read: a template path knows the numbers of its names (see
/// ``TemplateFieldNames``) and the shape maps a number to a slot with one array read.
///
/// ```swift
/// static let shape = TemplateShape(["name", "type"])
/// let field = TemplateValue.record(TemplateRecord(shape, values: ["count", "Int"]))
/// ```
///
/// A final class, not a struct: the renderer copies records in and out of loop bindings, and
/// a class is one reference to retain where a struct of a shape and values is two.
package final class TemplateRecord: Sendable {
    /// The field names, shared by every record of one kind.
    package let shape: TemplateShape
    /// The values, in the order of `shape.names`.
    package let values: [TemplateValue]

    /// Creates a record from its values, in the order of `shape.names`.
    ///
    /// > Important: There must be one value per name; this traps otherwise.
    package init(_ shape: TemplateShape, values: [TemplateValue]) {
        precondition(values.count == shape.names.count, "values do not match the record's shape")
        self.shape = shape
        self.values = values
    }

    /// The fields as a dictionary: the ``TemplateValue/object(_:)`` this record stands for.
    package var fields: [String: TemplateValue] {
        Dictionary(uniqueKeysWithValues: zip(shape.names, values))
    }
}

/// The field names of a kind of ``TemplateRecord``, each with its slot.
///
/// Create one per kind and keep it (a `static let`) rather than one per record.
package final class TemplateShape: Sendable {
    /// The field names, in slot order.
    package let names: [String]
    /// The slot of each field number (see ``TemplateFieldNames``), -1 for names not here.
    /// Every name of the shape was numbered before this table was made, so a number past
    /// its end is a name the shape does not have.
    private let slotsByNumber: [Int]

    /// Creates a shape with `names`, which must be unique, and `aliases` (a former name to
    /// the name in `names` it is read as).
    package init(_ names: [String], aliases: [String: String] = [:]) {
        self.names = names
        var slots = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        for (alias, name) in aliases {
            guard let slot = slots[name] else { preconditionFailure("'\(name)' is no field") }
            slots[alias] = slot
        }
        let numbered =
            names.enumerated().map { (TemplateFieldNames.number($1), $0) }
            + aliases.keys.sorted().map { (TemplateFieldNames.number($0), slots[$0]!) }
        var slotsByNumber = Array(repeating: -1, count: (numbered.map(\.0).max() ?? -1) + 1)
        for (number, slot) in numbered { slotsByNumber[number] = slot }
        self.slotsByNumber = slotsByNumber
    }

    /// The slot of the field numbered `number` by ``TemplateFieldNames``, or `nil`.
    func slot(ofNumber number: Int) -> Int? {
        guard number < slotsByNumber.count else { return nil }
        let slot = slotsByNumber[number]
        return slot < 0 ? nil : slot
    }
}

extension TemplateRecord: Hashable {
    /// Records are equal when their fields are, whatever their shapes.
    package static func == (lhs: TemplateRecord, rhs: TemplateRecord) -> Bool {
        lhs.shape === rhs.shape ? lhs.values == rhs.values : lhs.fields == rhs.fields
    }

    /// Hashes the fields, as the equal ``TemplateValue/object(_:)`` would.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}
