import SeamGenerator

@testable import SeamCLI

extension Generator {
    /// Reads the files `request` names as `seam` does, then generates: for the tests that
    /// start from files on disk (the golden tests run in memory).
    static func generate(_ request: GenerationRequest) throws(GenerationError) -> GenerationResult {
        try generate(try InputReader.read(request))
    }
}
