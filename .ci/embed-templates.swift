// Writes Sources/SeamGenerator/Rendering/TemplateFolder+BuiltIn.swift from Templates/*.stencil:
// the default templates, built into the generator so that a `seam` binary runs anywhere.
// Templates/ stays the one source of the generated text; run this after editing it:
//
//     swift .ci/embed-templates.swift
//
// TemplateLibraryTests fails while the two differ.
import Foundation

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let templates = root.appendingPathComponent("Templates")
let output = root.appendingPathComponent(
    "Sources/SeamGenerator/Rendering/TemplateFolder+BuiltIn.swift")

/// `text` as a raw multiline string literal with one more `#` than its longest run of `#`, so
/// that nothing inside can end the literal or start an interpolation.
func literal(_ text: String) -> String {
    var longest = 0, run = 0
    for character in text {
        run = character == "#" ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    // A multiline literal drops the line break before its closing delimiter: add one back.
    return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
}

var entries = ""
do {
    let names = try FileManager.default.contentsOfDirectory(atPath: templates.path)
    for name in names.sorted() where name.hasSuffix(".stencil") {
        let text = try String(contentsOf: templates.appendingPathComponent(name), encoding: .utf8)
        entries += "        \"\(name.dropLast(".stencil".count))\": \(literal(text)),\n"
    }
    let source = """
        // Generated from Templates/ by `swift .ci/embed-templates.swift`. Do not edit.

        extension TemplateFolder {
            /// The default templates, `Templates/*.stencil`: each template's name (the file name
            /// without ".stencil") and text.
            static let builtInTexts: [String: String] = [
        \(entries)    ]
        }

        """
    try Data(source.utf8).write(to: output, options: .atomic)
    print("embed-templates: wrote \(output.path.dropFirst(root.path.count + 1))")
} catch {
    FileHandle.standardError.write(Data("embed-templates: error: \(error)\n".utf8))
    exit(1)
}
