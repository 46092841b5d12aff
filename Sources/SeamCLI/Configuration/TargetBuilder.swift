import SeamGenerator

/// A target being read from flags or from a `seam.json` entry: the settings applied so far,
/// and what is checked once all are in (the selection, the output, the access level).
struct TargetBuilder: Sendable {
    /// The request so far; its selection and output are set by ``finish(_:)``.
    var request = GenerationRequest(sources: [], output: .file(""))
    /// The target's name in `seam.json`.
    var name: String?
    /// Protocol names given one by one.
    var names: [String] = []
    /// Protocol lists given.
    var protocolsFiles: [String] = []
    /// `all` or `annotated`, each with how it was spelled.
    var choices: [(spelled: String, selection: GenerationRequest.Selection)] = []
    /// The outputs given, each with how it was spelled; exactly one is allowed.
    var outputs: [(spelled: String, output: GenerationRequest.Output)] = []
    /// The access level as given, if it was; ``finish(_:)`` reads it as an `AccessLevel`.
    var accessLevel: String?
    /// Default values given (``GenerationRequest/defaultValues``): how each was spelled, the
    /// type's name and the expression, checked by ``finish(_:)``.
    var defaults: [(spelled: String, type: String, expression: String)] = []

    /// Records `all` or `annotated`.
    mutating func choose(_ selection: GenerationRequest.Selection, _ spelled: String) {
        choices.append((spelled, selection))
    }

    /// Reads `protocols`: an array of names, `"all"` or `"annotated"`.
    mutating func readProtocols(
        _ value: JSONValue, at path: String, reader: JSONObjectReader
    ) throws(UsageError) {
        switch value {
        case .array:
            let listed = try reader.strings(value, at: path)
            try Self.checkProtocolNames(listed, at: path, reader: reader)
            names += listed
        case .string(let word) where word == "all":
            choose(.all, "\"all\"")
        case .string(let word) where word == "annotated":
            choose(.annotated, "\"annotated\"")
        case .string(let word):
            let guesses = EditDistance.closest(to: word, among: ["all", "annotated"])
            throw UsageError(
                "\(path): '\(word)' is not \"all\" or \"annotated\" (or an array of names)"
                    + EditDistance.didYouMean(guesses),
                file: reader.file)
        default:
            throw reader.mismatch(
                value, at: path, expected: "an array of names, \"all\" or \"annotated\"")
        }
    }

    /// A mistake that ``finish(_:)`` finds; flags and `seam.json` word it differently.
    enum Problem {
        /// No output was given.
        case missingOutput
        /// `all` or `annotated` (as spelled) with protocol names or lists (`nil`), or with
        /// the other word.
        case selectionConflict(String, with: String?)
        /// A second output (both as spelled).
        case repeatedOutput(String, String)
        /// An access level (as given) that is not one of `AccessLevel`'s.
        case badAccessLevel(String)
        /// A default value (as spelled) whose type is not a type name or whose expression is
        /// not one line of text, with why.
        case badDefault(String, reason: String)
    }

    /// The target, once every setting is in.
    ///
    /// - Throws: ``UsageError`` made by `report` for a missing or repeated output,
    ///   conflicting selections, or an unknown access level.
    func finish(_ report: (Problem) -> UsageError) throws(UsageError) -> Target {
        var request = request
        if let given = accessLevel {
            guard let level = AccessLevel(rawValue: given) else {
                throw report(.badAccessLevel(given))
            }
            request.accessLevel = level
        }
        for given in defaults {
            if let reason = Self.problem(ofDefault: given.type, given.expression) {
                throw report(.badDefault(given.spelled, reason: reason))
            }
            request.defaultValues[given.type] = given.expression
        }
        let isListed = !names.isEmpty || !protocolsFiles.isEmpty
        if let first = choices.first {
            if isListed { throw report(.selectionConflict(first.spelled, with: nil)) }
            if let other = choices.first(where: { $0.selection != first.selection }) {
                throw report(.selectionConflict(first.spelled, with: other.spelled))
            }
            request.selection = first.selection
        } else {
            request.selection = isListed ? .names(names) : .annotated
        }
        if outputs.count > 1 {
            throw report(.repeatedOutput(outputs[0].spelled, outputs[1].spelled))
        }
        guard let output = outputs.first?.output else { throw report(.missingOutput) }
        request.output = output
        return Target(name: name, request: request, protocolsFiles: protocolsFiles)
    }

    /// Why `expression` cannot be the default of the type named `type`, or `nil`: the name
    /// must be identifiers joined by dots (`EpisodeModel`, `Feed.Entry`), and the expression
    /// one line (``problem(ofExpression:)``), since both are written into the fakes as they are.
    static func problem(ofDefault type: String, _ expression: String) -> String? {
        NameSyntax.typeName.problem(with: type) ?? problem(ofExpression: expression)
    }

    /// Why `expression` cannot be a default value, or `nil`: it must be one line of text,
    /// without line breaks (`U+2028` too) or other control characters.
    static func problem(ofExpression expression: String) -> String? {
        if expression.allSatisfy(\.isWhitespace) { return "the expression is empty" }
        let breaks: Set<Unicode.GeneralCategory> = [.control, .lineSeparator, .paragraphSeparator]
        if expression.unicodeScalars.contains(where: {
            breaks.contains($0.properties.generalCategory)
        }) {
            return "the expression must be one line, without control characters"
        }
        return nil
    }

    /// Checks the protocol names `names` of `protocols` (at `path`) one by one.
    ///
    /// - Throws: ``UsageError`` at the first name that is not one (``NameSyntax/protocolName``).
    private static func checkProtocolNames(
        _ names: [String], at path: String, reader: JSONObjectReader
    ) throws(UsageError) {
        for (index, name) in names.enumerated() {
            if let problem = NameSyntax.protocolName.problem(with: name) {
                throw reader.error(problem, at: "\(path)[\(index)]")
            }
        }
    }
}
