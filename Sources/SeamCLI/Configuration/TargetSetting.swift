/// One setting of a target, as `seam generate` spells it and as `seam.json` does.
///
/// ``all`` is the one declaration of every setting: the argument parser, the `seam.json`
/// reader and `seam --help` all read it. A new setting is a row there and, when the generator
/// must know it, a field of `GenerationRequest`.
struct TargetSetting: Sendable {
    /// A value as given, with how it was spelled (`--output-file`, `targets[0].outputFile`)
    /// for messages about it.
    struct Given: Sendable {
        /// The value.
        var text: String
        /// The flag or key path that gave it.
        var spelled: String
    }

    /// How the setting takes its value and applies it to a ``TargetBuilder``.
    enum Apply: Sendable {
        /// A string: `--flag value` (a repeated flag applies each) or `"key": "value"`, or for
        /// `isList` keys an array of strings, each applied in order.
        case string(isList: Bool, set: @Sendable (inout TargetBuilder, Given) -> Void)
        /// A flag without a value applies `flagValue`; the key takes `true` or `false`.
        case toggle(flagValue: Bool, set: @Sendable (inout TargetBuilder, Bool) -> Void)
        /// A key whose JSON value has more than one shape (`protocols`); no flag.
        case json(
            @Sendable (inout TargetBuilder, JSONValue, String, JSONObjectReader) throws(UsageError)
                -> Void)
    }

    /// The flag without its dashes (`source`), or `nil` for a `seam.json`-only key.
    var flag: String?
    /// The one-letter alias with its dash (`-s`), if any.
    var short: String? = nil
    /// The `seam.json` key (`sources`), or `nil` for a flag-only setting.
    var key: String?
    /// The value's placeholder in `--help` (`<path>`), or `nil` for a flag that takes none.
    var valueName: String? = nil
    /// The shape a value must have because the fakes print it as it is, or `nil` for a value
    /// that is not printed that way (a path).
    var syntax: NameSyntax? = nil
    /// Whether the flag also works without `generate`, replacing the output of the one
    /// `seam.json` target chosen (the build plugin writes into its work folder this way).
    var overridesConfiguration = false
    /// What `--help` says about the flag, wrapped to fit.
    var help: String
    /// How the value applies.
    var apply: Apply

    /// The long flag with its dashes, `--source`.
    var longName: String? { flag.map { "--" + $0 } }
}
