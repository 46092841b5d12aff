@testable import SeamGenerator

/// Writes the tables of the template model reference (`SeamGenerator.docc/TemplateModel.md`)
/// from the key definitions (``TemplateModel``).
///
/// The reference marks each table with `<!-- keys: title -->` and `<!-- end keys -->`; the
/// text between them is generated, the rest is written by hand. `item` is the `is...` keys
/// every item has, which the item tables leave out; `renamed` is the renamed keys.
enum TemplateModelReference {
    static let start = "<!-- keys: "
    static let end = "<!-- end keys -->"

    /// `text` with every marked table written again from `lists`.
    static func update(_ text: String, lists: [any TemplateKeyList] = TemplateModel.all) -> String {
        var output = ""
        var rest = Substring(text)
        while let open = rest.range(of: start) {
            guard let close = rest[open.upperBound...].range(of: " -->"),
                let stop = rest[close.upperBound...].range(of: end)
            else { break }
            let title = String(rest[open.upperBound..<close.lowerBound])
            output += rest[..<close.upperBound] + "\n" + table(title, lists: lists)
            rest = rest[stop.lowerBound...]
        }
        return output + rest
    }

    /// The titles of the lists in `lists` that `text` has no table for.
    static func missing(
        in text: String, lists: [any TemplateKeyList] = TemplateModel.all
    )
        -> [String]
    {
        (["item", "renamed"] + lists.map(\.title)).filter { !text.contains(start + $0 + " -->") }
    }

    /// The table of the list called `title`, with a line break after it.
    static func table(_ title: String, lists: [any TemplateKeyList]) -> String {
        let entries = lists.flatMap(\.entries)
        if title == "renamed" {
            let renamed = entries.compactMap { entry in entry.renamedFrom.map { ($0, entry.name) } }
            let rows = Set(renamed.map { "| `\($0.0)` | `\($0.1)` |\n" }).sorted()
            return "| Former name | Name now |\n| --- | --- |\n" + rows.joined()
        }
        let kinds = TemplateModel.kindNames
        let rows: [TemplateKeyEntry]
        if title == "item" {
            let directive = lists.first { $0.title == "directive" }?.entries ?? []
            rows = directive.filter { kinds.contains($0.name) }
        } else {
            var skipped: Set<String> = []
            if title == "subscript" {
                skipped = Set(lists.first { $0.title == "method" }?.entries.map(\.name) ?? [])
            } else if ["directive", "method", "property", "initializer"].contains(title) {
                skipped = kinds
            }
            rows = (lists.first { $0.title == title }?.entries ?? []).filter {
                !skipped.contains($0.name)
            }
        }
        return "| Key | Type | Meaning |\n| --- | --- | --- |\n" + rows.map(row).joined()
    }

    private static func row(_ entry: TemplateKeyEntry) -> String {
        let renamed = entry.renamedFrom.map { " (formerly `\($0)`)" } ?? ""
        return "| `\(entry.name)` | \(entry.kind.description) | \(entry.doc)\(renamed) |\n"
    }
}

extension TemplateModel {
    /// The names of the `is...` keys every item has.
    static let kindNames = Set(kinds({ (_: Int) in .method }, isStatic: { _ in false }).map(\.name))
}
