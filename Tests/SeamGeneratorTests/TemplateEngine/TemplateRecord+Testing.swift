@testable import SeamGenerator

extension TemplateRecord {
    /// Creates a record from its fields, written in the order of `shape.names`.
    ///
    /// > Important: The names must be `shape.names`, in order; this traps otherwise.
    convenience init(_ shape: TemplateShape, _ fields: KeyValuePairs<String, TemplateValue>) {
        precondition(fields.map(\.key) == shape.names, "fields do not match the record's shape")
        self.init(shape, values: fields.map(\.value))
    }

    /// The value of the field `name` (or of the field a former name names), or `nil` if the
    /// shape has no such field.
    subscript(name: String) -> TemplateValue? {
        shape.slot(of: name).map { values[$0] }
    }
}

extension TemplateShape {
    /// The slot of the field `name` (or of the field a former name names), or `nil`.
    func slot(of name: String) -> Int? {
        slot(ofNumber: TemplateFieldNames.number(name))
    }
}
