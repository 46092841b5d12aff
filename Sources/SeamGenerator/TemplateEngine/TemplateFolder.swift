/// The template files of one folder, read into memory: what ``TemplateLibrary`` parses.
///
/// Every `*.stencil` file directly in the folder is a template, named after the file without
/// ".stencil" (`Fake.swift.stencil` is "Fake.swift").
package struct TemplateFolder: Sendable, Hashable {
    /// One template file.
    package struct File: Sendable, Hashable {
        /// The template's name: the file name without ".stencil".
        package var name: String
        /// The file's path, `folder/Name.stencil`, used in errors.
        package var path: String
        /// The file's text.
        package var text: String

        /// Creates a template file.
        package init(name: String, path: String, text: String) {
            self.name = name
            self.path = path
            self.text = text
        }
    }

    /// The folder, as given.
    package var folder: String
    /// The templates, sorted by name.
    package var files: [File]

    /// Creates a folder of templates from texts already in memory (`name` to text); each
    /// file's path is `folder/name.stencil`.
    package init(folder: String, texts: [String: String]) {
        self.folder = folder
        self.files = texts.keys.sorted().map {
            File(name: $0, path: Path.appending($0 + ".stencil", to: folder), text: texts[$0]!)
        }
    }

    /// The default templates, built into the generator from the repository's `Templates/`
    /// (`TemplateFolder+BuiltIn.swift`, written by `swift .ci/embed-templates.swift`), so that
    /// `seam` needs no files of its own and runs anywhere. Messages name them
    /// `Templates/Name.stencil`.
    package static let builtIn = TemplateFolder(folder: "Templates", texts: builtInTexts)
}
