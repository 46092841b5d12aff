import XCTest

@testable import SeamCLI
@testable import SeamGenerator

final class TemplateLibraryTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("TemplateLibraryTests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    func testLoadsStencilFilesByNameWithoutExtension() throws {
        try write("Fake.swift.stencil", "fake {{ name }}")
        try write("FakeInjector.swift.stencil", "injector")
        try write("notes.txt", "ignored")
        let library = try TemplateLibrary(TemplateFolder.read(folder))
        XCTAssertEqual(library.templateNames, ["Fake.swift", "FakeInjector.swift"])
        XCTAssertEqual(
            try library.template(named: "Fake.swift").render(["name": "Clock"]), "fake Clock")
    }

    func testErrorsNameTemplateFilePath() throws {
        try write("Fake.swift.stencil", "\n{{ missing }}")
        let library = try TemplateLibrary(TemplateFolder.read(folder))
        XCTAssertThrowsError(try library.template(named: "Fake.swift").render([:])) { error in
            XCTAssertEqual(
                "\(error)", "\(folder)/Fake.swift.stencil:2:1: error: unknown variable 'missing'")
        }
    }

    func testSyntaxErrorFailsLoading() throws {
        try write("Bad.swift.stencil", "{% endif %}")
        XCTAssertThrowsError(try TemplateLibrary(TemplateFolder.read(folder))) { error in
            XCTAssertEqual(
                "\(error)",
                "\(folder)/Bad.swift.stencil:1:1: error: unexpected '{% endif %}' outside of any block"
            )
        }
    }

    // Bug: a template with a byte that is not UTF-8 failed with no line and column.
    func testInvalidUTF8IsAnErrorAtItsLineAndColumn() throws {
        let bytes = Array("ok\n  é {{ x }}".utf8) + [0xC3, 0x28] + Array("\n".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: folder + "/Bad.swift.stencil"))
        XCTAssertThrowsError(try TemplateLibrary(TemplateFolder.read(folder))) { error in
            XCTAssertEqual(
                "\(error)",
                "\(folder)/Bad.swift.stencil:2:13: error: template is not valid UTF-8: found byte \\xC3"
            )
        }
    }

    func testMissingFolderIsErrorWithLineZero() {
        let missing = folder + "/nope"
        XCTAssertThrowsError(try TemplateLibrary(TemplateFolder.read(missing))) { error in
            XCTAssertEqual(
                error as? TemplateError,
                TemplateError(
                    template: missing, line: 0, column: 0,
                    message: "cannot read templates folder '\(missing)': No such file or directory"
                ))
        }
    }

    func testMissingTemplateNamesFolderAndFile() throws {
        let library = try TemplateLibrary(TemplateFolder.read(folder))
        XCTAssertThrowsError(try library.template(named: "Fake.swift")) { error in
            XCTAssertEqual(
                "\(error)",
                "error: missing template 'Fake.swift': no file 'Fake.swift.stencil' in templates folder '\(folder)'"
            )
        }
    }

    func testIncludeRendersSiblingWithCurrentContext() throws {
        try write("Main.swift.stencil", "{% for x in xs %}\n  {% include \"Item\" %}\n{% endfor %}")
        try write("Item.stencil", "<{{ x }}:{{ loop.index }}>\n")
        let library = try TemplateLibrary(TemplateFolder.read(folder))
        XCTAssertEqual(
            try library.template(named: "Main.swift").render(["xs": ["a", "b"]]), "<a:1>\n<b:2>\n")
    }

    func testIncludeOfMissingTemplateIsError() throws {
        try write("Main.stencil", "\n{% include \"Nope\" %}")
        let library = try TemplateLibrary(TemplateFolder.read(folder))
        XCTAssertThrowsError(try library.template(named: "Main").render([:])) { error in
            XCTAssertEqual(
                "\(error)",
                "\(folder)/Main.stencil:2:1: error: cannot include 'Nope': no file 'Nope.stencil' in '\(folder)'"
            )
        }
    }

    func testRecursiveIncludeIsErrorNotStackOverflow() throws {
        try write("A.stencil", "a{% include \"B\" %}")
        try write("B.stencil", "b\n{% if true_ %}{% include \"A\" %}{% endif %}")
        let library = try TemplateLibrary(TemplateFolder.read(folder))
        XCTAssertThrowsError(try library.template(named: "A").render(["true_": true])) { error in
            XCTAssertEqual(
                "\(error)",
                "\(folder)/B.stencil:2:15: error: recursive include of 'A': "
                    + "\(folder)/A.stencil -> \(folder)/B.stencil -> \(folder)/A.stencil"
            )
        }
    }

    func testSameTemplateCanBeIncludedTwiceInARow() throws {
        try write("A.stencil", "{% include \"B\" %}{% include \"B\" %}")
        try write("B.stencil", "b")
        XCTAssertEqual(
            try TemplateLibrary(TemplateFolder.read(folder)).template(named: "A").render([:]), "bb")
    }

    func testBuiltInTemplatesAreTheTemplatesFolder() throws {
        // This file is <repo>/Tests/SeamGeneratorTests/TemplateEngine/TemplateLibraryTests.swift.
        let templates = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates")
        let onDisk = try TemplateFolder.read(templates.path)
        let fix = "Templates/ changed: run `swift .ci/embed-templates.swift`"
        XCTAssertEqual(TemplateFolder.builtIn.files.map(\.name), onDisk.files.map(\.name), fix)
        for (builtIn, file) in zip(TemplateFolder.builtIn.files, onDisk.files) {
            XCTAssertEqual(builtIn.text, file.text, "\(file.name): \(fix)")
        }
    }

    func testBuiltInLibraryParsesAndNamesTemplatesByTheirFolder() throws {
        let library = try TemplateLibrary(.builtIn)
        XCTAssertEqual(library.folder, "Templates")
        XCTAssertTrue(library.templateNames.contains("Fake.swift"), "\(library.templateNames)")
        XCTAssertEqual(
            TemplateFolder.builtIn.files.first?.path, "Templates/Conformances.swift.stencil")
    }

    func testReadingARenamedKeyWarnsOncePerTagAndReadsTheNewKey() throws {
        try write(
            "Fake.swift.stencil",
            "{% if fake.isLocked or fake.isLocked %}locked{% endif %}\n"
                + "  {{ fake.isLocked }}{{ fake.name }}\n{% for x in fake.olds %}{% endfor %}")
        try write("Other.swift.stencil", "{% if not fake.isSendable %}{% endif %}")
        let library = try TemplateLibrary(
            TemplateFolder.read(folder), renamedKeys: ["isLocked": "isSendable", "olds": "news"])
        XCTAssertEqual(
            library.warnings.map(\.description),
            [
                "\(folder)/Fake.swift.stencil:1:1: warning: 'isLocked' is renamed 'isSendable'",
                "\(folder)/Fake.swift.stencil:2:3: warning: 'isLocked' is renamed 'isSendable'",
                "\(folder)/Fake.swift.stencil:3:1: warning: 'olds' is renamed 'news'",
            ])
    }

    func testARenamedKeyAsALoopVariableOrTopLevelNameIsNoWarning() throws {
        try write("A.stencil", "{% for isLocked in items %}{{ isLocked }}{% endfor %}")
        let library = try TemplateLibrary(
            TemplateFolder.read(folder), renamedKeys: ["isLocked": "isSendable"])
        XCTAssertEqual(library.warnings, [])
    }
}
