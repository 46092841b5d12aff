@testable import SeamCLI
@testable import SeamGenerator

extension FileWriter {
    /// The plan of one output whose orphans are all Seam-written ones: the first of
    /// ``plans(_:refusingForeign:)``.
    func plan(
        _ files: [GeneratedFile], output: GenerationRequest.Output, refusingForeign: Bool = true
    ) throws(GenerationError) -> WritePlan {
        try plans([(files, output, nil)], refusingForeign: refusingForeign)[0]
    }

    /// The stale temporaries of one output.
    static func staleTemporaries(
        of paths: [String], output: GenerationRequest.Output
    ) -> [String] {
        staleTemporaries(of: [(paths, output)])[0]
    }
}

extension WritePlan {
    /// Whether applying the plan would change nothing on disk.
    var isUpToDate: Bool { changed.isEmpty && removed.isEmpty && foreign.isEmpty }
}

extension SwiftFileFinder {
    /// The files of ``search(_:)``, without its warnings.
    static func swiftFiles(in folder: String) throws(GenerationError) -> [String] {
        try search(folder).files
    }
}
