import Foundation

// Build-time tool of the SeamTemplatesPlugin: writes the default templates (Templates/*.stencil)
// into one Swift file of SeamGenerator, so that `seam` carries them and runs anywhere.
//
//     SeamTemplateEmbedder <output.swift> <template.stencil>...

/// The text of `text` as a Swift raw multiline string literal: one more `#` than the longest
/// run of `#` in the text, so that neither `"""#...` nor `\#...(` inside it can end the
/// literal or start an interpolation.
func literal(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    // A multiline literal drops the newline before its closing delimiter: add one back.
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: SeamTemplateEmbedder <output> <file>...\n".utf8))
    exit(64)
}
var entries: [String] = []
for path in arguments.dropFirst().sorted() {
    let name = URL(fileURLWithPath: path).lastPathComponent
    do {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let template = name.hasSuffix(".stencil") ? String(name.dropLast(".stencil".count)) : name
        entries.append("        \"\(template)\": \(literal(text)),\n")
    } catch {
        let message = "\(path): error: cannot read the template: \(error)\n"
        FileHandle.standardError.write(Data(message.utf8))
        exit(66)
    }
}
let source = """
    // Generated at build time from Templates/ by SeamTemplateEmbedder. Do not edit.

    extension TemplateFolder {
        /// The default templates, `Templates/*.stencil`: each template's name (the file name
        /// without ".stencil") and text.
        static let builtInTexts: [String: String] = [
    \(entries.joined())    ]
    }

    """
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("\(output): error: cannot write: \(error)\n".utf8))
    exit(73)
}
