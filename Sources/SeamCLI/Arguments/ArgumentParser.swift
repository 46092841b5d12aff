import SeamGenerator

/// Turns `seam`'s arguments into an ``Invocation``.
///
/// Accepts `--flag value`, `--flag=value`, short aliases (`-s value`, `-s=value`), repeated
/// flags and `--` (everything after it is a source path). Arguments that are not flags are
/// source paths after `generate` and an error otherwise.
package struct ArgumentParser {
    /// The line printed after a usage error.
    package static let usageLine =
        "Usage: seam generate --source <path> ... --output <path> [options] (see seam --help)"

    private var isGenerate = false
    private var settings = TargetSettings()
    private var options = RunOptions(source: .configuration(path: "seam.json", targets: []))
    private var configPath: String?
    private var targets: [String] = []
    private var names: [String] = []
    private var nameFiles: [String] = []
    private var selectionFlags: [String] = []
    private var outputs: [(flag: String, output: TargetSettings.Output)] = []

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
            if option == .help { return .help }
            if option == .version { return .version }
            var value: String?
            if option.takesValue {
                guard let given = inlineValue ?? rest.popFirst() else {
                    throw UsageError("missing value for '\(option.longName)'")
                }
                value = given
            } else if inlineValue != nil {
                throw UsageError("'\(option.longName)' takes no value")
            }
            try parser.apply(option, value: value ?? "", spelled: argument)
        }
        return .run(try parser.finish())
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
            throw UsageError("unknown flag '\(name)'")
        }
        return (option, value)
    }

    private mutating func addPositional(_ argument: String) throws(UsageError) {
        guard isGenerate else {
            throw UsageError(
                "unexpected argument '\(argument)' (source paths go after 'seam generate')")
        }
        settings.sources.append(argument)
    }

    private mutating func apply(
        _ option: CommandLineOption, value: String, spelled: String
    ) throws(UsageError) {
        switch (option.scope, isGenerate) {
        case (.configuration, true):
            throw UsageError("'\(option.longName)' cannot be used with 'generate'")
        case (.generate, false):
            throw UsageError("'\(option.longName)' needs 'seam generate' (or put it in seam.json)")
        default: break
        }
        switch option {
        case .config: configPath = value
        case .target: targets.append(value)
        case .source: settings.sources.append(value)
        case .referenceSource: settings.referenceSources.append(value)
        case .protocolName: names.append(value)
        case .protocolsFile: nameFiles.append(value)
        case .all, .annotated: selectionFlags.append(option.longName)
        case .injector: settings.injector = value
        case .module: settings.module = value
        case .output:
            outputs.append((spelled, value.hasSuffix(".swift") ? .file(value) : .folder(value)))
        case .outputFile: outputs.append((option.longName, .file(value)))
        case .outputFolder: outputs.append((option.longName, .folder(value)))
        case .templates: settings.templates = value
        case .importModule: settings.imports.append(value)
        case .testableImport: settings.testableImports.append(value)
        case .accessLevel: settings.accessLevel = value
        case .noStubTypes: settings.writesStubTypes = false
        case .nonisolatedNonsending: settings.nonisolatedNonsending = true
        case .noNonisolatedNonsending: settings.nonisolatedNonsending = false
        case .noSubclassing: settings.subclassesFakes = false
        case .noSpies: settings.makesSpies = false
        case .check: options.isCheck = true
        case .dryRun: options.isDryRun = true
        case .quiet: options.isQuiet = true
        case .cacheDir: options.cacheDirectory = value
        case .noCache: options.isCacheDisabled = true
        case .help, .version: break
        }
    }

    /// Checks the combination of flags and builds the options.
    private mutating func finish() throws(UsageError) -> RunOptions {
        if options.isCheck && options.isDryRun {
            throw UsageError("'--check' and '--dry-run' cannot be used together")
        }
        if outputs.count > 1 {
            throw UsageError("'\(outputs[1].flag)' repeats the output; give only one")
        }
        guard isGenerate else {
            options.outputOverride = outputs.first?.output
            options.source = .configuration(path: configPath ?? "seam.json", targets: targets)
            return options
        }
        settings.selection = try selection()
        settings.output = outputs.first?.output
        if settings.sources.isEmpty {
            throw UsageError("missing '--source' (a file or folder of Swift sources)")
        }
        if settings.output == nil {
            throw UsageError("missing '--output' (a file ending in .swift, or a folder)")
        }
        if let level = settings.accessLevel, !TargetSettings.accessLevels.contains(level) {
            throw UsageError("'--access-level' must be one of: public, package, internal")
        }
        options.source = .flags(settings)
        return options
    }

    private func selection() throws(UsageError) -> TargetSettings.Selection {
        let listed = !names.isEmpty || !nameFiles.isEmpty
        if let flag = selectionFlags.first, listed || Set(selectionFlags).count > 1 {
            let other = listed ? "'--protocol'/'--protocols-file'" : "'\(selectionFlags.last!)'"
            throw UsageError("'\(flag)' cannot be combined with \(other)")
        }
        if listed { return .listed(names: names, files: nameFiles) }
        return selectionFlags.first == "--all" ? .all : .annotated
    }
}
