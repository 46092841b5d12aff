import SeamGenerator

extension TargetSetting {
    /// Every target setting, in the order `--help` and the `seam.json` key list show them.
    static let all: [TargetSetting] = [
        TargetSetting(
            flag: nil, key: "name", help: "",
            apply: .string(isList: false) { $0.name = $1.text }),
        TargetSetting(
            flag: "source", short: "-s", key: "sources", valueName: "<path>",
            help: "file or folder of sources, recursive (repeatable; arguments after '--' are "
                + "sources too)",
            apply: .string(isList: true) { $0.request.sources.append($1.text) }),
        TargetSetting(
            flag: "reference-source", short: "-r", key: "referenceSources", valueName: "<path>",
            help: "parsed for inherited protocols, never faked (repeatable)",
            apply: .string(isList: true) { $0.request.referenceSources.append($1.text) }),
        TargetSetting(
            flag: "protocol", short: "-p", key: nil, valueName: "<name>", syntax: .protocolName,
            help: "fake this protocol; 'Outer.Inner' if nested (repeatable)",
            apply: .string(isList: true) { $0.names.append($1.text) }),
        TargetSetting(
            flag: nil, key: "protocols", help: "",
            apply: .json { builder, value, path, reader throws(UsageError) in
                try builder.readProtocols(value, at: path, reader: reader)
            }),
        TargetSetting(
            flag: "protocols-file", key: "protocolsFile", valueName: "<file>",
            help: "fake the protocols listed in a file, one a line",
            apply: .string(isList: false) { $0.protocolsFiles.append($1.text) }),
        TargetSetting(
            flag: "all", key: nil, help: "fake every protocol",
            apply: .toggle(flagValue: true) { builder, _ in builder.choose(.all, "--all") }),
        TargetSetting(
            flag: "annotated", key: nil,
            help: "fake protocols whose doc comment has seam:fake (default)",
            apply: .toggle(flagValue: true) { builder, _ in
                builder.choose(.annotated, "--annotated")
            }),
        TargetSetting(
            flag: "injector", key: "injector", valueName: "<name>", syntax: .protocolName,
            help: "the injector protocol, which gets a FakeInjector",
            apply: .string(isList: false) { $0.request.injector = $1.text }),
        TargetSetting(
            flag: "module", key: "module", valueName: "<name>", syntax: .module,
            help: "the module the protocols live in, imported by the fakes",
            apply: .string(isList: false) { $0.request.module = $1.text }),
        TargetSetting(
            flag: "output", short: "-o", key: nil, valueName: "<path>",
            overridesConfiguration: true,
            help: "a file if it ends in .swift, else a folder",
            apply: .string(isList: false) { builder, given in
                let isFile = given.text.hasSuffix(".swift")
                let output: GenerationRequest.Output =
                    isFile ? .file(given.text) : .folder(given.text)
                builder.outputs.append((given.spelled, output))
            }),
        TargetSetting(
            flag: "output-file", key: "outputFile", valueName: "<file>",
            overridesConfiguration: true,
            help: "one file with every fake",
            apply: .string(isList: false) { $0.outputs.append(($1.spelled, .file($1.text))) }),
        TargetSetting(
            flag: "output-folder", key: "outputFolder", valueName: "<folder>",
            overridesConfiguration: true,
            help: "one file per protocol, P.swift (or Outer.Inner.swift)",
            apply: .string(isList: false) { $0.outputs.append(($1.spelled, .folder($1.text))) }),
        TargetSetting(
            flag: "templates", key: "templates", valueName: "<folder>",
            help: "templates replacing the built-in ones",
            apply: .string(isList: false) { $0.request.templates = $1.text }),
        TargetSetting(
            flag: "import", key: "imports", valueName: "<module>", syntax: .importedModule,
            help: "import in every generated file (repeatable)",
            apply: .string(isList: true) { $0.request.imports.append($1.text) }),
        TargetSetting(
            flag: "testable-import", key: "testableImports", valueName: "<module>",
            syntax: .importedModule,
            help: "@testable import in every generated file (repeatable)",
            apply: .string(isList: true) { $0.request.testableImports.append($1.text) }),
        TargetSetting(
            flag: "access-level", key: "accessLevel", valueName: "<level>",
            help: "public, package or internal (default: internal)",
            apply: .string(isList: false) { builder, given in
                builder.accessLevel = given.text
            }),
        TargetSetting(
            flag: "default", key: nil, valueName: "<Type=expression>",
            help: "what fakes return for Type when a test has not stubbed the member "
                + "(repeatable; seam.json: \"defaults\": {\"Type\": \"expression\"})",
            apply: .string(isList: true) { builder, given in
                // `Type = expression` too: the spaces around `=` are not part of either.
                let parts = given.text.split(separator: "=", maxSplits: 1).map { part in
                    String(
                        part.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace)
                            .reversed())
                }
                builder.defaults.append(
                    (given.spelled, parts.first ?? "", parts.count == 2 ? parts[1] : ""))
            }),
        TargetSetting(
            flag: nil, key: "defaults", help: "",
            apply: .json { builder, value, path, reader throws(UsageError) in
                let object = try reader.object(value, at: path, allowed: nil)
                for (type, expression) in object.sorted(by: { $0.key < $1.key }) {
                    let spelled = reader.join(path, type)
                    if let problem = NameSyntax.typeName.problem(with: type) {
                        throw reader.error(problem, at: spelled, isKey: true)
                    }
                    let text = try reader.string(expression, at: spelled)
                    if let problem = TargetBuilder.problem(ofExpression: text) {
                        throw reader.error(problem, at: spelled)
                    }
                    builder.defaults.append((spelled, type, text))
                }
            }),
        TargetSetting(
            flag: "no-stub-types", key: "stubTypes",
            help: "leave out the stub types (SeamMethodStub...): another output compiled into "
                + "the same module declares them (give that one --all-stub-shapes)",
            apply: .toggle(flagValue: false) { $0.request.writesStubTypes = $1 }),
        TargetSetting(
            flag: "all-stub-shapes", key: "allStubShapes",
            help: "declare every stub type and call shape, not only those this output's fakes "
                + "use: for the output whose stub types others (--no-stub-types) use too",
            apply: .toggle(flagValue: true) { $0.request.writesAllStubShapes = $1 }),
        TargetSetting(
            flag: "nonisolated-nonsending", key: "nonisolatedNonsending",
            help: "the protocols' module is built with the upcoming feature "
                + "NonisolatedNonsendingByDefault (default: read from the nearest Package.swift "
                + "above the sources)",
            apply: .toggle(flagValue: true) { $0.request.nonisolatedNonsending = $1 }),
        TargetSetting(
            flag: "no-nonisolated-nonsending", key: nil,
            help: "it is not (turns the detection off)",
            apply: .toggle(flagValue: false) { $0.request.nonisolatedNonsending = $1 }),
        TargetSetting(
            flag: "no-subclassing", key: "subclassing",
            help: "make every fake final, implementing all of its requirements (by default a "
                + "fake subclasses the fake of a refined protocol that implements the same ones)",
            apply: .toggle(flagValue: false) { $0.request.subclassesFakes = $1 }),
        TargetSetting(
            flag: "no-spies", key: "spies",
            help: "fakes without init(forwardingTo:), which forwards unstubbed calls to a real "
                + "instance: they compile faster",
            apply: .toggle(flagValue: false) { $0.request.makesSpies = $1 }),
    ]

    /// The `seam.json` keys of a target, in table order; each is declared once
    /// (`HelpTextTests.testFlagsAndKeysAreDeclaredOnce`).
    static let keys = all.compactMap(\.key)
}
