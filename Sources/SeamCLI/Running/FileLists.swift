import SeamGenerator

/// `--list-inputs` and `--list-outputs`: the files a run reads or writes, one a line on
/// standard output, for build systems that rerun a step only when a declared input changed
/// (an Xcode Run Script phase's input and output file lists). Nothing is written.
struct FileLists {
    var command: SeamCommand
    var loaded: TargetLoader.Loaded

    /// Prints `list`; returns the exit code.
    ///
    /// - Throws: ``RunFailure`` when a source path does not exist or, for the outputs of an
    ///   output folder (whose file names depend on the protocols), generating fails.
    func print(_ list: RunOptions.FileList) throws(RunFailure) -> ExitCode {
        var paths: [String] = []
        do throws(GenerationError) {
            switch list {
            case .inputs:
                paths += loaded.configuration.map { [$0] } ?? []
                for target in loaded.targets {
                    paths += target.protocolsFiles
                    paths += try target.request.inputFiles()
                }
            case .outputs:
                for target in loaded.targets {
                    paths += try outputs(of: target)
                }
            }
        } catch {
            throw RunFailure(error, code: .input)
        }
        var seen: Set<ExactName> = []  // By bytes: two names in two normalizations are two files.
        for path in paths where seen.insert(ExactName(path)).inserted {
            command.output(path)
        }
        return .success
    }

    /// The files `target` writes: its output file, or the files generated into its folder.
    private func outputs(of target: Target) throws(GenerationError) -> [String] {
        switch target.request.output {
        case .file(let path):
            return [path]
        case .folder:
            let result = try Generator.generate(try InputReader.read(try target.makeRequest()))
            result.diagnostics.map(\.description).forEach(command.error)
            return result.files.map(\.path)
        }
    }
}
