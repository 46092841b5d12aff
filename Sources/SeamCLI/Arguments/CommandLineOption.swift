/// Every flag `seam` accepts, with its spelling and whether it takes a value.
enum CommandLineOption: String, CaseIterable, Sendable {
    case help, version
    case config, target
    case source, referenceSource = "reference-source"
    case protocolName = "protocol", protocolsFile = "protocols-file", all, annotated
    case injector, module
    case output, outputFile = "output-file", outputFolder = "output-folder"
    case templates, importModule = "import", testableImport = "testable-import"
    case accessLevel = "access-level", noStubTypes = "no-stub-types"
    case nonisolatedNonsending = "nonisolated-nonsending"
    case noNonisolatedNonsending = "no-nonisolated-nonsending"
    case noSubclassing = "no-subclassing", noSpies = "no-spies"
    case check, dryRun = "dry-run", quiet, cacheDir = "cache-dir", noCache = "no-cache"

    /// Where a flag may appear.
    enum Scope {
        /// Anywhere.
        case any
        /// Only without `generate` (they pick a `seam.json`).
        case configuration
        /// Only after `generate` (they describe the target).
        case generate
    }

    /// The long spelling, `--source`.
    var longName: String { "--" + rawValue }

    /// The one-letter alias, if any.
    var shortName: String? {
        switch self {
        case .help: "-h"
        case .config: "-c"
        case .target: "-t"
        case .source: "-s"
        case .referenceSource: "-r"
        case .protocolName: "-p"
        case .output: "-o"
        case .quiet: "-q"
        default: nil
        }
    }

    /// Whether the flag needs a value (`--source <path>`).
    var takesValue: Bool {
        switch self {
        case .help, .version, .all, .annotated, .check, .dryRun, .quiet, .noCache, .noStubTypes,
            .nonisolatedNonsending, .noNonisolatedNonsending, .noSubclassing, .noSpies: false
        default: true
        }
    }

    /// Where the flag may appear.
    var scope: Scope {
        switch self {
        case .config, .target: .configuration
        case .source, .referenceSource, .protocolName, .protocolsFile, .all, .annotated,
            .injector, .module, .templates, .importModule, .testableImport, .accessLevel,
            .noStubTypes, .nonisolatedNonsending, .noNonisolatedNonsending, .noSubclassing, .noSpies:
            .generate
        default: .any
        }
    }

    /// The option spelled `name` (`--source` or `-s`), if any.
    static func named(_ name: String) -> CommandLineOption? {
        allCases.first { $0.longName == name || $0.shortName == name }
    }
}
