import Foundation
import SeamGenerator

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

let fixtures = files(under: "\(root)/Tests/SeamGeneratorTests/Fixtures", endingWith: ".input.txt")
    .map(read)
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
let sourceFolder = "\(work)/src"
let templateFolder = "\(work)/templates"
let findings = "\(work)/findings"
for folder in [sourceFolder, templateFolder, findings] {
    do {
        try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
        FileHandle.standardError.write(Data("error: cannot create \(folder): \(error)\n".utf8))
        exit(73)
    }
}
for (path, bytes) in zip(templateNames, templates) {
    save(bytes, to: "\(templateFolder)/\((path as NSString).lastPathComponent)")
}

/// The diagnostics of a generation over the source folder, into a scratch output folder.
func generate(templates: String?) -> [Diagnostic] {
    var request = GenerationRequest(
        sources: [sourceFolder], selection: .all, output: .folder("\(work)/out"))
    request.templates = templates
    do {
        return try Generator.generate(request).diagnostics
    } catch {
        return error.diagnostics
    }
}

let watchdog = Watchdog(work: work, timeout: options.timeout)
watchdog.start()
var tally = Tally()

for index in options.start..<(options.start + options.count) {
    var random = SplitMix(seed: options.seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    let kind = index % 10
    let input: [UInt8]
    if kind < 6 {
        let source = sources[random.below(sources.count)]
        input = Mutator.swift.mutate(
            source, donor: sources[random.below(sources.count)], random: &random)
        watchdog.begin(index, input)
        let parsed = Parser.parse(bytes: input, path: "Fuzz/Input.swift")
        tally.check(parsed.diagnostics, index: index, input: input, findings: findings)
        tally.parsed += 1
    } else if kind < 9 {
        let source = fixtures[random.below(fixtures.count)]
        input = Mutator.swift.mutate(
            source, donor: sources[random.below(sources.count)], random: &random)
        watchdog.begin(index, input)
        save(input, to: "\(sourceFolder)/Input.swift")
        tally.check(generate(templates: nil), index: index, input: input, findings: findings)
        tally.generated += 1
    } else {
        let which = random.below(templates.count)
        input = Mutator.template.mutate(
            templates[which], donor: templates[random.below(templates.count)], random: &random)
        watchdog.begin(index, input)
        let name = (templateNames[which] as NSString).lastPathComponent
        save(fixtures[random.below(fixtures.count)], to: "\(sourceFolder)/Input.swift")
        save(input, to: "\(templateFolder)/\(name)")
        tally.check(
            generate(templates: templateFolder), index: index, input: input, findings: findings)
        save(templates[which], to: "\(templateFolder)/\(name)")
        tally.templated += 1
    }
}
watchdog.finish()
print(tally.record)
print(tally.summary)
exit(tally.isClean ? 0 : 1)
