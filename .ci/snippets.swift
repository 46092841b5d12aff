// Checks that every Swift snippet in the README and the DocC catalogs is compiled code.
//
// Usage (from the repository root): swift .ci/snippets.swift [markdown files...]
// Without arguments it reads README.md and every .md file of Sources/*/*.docc.
//
// Each ```swift block, and any other fenced block that has one, is preceded by a marker line
//     <!-- snippet: Sources/SampleApp/Injector.swift Tests/SampleAppTests/ControllerTests.swift -->
// naming files that `swift build` or `swift test` compile (or, for JSON, files the tests read).
// The block's lines must appear in those files, concatenated in the order named, with the
// same text apart from leading and trailing spaces; blank lines do not count. A line whose text
// starts with `// ...` stands for any number of skipped lines; without one, lines must be
// consecutive. A line with `.package(` matches any such line: where an app keeps Seam differs
// from the fixture.
import Foundation

struct Failure: Error {
    var message: String
}

struct Block {
    var file: String
    var line: Int
    var language: String
    var marker: [String]?
    var lines: [String]
}

func blocks(in file: String) throws -> [Block] {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    let lines = text.components(separatedBy: "\n")
    var result: [Block] = []
    var index = 0
    var lastText: String?
    while index < lines.count {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("```") {
            let language = String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count,
                !lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("```")
            {
                body.append(lines[index])
                index += 1
            }
            result.append(
                Block(
                    file: file, line: start + 1, language: language,
                    marker: marker(lastText), lines: body))
            lastText = nil
        } else if !trimmed.isEmpty {
            lastText = trimmed
        }
        index += 1
    }
    return result
}

/// The files of a `<!-- snippet: a b -->` line, or nil.
func marker(_ line: String?) -> [String]? {
    guard let line, line.hasPrefix("<!-- snippet:"), line.hasSuffix("-->") else { return nil }
    let inner = line.dropFirst("<!-- snippet:".count).dropLast("-->".count)
    return inner.split(separator: " ").map(String.init)
}

func isElision(_ line: String) -> Bool {
    line.trimmingCharacters(in: .whitespaces).hasPrefix("// ...")
}

func same(_ shown: String, _ source: String) -> Bool {
    let shown = shown.trimmingCharacters(in: .whitespaces)
    let source = source.trimmingCharacters(in: .whitespaces)
    if shown.contains(".package(") && source.contains(".package(") { return true }
    return shown == source
}

/// Checks one block; returns a message when it does not match its sources.
func check(_ block: Block) throws -> String? {
    let place = "\(block.file):\(block.line)"
    guard let sources = block.marker, !sources.isEmpty else {
        if block.language == "swift" {
            return "\(place): error: Swift snippet without a '<!-- snippet: <compiled file> -->' line before it"
        }
        return nil
    }
    var sourceLines: [String] = []
    for source in sources {
        guard let text = try? String(contentsOfFile: source, encoding: .utf8) else {
            return "\(place): error: snippet source '\(source)' cannot be read"
        }
        sourceLines += text.components(separatedBy: "\n").filter {
            !$0.trimmingCharacters(in: .whitespaces).isEmpty
        }
    }
    // Segments: runs of shown lines between elisions, matched left to right.
    var segments: [[(offset: Int, text: String)]] = [[]]
    for (offset, line) in block.lines.enumerated() {
        if isElision(line) {
            segments.append([])
        } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            segments[segments.count - 1].append((offset, line))
        }
    }
    var from = 0
    for segment in segments where !segment.isEmpty {
        var found: Int?
        var best = (matched: 0, at: 0)
        var start = from
        while start + segment.count <= sourceLines.count {
            var matched = 0
            while matched < segment.count, same(segment[matched].text, sourceLines[start + matched]) {
                matched += 1
            }
            if matched == segment.count {
                found = start
                break
            }
            if matched > best.matched { best = (matched, start) }
            start += 1
        }
        guard let found else {
            let bad = segment[best.matched]
            let line = block.line + 1 + bad.offset
            let shown = bad.text.trimmingCharacters(in: .whitespaces)
            return "\(block.file):\(line): error: snippet line not found in \(sources.joined(separator: " ")) "
                + "(in this order, after the lines before it): \(shown)"
        }
        from = found + segment.count
    }
    return nil
}

func markdownFiles() -> [String] {
    var files = ["README.md"]
    let manager = FileManager.default
    let targets = (try? manager.contentsOfDirectory(atPath: "Sources")) ?? []
    for target in targets.sorted() {
        let catalog = "Sources/\(target)/\(target).docc"
        guard let walker = manager.enumerator(atPath: catalog) else { continue }
        for case let path as String in walker where path.hasSuffix(".md") {
            files.append("\(catalog)/\(path)")
        }
    }
    return files.sorted()
}

let arguments = Array(CommandLine.arguments.dropFirst())
let files = arguments.isEmpty ? markdownFiles() : arguments
var problems: [String] = []
var checked = 0
for file in files {
    do {
        for block in try blocks(in: file) {
            if block.marker != nil || block.language == "swift" { checked += 1 }
            if let problem = try check(block) { problems.append(problem) }
        }
    } catch {
        problems.append("\(file): error: cannot read: \(error)")
    }
}
for problem in problems {
    FileHandle.standardError.write(Data((problem + "\n").utf8))
}
print("snippets: \(checked) checked in \(files.count) files, \(problems.count) not matching")
exit(problems.isEmpty ? 0 : 1)
