extension TemplateValue: ExpressibleByStringLiteral {
    /// Creates a `.string` from a literal.
    package init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    /// Creates a `.bool` from a literal.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    /// Creates an `.int` from a literal.
    package init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    /// Creates an `.array` from a literal.
    package init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    /// Creates an `.object` from a literal; a repeated key keeps its last value.
    package init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
