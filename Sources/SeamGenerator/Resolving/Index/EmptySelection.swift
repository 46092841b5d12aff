/// The warning for a run that fakes nothing: before it, a selection that found no protocol
/// wrote a file with no fakes in it and said nothing (issue 25 §9).
enum EmptySelection {
    /// The warning when `chosen` is empty and there is no injector, or `nil`: it says why the
    /// selection of `request` found nothing, given how many source files (`sourceFiles`) were
    /// read, and which output will hold no fakes.
    static func warning(
        _ request: GenerationRequest, chosen: Int, hasInjector: Bool, sourceFiles: Int
    ) -> Diagnostic? {
        guard chosen == 0, !hasInjector else { return nil }
        let reason: String
        if sourceFiles == 0 {
            reason = "the sources hold no .swift file"
        } else {
            switch request.selection {
            case .annotated:
                reason =
                    "no protocol of the sources has 'seam:fake' in its doc comment (mark one, or "
                    + "name the protocols to fake)"
            case .all: reason = "the sources declare no protocol"
            case .names: reason = "the list of protocols to fake is empty"
            }
        }
        let output =
            switch request.output {
            case .file(let path): "'\(path)'"
            case .folder(let path): "folder '\(path)'"
            }
        return Diagnostic(.warning, "nothing to fake: \(reason); \(output) gets no fakes")
    }
}
