import SeamGenerator

/// Turns `seam`'s arguments into an ``Invocation``, through the flag tables
/// (``TargetSetting/all``, ``RunFlag/all``).
///
/// Accepts `--flag value`, `--flag=value`, short aliases (`-s value`, `-s=value`), repeated
/// flags and `--` (everything after it is a source path). Arguments that are not flags are
/// source paths after `generate` and an error otherwise.
package struct ArgumentParser {
    /// The line printed after a usage error.
    package static let usageLine =
        "Usage: seam generate --source <path> ... --output <path> [options] (see seam --help)"

    private var isGenerate = false
    private var builder = TargetBuilder()
    private var options = RunOptions()

    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` naming the bad argument.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var parser = ArgumentParser()
        var rest = arguments[...]
        if rest.first == "generate" {
            parser.isGenerate = true
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            if argument == "--" {
                for path in rest {
                    try parser.addPositional(path)
                }
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                try parser.addPositional(argument)
                continue
            }
            let (option, inlineValue) = try split(argument)
            var value = ""
            if option.takesValue {
                guard let given = inlineValue ?? rest.popFirst() else {
                    throw UsageError("missing value for '\(option.longName)'")
                }
                // An empty value is an unset shell variable (`-o "$OUT"`): `-o ''` wrote into
                // the file-system root.
                guard !given.isEmpty else {
                    throw UsageError("empty value for '\(option.longName)'")
                }
                value = given
            } else if inlineValue != nil {
                throw UsageError("'\(option.longName)' takes no value")
            }
            if let early = try parser.handle(option, value: value, spelled: argument) {
                return early
            }
        }
        return .run(try parser.finish())
    }

    /// Applies one option; returns the invocation when the option ends parsing (`--help`).
    private mutating func handle(
        _ option: CommandLineOption, value: String, spelled: String
    ) throws(UsageError) -> Invocation? {
        switch option {
        case .run(let flag):
            switch flag.action {
            case .help: return .help
            case .version: return .version
            case .set(let set):
                try checkScope(flag)
                try set(&options, value)
            }
        case .setting(let setting):
            try apply(setting, value: value, spelled: spelled)
        }
        return nil
    }

    /// Splits `--name=value` and finds the option.
    private static func split(
        _ argument: String
    ) throws(UsageError) -> (CommandLineOption, String?) {
        var name = argument
        var value: String?
        if let equals = argument.firstIndex(of: "=") {
            name = String(argument[..<equals])
            value = String(argument[argument.index(after: equals)...])
        }
        guard let option = CommandLineOption.named(name) else {
            let guesses = EditDistance.closest(to: name, among: CommandLineOption.longNames)
            throw UsageError("unknown flag '\(name)'" + EditDistance.didYouMean(guesses))
        }
        return (option, value)
    }

    private mutating func addPositional(_ argument: String) throws(UsageError) {
        guard isGenerate else {
            throw UsageError(
                "unexpected argument '\(argument)' (source paths go after 'seam generate')")
        }
        builder.request.sources.append(argument)
    }

    private func checkScope(_ flag: RunFlag) throws(UsageError) {
        if flag.scope == .configuration, isGenerate {
            throw UsageError("'\(flag.longName)' cannot be used with 'generate'")
        }
    }

    private mutating func apply(
        _ setting: TargetSetting, value: String, spelled: String
    ) throws(UsageError) {
        let name = setting.longName ?? spelled
        if !isGenerate, !setting.overridesConfiguration {
            throw UsageError("'\(name)' needs 'seam generate' (or put it in seam.json)")
        }
        let flagName = spelled.split(separator: "=", maxSplits: 1).first.map(String.init) ?? name
        switch setting.apply {
        case .string(_, let set):
            if let problem = setting.syntax?.problem(with: value) {
                throw UsageError("'\(flagName)': \(problem)")
            }
            set(&builder, TargetSetting.Given(text: value, spelled: flagName))
        case .toggle(let flagValue, let set): set(&builder, flagValue)
        case .json: break  // no flag spells these
        }
    }

    /// Checks the combination of flags and builds the options.
    private func finish() throws(UsageError) -> RunOptions {
        var options = options
        if options.isCheck && options.isDryRun {
            throw UsageError("'--check' and '--dry-run' cannot be used together")
        }
        if let list = options.fileList, options.isCheck || options.isDryRun {
            throw UsageError(
                "'\(list == .inputs ? "--list-inputs" : "--list-outputs")' cannot be combined "
                    + "with '\(options.isCheck ? "--check" : "--dry-run")'")
        }
        guard isGenerate else {
            if builder.outputs.count > 1 {
                let second = builder.outputs[1].spelled
                throw UsageError("'\(second)' repeats the output; give only one")
            }
            options.outputOverride = builder.outputs.first?.output
            return options
        }
        if builder.request.sources.isEmpty {
            throw UsageError("missing '--source' (a file or folder of Swift sources)")
        }
        options.target = try builder.finish { problem in
            switch problem {
            case .missingOutput:
                UsageError("missing '--output' (a file ending in .swift, or a folder)")
            case .repeatedOutput(_, let second):
                UsageError("'\(second)' repeats the output; give only one")
            case .selectionConflict(let flag, let other):
                UsageError(
                    "'\(flag)' cannot be combined with "
                        + (other.map { "'\($0)'" } ?? "'--protocol'/'--protocols-file'"))
            case .badAccessLevel(let given):
                UsageError(
                    "'--access-level': '\(given)' is not one of: "
                        + AccessLevel.allCases.map(\.rawValue).joined(separator: ", "))
            case .badDefault(let spelled, let reason):
                UsageError("'\(spelled)': \(reason) (expected '<Type>=<expression>')")
            }
        }
        return options
    }
}
