extension SwiftNames {
    /// `parameters` with `Self` in their constraints spelled `fakeName`.
    static func replacingSelf(
        _ parameters: [GenericParameter], with fakeName: String
    ) -> [GenericParameter] {
        parameters.map { parameter in
            var parameter = parameter
            parameter.constraint = parameter.constraint?.replacingSelf(with: fakeName)
            return parameter
        }
    }

    /// `requirements` with `Self` spelled `fakeName`.
    static func replacingSelf(
        _ requirements: [GenericRequirement], with fakeName: String
    ) -> [GenericRequirement] {
        requirements.map { $0.mapTypes { $0.replacingSelf(with: fakeName) } }
    }
}
