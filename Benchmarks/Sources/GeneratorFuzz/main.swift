import Foundation
@_spi(Benchmarks) import SeamGenerator

// Mutated real sources through the parser and the whole generator, and mutated templates
// through the whole generator: counts diagnostics without `path:line:col` and diagnostics
// that span lines. Crashes and hangs end the process; `.ci/fuzz` counts them and resumes.

let options: FuzzOptions
do {
    options = try FuzzOptions(Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(64)
}

/// The repository: this file is <repo>/Benchmarks/Sources/GeneratorFuzz/main.swift.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
let fileManager = FileManager.default

func files(under folder: String, endingWith suffix: String) -> [String] {
    guard let names = fileManager.enumerator(atPath: folder) else { return [] }
    return names.compactMap { $0 as? String }.filter { $0.hasSuffix(suffix) }.sorted().map {
        "\(folder)/\($0)"
    }
}

/// Writes `bytes` to `path`, or ends the run: a harness that cannot write its inputs tests nothing.
func save(_ bytes: [UInt8], to path: String) {
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
        FileHandle.standardError.write(Data("error: cannot write \(path)\n".utf8))
        exit(73)
    }
}

func read(_ path: String) -> [UInt8] {
    fileManager.contents(atPath: path).map { [UInt8]($0) } ?? []
}

let fixtures =
    files(under: "\(root)/Tests/SeamGeneratorTests/Fixtures", endingWith: ".input.txt").map(read)
    + Seeds.sources
let sources =
    (fixtures
    + (files(under: "\(root)/Sources", endingWith: ".swift")
    + options.corpora.flatMap { files(under: $0, endingWith: ".swift") }).map(read)).filter {
        !$0.isEmpty
    }
let templateNames = files(under: "\(root)/Templates", endingWith: ".stencil")
let templates = templateNames.map(read)
guard !fixtures.isEmpty, !templates.isEmpty else {
    FileHandle.standardError.write(Data("error: no fixtures or templates under \(root)\n".utf8))
    exit(66)
}

let work = options.work
let findings = "\(work)/findings"
for folder in [findings] {
    do {
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(Data("error: cannot create \(folder): \(error)\n".utf8))
        exit(73)
    }
}
/// The name of each default template (`Fake.swift` for `Fake.swift.stencil`).
let templateKeys = templateNames.map { String(($0 as NSString).lastPathComponent.dropLast(8)) }

/// The diagnostics and files of a generation, in memory, of `source` with the default
/// templates, or with them and `template` in place of the template at `replaced`; with `names`,
/// a module, imports, an injector and protocols to fake named as configuration could name them.
func generate(
    _ source: [UInt8], template: [UInt8]? = nil, replaced: Int = 0, names: [String]? = nil
) -> (diagnostics: [Diagnostic], files: [GeneratedFile]) {
    var request = GenerationRequest(
        sources: ["Fuzz/Input.swift"], selection: .all, output: .folder("\(work)/out"))
    if let names, names.count == 4 {
        request.module = names[0]
        request.imports = [names[1]]
        request.injector = names[2]
        request.selection = .names([names[3], "Raw", "Issuer"])
    }
    var texts: [String: String]?
    if let template {
        request.templates = "Fuzz/Templates"
        var all = Dictionary(
            uniqueKeysWithValues: zip(
                templateKeys, templates.map { String(decoding: $0, as: UTF8.self) }))
        all[templateKeys[replaced]] = String(decoding: template, as: UTF8.self)
        texts = all
    }
    let input = GenerationInput(
        request: request, sources: [SourceFile(path: "Fuzz/Input.swift", bytes: source)],
        templates: texts)
    do {
        let result = try Generator.generate(input)
        return (result.diagnostics, result.files)
    } catch {
        return (error.diagnostics, [])
    }
}

/// Saves `input` and its generated `files` under `<work>/compile/<index>/` (`Input.swift`,
/// `Fakes/0.swift`..., and `warnings.txt` with the generator's warnings) when they hold fakes
/// and it is the Nth input that wrote fakes (`--compile-every N`); `wroteFakes` counts those
/// inputs.
func saveForCompiling(
    _ input: [UInt8], files: [GeneratedFile], diagnostics: [Diagnostic], index: Int,
    wroteFakes: inout Int
) {
    guard options.compileEvery > 0,
        files.contains(where: { !$0.path.hasSuffix("/Seam+Stubs.swift") })
    else { return }
    wroteFakes += 1
    guard wroteFakes % options.compileEvery == 0 else { return }
    let folder = "\(work)/compile/\(index)"
    do {
        try fileManager.createDirectory(
            atPath: "\(folder)/Fakes", withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(Data("error: cannot create \(folder): \(error)\n".utf8))
        exit(73)
    }
    save(input, to: "\(folder)/Input.swift")
    // Numbered, not named after their protocols: a name of thousands of bytes (a mutation
    // repeats a slice) is no file name, and ended the harness (exit 73) as if it had crashed.
    for (offset, file) in files.enumerated() {
        save(Array(file.contents.utf8), to: "\(folder)/Fakes/\(offset).swift")
    }
    let warnings = diagnostics.filter { $0.severity == .warning }.map { $0.description + "\n" }
    save(Array(warnings.joined().utf8), to: "\(folder)/warnings.txt")
}

/// `source` mutated, and one time in eight made into another whole file (``Seeds/reencoded``).
func mutatedSwift(_ source: [UInt8], random: inout SplitMix) -> [UInt8] {
    let mutated = Mutator.swift.mutate(
        source, donor: sources[random.below(sources.count)], random: &random)
    return random.below(8) == 0 ? Seeds.reencoded(mutated, random: &random) : mutated
}

let watchdog = Watchdog(work: work, timeout: options.timeout)
watchdog.start()
var tally = Tally()
var wroteFakes = 0

for index in options.start..<(options.start + options.count) {
    var random = SplitMix(seed: options.seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    let kind = index % 10
    let input: [UInt8]
    if kind < 6 {
        let source = sources[random.below(sources.count)]
        input = mutatedSwift(source, random: &random)
        watchdog.begin(index, input)
        let parsed = ParseSummary(parsing: input, path: "Fuzz/Input.swift")
        tally.check(parsed.diagnostics, index: index, input: input, findings: findings)
        tally.parsed += 1
    } else if kind < 9 {
        let source = fixtures[random.below(fixtures.count)]
        // One input in four is a fixture and a seed unmutated (``Seeds/combined``).
        input =
            random.below(4) == 0
            ? Seeds.combined(source, random: &random) : mutatedSwift(source, random: &random)
        // One input in ten names what it fakes as configuration would, line breaks and all.
        let names =
            random.below(10) == 0
            ? (0..<4).map { _ in
                Seeds.configurationNames[random.below(Seeds.configurationNames.count)]
            } : nil
        watchdog.begin(index, input)
        let (diagnostics, files) = generate(input, names: names)
        // A name from configuration that is no protocol has no place in the sources: `seam`
        // gives its error the line and column of seam.json, which the generator never sees.
        tally.check(
            diagnostics, index: index, input: input, findings: findings,
            allowsUnlocated: names != nil)
        // Names from configuration import modules that do not exist: nothing to compile.
        if names == nil {
            saveForCompiling(
                input, files: files, diagnostics: diagnostics, index: index,
                wroteFakes: &wroteFakes)
        }
        tally.generated += 1
    } else {
        let which = random.below(templates.count)
        input = Mutator.template.mutate(
            templates[which], donor: templates[random.below(templates.count)], random: &random)
        watchdog.begin(index, input)
        let source = fixtures[random.below(fixtures.count)]
        tally.check(
            generate(source, template: input, replaced: which).diagnostics, index: index,
            input: input,
            findings: findings)
        tally.templated += 1
    }
}
watchdog.finish()
print(tally.record)
print(tally.summary)
exit(tally.isClean ? 0 : 1)
