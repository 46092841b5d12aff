/// The text `seam --help` prints.
enum HelpText {
    static let text = """
        seam \(SeamVersion.current): generates test fakes for Swift protocols.

        USAGE:
          seam [--config <file>] [--target <name>] ... [run options]
          seam generate --source <path> ... --output <path> [target options] [run options]
          seam --help | --version

        With no subcommand, seam reads seam.json in the current folder (or --config) and
        generates every target it lists. 'seam generate' takes one target as flags.

        CONFIGURATION:
          -c, --config <file>           seam.json to read (default: ./seam.json)
          -t, --target <name>           only the target with this name (repeatable)

        TARGET OPTIONS (after 'generate'):
          -s, --source <path>           file or folder of sources, recursive (repeatable;
                                        arguments after '--' are sources too)
          -r, --reference-source <path> parsed for inherited protocols, never faked (repeatable)
          -p, --protocol <name>         fake this protocol; 'Outer.Inner' if nested (repeatable)
              --protocols-file <file>   fake the protocols listed in a file, one a line
              --all                     fake every protocol
              --annotated               fake protocols whose doc comment has seam:fake (default)
              --injector <name>         the injector protocol, which gets a FakeInjector
              --module <name>           the module the protocols live in
          -o, --output <path>           a file if it ends in .swift, else a folder
              --output-file <file>      one file with every fake
              --output-folder <folder>  one file per protocol, P.swift (or Outer.Inner.swift)
              --templates <folder>      templates replacing the default ones
              --import <module>         import in every generated file (repeatable)
              --testable-import <module> @testable import in every file (repeatable)
              --access-level <level>    public, package or internal (default: internal)
              --no-stub-types           leave out the stub types (SeamMethodStub...): another
                                        output compiled into the same module declares them
              --nonisolated-nonsending  the protocols' module is built with the upcoming feature
                                        NonisolatedNonsendingByDefault (default: read from the
                                        nearest Package.swift above the sources)
              --no-nonisolated-nonsending  it is not (turns the detection off)
              --no-subclassing          make every fake final, implementing all of its
                                        requirements (by default a fake subclasses the fake
                                        of a refined protocol that implements the same ones)
              --no-spies                fakes without init(forwardingTo:), which forwards
                                        unstubbed calls to a real instance: they compile
                                        faster

        RUN OPTIONS:
              --check                   write nothing; exit 1 and name stale files if
                                        generating would change anything
              --dry-run                 print the generated text instead of writing it
          -q, --quiet                   no summary lines
              --cache-dir <folder>      where no-change fingerprints live (default: .build/seam
                                        next to seam.json, or in the current folder)
              --no-cache                always parse and generate
          -h, --help                    show this help
              --version                 show the version

        EXIT CODES:
          0 success, 1 stale output (--check), 64 usage error (bad flag, bad seam.json),
          65 input error (source, template, unknown protocol), 73 cannot write output.
        """
}
