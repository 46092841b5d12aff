import Foundation
import XCTest

@testable import SeamGenerator

/// `Generator.generate`: the warnings for what a fake cannot do, at the member or dependency they name.
extension GeneratorTests {
    /// A spy of a protocol that is not class-bound cannot assign its real instance, which may be
    /// a value: each such setter is a note, grouped by its cause so that `seam` prints one line
    /// for all of them (issue 26 §3), unless the fake is no spy.
    func testASpyThatCannotForwardASetterIsAGroupedNote() throws {
        let source = try write(
            "P.swift",
            """
            protocol Preferences {
                var theme: String { get set }
                var size: Int { get nonmutating set }
                subscript(flag: String) -> Bool { get set }
                static var shared: Int { get set }
            }
            protocol SharedPreferences: Preferences, AnyObject {}

            """)
        let warning = { (line: Int, member: String, fake: String) in
            "\(source):\(line):5: note: spy \(fake)(forwardingTo:) cannot forward sets of '\(member)': "
                + "'Preferences' is not class-bound, so the real instance may be a value; once set, "
                + "'\(member)' reads from its stub (make 'Preferences' refine AnyObject to forward them)"
        }
        var request = request([source], .names(["Preferences", "SharedPreferences"]))
        let diagnostics = try Generator.generate(request).diagnostics
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                warning(2, "theme", "FakePreferences"),
                warning(4, "subscript(_:)", "FakePreferences"),
            ])
        XCTAssertEqual(
            diagnostics.map(\.grouping),
            [
                DiagnosticGrouping(.spyCannotForwardSets, subject: "FakePreferences.theme"),
                DiagnosticGrouping(.spyCannotForwardSets, subject: "FakePreferences.subscript(_:)"),
            ])
        request.makesSpies = false
        XCTAssertEqual(try Generator.generate(request).diagnostics, [])
    }

    /// Regression (issue 29, 14): a misspelt marker (`// seam:fake`, not a doc comment;
    /// `/// seam: fake`; `/// Seam:Fake`) selected nothing and said nothing. Each is a warning
    /// at the marker when the selection is by marker, and no protocol it would not select warns.
    func testAMarkerThatIsNotQuiteTheMarkerIsAWarning() throws {
        let source = try write(
            "Markers.swift",
            """
            // seam:fake
            protocol Plain { func a() }
            /// seam: fake
            protocol Spaced { func b() }
            /** Seam:Fake */
            protocol Capital { func c() }
            /// A clock. seam:fake
            protocol Marked { func d() }
            /// seam:injectr
            protocol Injectable { var marked: any Marked { get } }
            /// Joins two seams: no marker here.
            protocol Prose { func e() }

            """)
        let result = try Generator.generate(request([source], .annotated))
        let names = result.files.map { ($0.path as NSString).lastPathComponent }
        XCTAssertEqual(names, ["Marked.swift", "Seam+Stubs.swift"])
        let doc = { (line: Int, column: Int, written: String, name: String) in
            "\(source):\(line):\(column): warning: '\(written)' in the doc comment of protocol "
                + "'\(name)' is not the marker 'seam:fake'; write 'seam:fake' to fake it"
        }
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "\(source):1:4: warning: 'seam:fake' before protocol 'Plain' is not in a doc "
                    + "comment, so it is not a marker; write '/// seam:fake' to fake it",
                doc(3, 5, "seam: fake", "Spaced"), doc(5, 5, "Seam:Fake", "Capital"),
                "\(source):9:5: warning: 'seam:injectr' in the doc comment of protocol "
                    + "'Injectable' is not the marker 'seam:injector'; write 'seam:injector' to "
                    + "make it the injector",
            ])
        // Every protocol is faked: a near miss of `seam:fake` is worth no word; the injector
        // is still found by its marker.
        XCTAssertEqual(
            try Generator.generate(request([source], .all)).diagnostics.map(\.description),
            [try XCTUnwrap(result.diagnostics.last).description])
    }

    /// Regression (issue 29, 12): a protocol that inherits a class of the sources got a warning
    /// that the class was not found as a protocol, then a fake that did not compile ("requires
    /// that 'FakeScreen' inherit from 'BaseScreen'"). Now: no fake, and a warning that says why,
    /// for it and for the protocols that refine it.
    func testAProtocolThatInheritsAClassHasNoFakeAndAWarning() throws {
        let source = try write(
            "Screen.swift",
            """
            class BaseScreen { init() {} }
            protocol Screen: BaseScreen { func show() }
            protocol DetailScreen: Screen {}
            protocol Other { func run() }

            """)
        let result = try Generator.generate(request([source], .all))
        let warning = { (line: Int, name: String) in
            "\(source):\(line):1: warning: no fake for '\(name)': a conforming type must inherit "
                + "from class 'BaseScreen', which a fake cannot; write a conforming subclass by hand"
        }
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [warning(2, "Screen"), warning(3, "DetailScreen")])
        XCTAssertFalse(
            result.files.contains {
                $0.contents.contains("class FakeScreen")
                    || $0.contents.contains("class FakeDetailScreen")
            })
        XCTAssertTrue(result.files.contains { $0.contents.contains("class FakeOther") })
    }

    /// Regression (issue 25 §6, found by .ci/fuzz): a property of a noncopyable type got a
    /// fake whose stub cannot hold it ("'SeamPropertyStub' requires that 'Handle' conform to
    /// 'Copyable'"), without a word. Now: no fake, and a warning; a method returning one is
    /// still faked.
    func testAPropertyOfANoncopyableTypeHasNoFakeAndAWarning() throws {
        let source = try write(
            "Handles.swift",
            """
            enum Handle: ~Copyable { case open }
            protocol Holder { var handle: Handle { get } }
            protocol Indexed { subscript(index: Int) -> Handle? { get } }
            protocol Maker { func make() -> Handle }

            """)
        let result = try Generator.generate(request([source], .all))
        let warning = { (line: Int, name: String, member: String) in
            "\(source):\(line):1: warning: no fake for '\(name)': '\(member)' is of the "
                + "noncopyable type 'Handle', which a fake's stub cannot hold; write a conforming "
                + "type by hand"
        }
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [warning(2, "Holder", "handle"), warning(3, "Indexed", "subscript(_:)")])
        XCTAssertFalse(
            result.files.contains {
                $0.contents.contains("class FakeHolder")
                    || $0.contents.contains("class FakeIndexed")
            })
        XCTAssertTrue(result.files.contains { $0.contents.contains("class FakeMaker") })
    }

    /// Regression (issue 19): parameter packs were generated silently into code that did not
    /// compile; the fake now counts and forwards such calls, and says so.
    func testAMemberWithAParameterPackIsAWarning() throws {
        let source = try write(
            "Packs.swift", "protocol Packs {\n    func all<each T>(_ v: repeat each T)\n}\n")
        let result = try Generator.generate(request([source], .all))
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "\(source):2:5: warning: 'all(_:)' of 'Packs' uses a parameter pack: FakePacks counts its calls "
                    + "and forwards them, but records no arguments and cannot be stubbed"
            ])
    }

    /// Regression (issue 19): a fake whose generic parameter must refer back to the fake did not
    /// compile ("self-referential generic requirements"). With the other protocol's fake
    /// generated too, the two fakes name each other; without it, no fake, and a warning.
    func testASelfReferentialAssociatedTypeNamesTheOtherFakeOrIsAWarning() throws {
        let source = try write(
            "Keys.swift",
            """
            protocol PublicKey {
                associatedtype PrivateKey: PrivateKeyProtocol where PrivateKey.PublicKey == Self
                func verify() -> Bool
            }
            protocol PrivateKeyProtocol {
                associatedtype PublicKey: Keys.PublicKey where PublicKey.PrivateKey == Self
            }
            protocol Other { func run() }

            """)
        let result = try Generator.generate(request([source], .names(["PublicKey", "Other"])))
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "\(source):1:1: warning: no fake for 'PublicKey': its associated types require "
                    + "'PrivateKey.PublicKey == Self', which a generic fake cannot state, and no "
                    + "fake of 'PrivateKeyProtocol' is generated with it to use as 'PrivateKey' "
                    + "(fake 'PrivateKeyProtocol' too); write a conforming type by hand"
            ])
        XCTAssertFalse(result.files.contains { $0.contents.contains("class FakePublicKey") })
        XCTAssertTrue(
            result.files.contains { $0.contents.contains("final class FakeOther: Other") })

        let both = try Generator.generate(request([source], .all))
        XCTAssertEqual(both.diagnostics.map(\.description), [])
        let text = both.files.map(\.contents).joined()
        XCTAssertTrue(text.contains("typealias PrivateKey = FakePrivateKeyProtocol\n"), text)
        XCTAssertTrue(text.contains("typealias PublicKey = FakePublicKey\n"), text)
    }

    /// A self-referential requirement that is not `A.B == Self` has no fake to choose: the
    /// warning says so.
    func testASelfReferenceOfAnotherFormIsAWarning() throws {
        let source = try write(
            "Links.swift",
            """
            protocol Link {
                associatedtype Next: Link where Next.Next.Next == Self
            }

            """)
        let result = try Generator.generate(request([source], .all))
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "\(source):1:1: warning: no fake for 'Link': its associated types require "
                    + "'Next.Next.Next == Self', which a generic fake cannot state, and it is not "
                    + "of the form 'A.B == Self'; write a conforming type by hand"
            ])
        XCTAssertEqual(result.files.filter { $0.contents.contains("class FakeLink") }.count, 0)
    }

    /// Issue 18: an injector dependency whose protocol was not faked surfaced far away, as
    /// "value of type 'FakeInjector' has no member 'clockFake'" in a test.
    func testAnInjectorDependencyWhoseProtocolGetsNoFakeIsAWarningAtTheDependency() throws {
        let source = try write(
            "A.swift",
            """
            /// seam:fake
            protocol Logger { func log(_ text: String) }
            protocol Clock { func now() -> Int }
            protocol Injectable {
                var logger: Logger { get }
                var clock: any Clock { get }
                var name: String { get }
            }

            """)
        var request = request([source], .annotated)
        request.injector = "Injectable"
        let warnings = try Generator.generate(request).diagnostics.map(\.description)
        XCTAssertEqual(
            warnings,
            [
                "\(source):6:5: warning: FakeInjector.clock gets no fake: protocol 'Clock' is not faked, so there "
                    + "is no FakeInjector.clockFake and a test must assign injector.clock; mark 'Clock' with "
                    + "seam:fake or list it in the protocols to fake"
            ])
    }

    /// Issue 27: a member named like one of `SeamFake`'s methods hides it on the fake, so a
    /// test's `resetStubs()` would record a call instead of resetting: a warning at the member.
    func testAMemberNamedLikeSeamFakesMethodsIsAWarningAtTheMember() throws {
        let source = try write(
            "Hiding.swift",
            "protocol Hiding {\n    func resetStubs()\n    var makeStrict: Int { get }\n}\n")
        XCTAssertEqual(
            try Generator.generate(request([source], .all)).diagnostics.map(\.description),
            ["resetStubs()", "makeStrict"].enumerated().map { index, member in
                let name = member.hasSuffix("()") ? String(member.dropLast(2)) : member
                return "\(source):\(index + 2):5: warning: FakeHiding.\(member) hides SeamFake's "
                    + "\(name)(): on the fake, '\(name)' calls the protocol's member, which records "
                    + "a call; reset or configure each stub by hand instead"
            })
    }

    /// Regression (issue 25, 9): a selection that found no protocol wrote a file without fakes
    /// and said nothing. Now a warning says why, and which output gets no fakes.
    func testASelectionThatFindsNoProtocolIsAWarning() throws {
        let source = try write("Plain.swift", "protocol Plain { func run() }\nstruct S {}\n")
        let none = try write("None.swift", "struct T {}\n")
        try FileManager.default.createDirectory(
            atPath: folder + "/empty", withIntermediateDirectories: false)
        let output = "'\(folder)/out.swift'"
        let warning = { (reason: String) in
            "warning: nothing to fake: \(reason); folder '\(self.folder)/out' gets no fakes"
        }
        XCTAssertEqual(
            try Generator.generate(request([source], .annotated)).diagnostics.map(\.description),
            [
                warning(
                    "no protocol of the sources has 'seam:fake' in its doc comment (mark one, or "
                        + "name the protocols to fake)")
            ])
        XCTAssertEqual(
            try Generator.generate(request([none], .all)).diagnostics.map(\.description),
            [warning("the sources declare no protocol")])
        var names = request([source], .names([]))
        names.output = .file("\(folder)/out.swift")
        XCTAssertEqual(
            try Generator.generate(names).diagnostics.map(\.description),
            [
                "warning: nothing to fake: the list of protocols to fake is empty; \(output) gets "
                    + "no fakes"
            ])
        XCTAssertEqual(
            try Generator.generate(request([folder + "/empty"], .all)).diagnostics.map(
                \.description),
            [warning("the sources hold no .swift file")])
        XCTAssertEqual(try Generator.generate(request([source], .all)).diagnostics, [])
    }
}
