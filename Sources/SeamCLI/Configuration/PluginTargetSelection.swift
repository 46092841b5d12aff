/// The `seam.json` targets that `--plugin-target` names select: those listed, with a note for
/// each name that is not.
///
/// A plugin host passes the targets a user selected: Xcode's dialog lists every target of the
/// project, and a user who selects the app target as well as its test target should get the
/// test target's fakes, not an error about the app target.
struct PluginTargetSelection {
    /// The selected names that `seam.json` lists, in the order given.
    var names: [String] = []
    /// One `note:` line for each selected name that `seam.json` does not list.
    var notes: [String] = []

    /// The selection of `selected` in `file`; empty when nothing was selected.
    ///
    /// - Throws: ``UsageError`` when names were selected and `file` lists none of them.
    init(_ selected: [String], in file: ConfigurationFile) throws(UsageError) {
        guard !selected.isEmpty else { return }
        let known = file.targets.compactMap(\.name)
        for name in selected {
            if known.contains(name) {
                names.append(name)
            } else {
                notes.append(
                    "\(file.path): note: skipping the selected target '\(name)': no target has "
                        + "that name")
            }
        }
        if names.isEmpty {
            let list = known.isEmpty ? "none has a name" : known.joined(separator: ", ")
            throw UsageError(
                "none of the selected targets (\(selected.joined(separator: ", "))) is listed "
                    + "(targets: \(list))",
                file: file.path)
        }
    }
}
